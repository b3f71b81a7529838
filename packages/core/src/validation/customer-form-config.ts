/**
 * §3 the configurable fields of the customer form. The mobile confirmation (verifyMobileNumber)
 * follows mobileNumber and is not configured on its own; mailing consent is never required.
 */
export const CUSTOMER_FORM_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'email',
  'mobileNumber',
  'address1',
  'address2',
  'city',
  'postalCode',
  'dateOfBirth',
  'locationId',
  'termsAccepted',
] as const
export type CustomerFormField = (typeof CUSTOMER_FORM_FIELDS)[number]

/** Whether a field is shown and whether it must be filled. */
export interface FieldConfig {
  readonly shown: boolean
  readonly required: boolean
}

export type CustomerFormConfig = Readonly<Record<CustomerFormField, FieldConfig>>

const SHOWN_REQUIRED: FieldConfig = { shown: true, required: true }
const HIDDEN: FieldConfig = { shown: false, required: false }

/**
 * §5 customer-info configuration: SSN required for orders; first name, last name, e-mail and
 * mobile number required and shown; address, city, postal code, date of birth and location
 * neither shown nor required. Terms acceptance is shown and required.
 */
export const DEFAULT_CUSTOMER_FORM_CONFIG: CustomerFormConfig = {
  firstName: SHOWN_REQUIRED,
  lastName: SHOWN_REQUIRED,
  ssn: SHOWN_REQUIRED,
  email: SHOWN_REQUIRED,
  mobileNumber: SHOWN_REQUIRED,
  address1: HIDDEN,
  address2: HIDDEN,
  city: HIDDEN,
  postalCode: HIDDEN,
  dateOfBirth: HIDDEN,
  locationId: HIDDEN,
  termsAccepted: SHOWN_REQUIRED,
}

/** A venue's overrides of the default configuration, field by field. */
export type CustomerFormOverrides = Readonly<Partial<Record<CustomerFormField, Partial<FieldConfig>>>>

/**
 * §5 a venue's configuration: the defaults with its overrides applied. A required field is
 * always shown (a hidden field cannot be filled), so `{ required: true }` alone shows a field,
 * and `{ shown: false }` alone hides it and drops its requirement.
 */
export const customerFormConfig = (
  overrides: CustomerFormOverrides,
  base: CustomerFormConfig = DEFAULT_CUSTOMER_FORM_CONFIG,
): CustomerFormConfig => {
  const config: Record<CustomerFormField, FieldConfig> = { ...base }
  for (const field of CUSTOMER_FORM_FIELDS) {
    const override = overrides[field]
    const required = override?.required ?? (override?.shown === false ? false : base[field].required)
    config[field] = { shown: required || (override?.shown ?? base[field].shown), required }
  }
  return config
}

/** §5 the fields a form shows, in form order. */
export const shownFields = (config: CustomerFormConfig): readonly CustomerFormField[] =>
  CUSTOMER_FORM_FIELDS.filter((field) => config[field].shown)
