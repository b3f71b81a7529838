import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError } from '../errors/error-codes'
import type { CustomerInfo } from '../model/customer'
import { sanitizeAddress } from './address'
import { DEFAULT_CUSTOMER_FORM_CONFIG, type CustomerFormConfig, type CustomerFormField } from './customer-form-config'
import { israeliId } from './israeli-id'
import { formatCalendarDate, parseCalendarDate } from '../time/jerusalem-time'
import { allOf, validateFields, validationMessage, type FieldCheck, type FormErrors, type ValidationMessage } from './message'
import { canonicalMobile, israeliMobile } from './mobile'
import { alpha, email, numeric, required } from './rules'

/** §3 the customer form as typed: the customer details plus the mobile confirmation and terms acceptance. */
export interface CustomerFormValues extends CustomerInfo {
  readonly verifyMobileNumber: string
  readonly termsAccepted: boolean
}

/** Fields a customer-form message may be attached to. */
export type CustomerFormErrorField = CustomerFormField | 'verifyMobileNumber'

const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'ssn',
  'email',
  'mobileNumber',
  'verifyMobileNumber',
  'address1',
  'address2',
  'city',
  'postalCode',
  'dateOfBirth',
] as const
type TextField = (typeof TEXT_FIELDS)[number]

const trim: FieldCheck = (value) => E.right(value.trim())
const keep: FieldCheck = (value) => E.right(value)
const address: FieldCheck = (value) => E.right(sanitizeAddress(value))

/** A date of birth may come from the server with a time part; it is kept as YYYY-MM-DD. */
const calendarDate =
  (name: string): FieldCheck =>
  (value) =>
    value === ''
      ? E.right(value)
      : E.fromOption(() => validationMessage('validation.date', { name }))(O.map(formatCalendarDate)(parseCalendarDate(value)))

const sameMobileAs =
  (mobileNumber: string): FieldCheck =>
  (value) =>
    value.trim() === '' || canonicalMobile(value) === canonicalMobile(mobileNumber)
      ? E.right(canonicalMobile(value))
      : E.left(validationMessage('validation.mobile_mismatch', { name: 'verifyMobileNumber' }))

const FORMAT_RULES: Readonly<Record<Exclude<TextField, 'verifyMobileNumber'>, (name: string) => FieldCheck>> = {
  firstName: (name) => allOf(trim, alpha(name)),
  lastName: (name) => allOf(trim, alpha(name)),
  ssn: israeliId,
  email: (name) => allOf(trim, email(name)),
  mobileNumber: israeliMobile,
  address1: () => address,
  address2: () => address,
  city: () => trim,
  postalCode: (name) => allOf(trim, numeric(name)),
  dateOfBirth: (name) => allOf(trim, calendarDate(name)),
}

const textChecks = (config: CustomerFormConfig, values: CustomerFormValues): Record<TextField, FieldCheck> => {
  const checkOf = (field: Exclude<TextField, 'verifyMobileNumber'>): FieldCheck => {
    const { shown, required: isRequired } = config[field]
    const format = FORMAT_RULES[field](field)
    // Addresses lose their '#' even when hidden (§5); other hidden fields are left as they are.
    if (!shown) return field === 'address1' || field === 'address2' ? address : keep
    return isRequired ? allOf(format, required(field)) : format
  }
  const mobile = config.mobileNumber
  const mobileTyped = values.mobileNumber.trim() !== ''
  return {
    firstName: checkOf('firstName'),
    lastName: checkOf('lastName'),
    ssn: checkOf('ssn'),
    email: checkOf('email'),
    mobileNumber: checkOf('mobileNumber'),
    // The confirmation is asked for whenever the mobile number is, and must then match it (§5).
    verifyMobileNumber: !mobile.shown
      ? keep
      : mobile.required || mobileTyped
        ? allOf(required('verifyMobileNumber'), sameMobileAs(values.mobileNumber))
        : sameMobileAs(values.mobileNumber),
    address1: checkOf('address1'),
    address2: checkOf('address2'),
    city: checkOf('city'),
    postalCode: checkOf('postalCode'),
    dateOfBirth: checkOf('dateOfBirth'),
  }
}

const optional = (original: string | undefined, normalised: string): string | undefined =>
  original === undefined && normalised === '' ? undefined : normalised

/**
 * §5 validates the whole customer form against a configuration: shown fields are checked
 * (required ones must be filled; names letters only, SSN a valid ID, e-mail, Israeli mobile,
 * the confirmation matching it, postal code digits, date of birth a real date, location chosen,
 * terms accepted). Returns the normalised details (trimmed, ID padded to nine digits, mobile as
 * 05XXXXXXXX, date of birth YYYY-MM-DD, '#' removed from addresses) or every field's first
 * message plus FORM_INVALID.
 */
export const validateCustomerForm = (
  values: CustomerFormValues,
  config: CustomerFormConfig = DEFAULT_CUSTOMER_FORM_CONFIG,
): E.Either<FormErrors<CustomerFormErrorField>, CustomerInfo> => {
  const texts: Record<TextField, string> = {
    firstName: values.firstName,
    lastName: values.lastName,
    ssn: values.ssn,
    email: values.email,
    mobileNumber: values.mobileNumber,
    verifyMobileNumber: values.verifyMobileNumber,
    address1: values.address1 ?? '',
    address2: values.address2 ?? '',
    city: values.city ?? '',
    postalCode: values.postalCode ?? '',
    dateOfBirth: values.dateOfBirth ?? '',
  }
  const formError = kartisError('FORM_INVALID')
  const textResult = validateFields(TEXT_FIELDS, textChecks(config, values), texts, formError)
  const others: Partial<Record<CustomerFormErrorField, ValidationMessage>> = {}
  if (config.locationId.required && values.locationId === undefined)
    others.locationId = validationMessage('validation.required', { name: 'locationId' })
  if (config.termsAccepted.required && !values.termsAccepted)
    others.termsAccepted = validationMessage('validation.required', { name: 'termsAccepted' })
  const hasOthers = Object.keys(others).length > 0
  if (E.isLeft(textResult)) return E.left({ error: formError, fields: { ...textResult.left.fields, ...others } })
  if (hasOthers) return E.left({ error: formError, fields: others })
  const valid = textResult.right
  const address1 = optional(values.address1, valid.address1)
  const address2 = optional(values.address2, valid.address2)
  const city = optional(values.city, valid.city)
  const postalCode = optional(values.postalCode, valid.postalCode)
  const dateOfBirth = optional(values.dateOfBirth, valid.dateOfBirth)
  return E.right({
    customerIds: values.customerIds,
    firstName: valid.firstName,
    lastName: valid.lastName,
    ssn: valid.ssn,
    email: valid.email,
    mobileNumber: valid.mobileNumber,
    ...(address1 === undefined ? {} : { address1 }),
    ...(address2 === undefined ? {} : { address2 }),
    ...(city === undefined ? {} : { city }),
    ...(postalCode === undefined ? {} : { postalCode }),
    ...(dateOfBirth === undefined ? {} : { dateOfBirth }),
    ...(values.locationId === undefined ? {} : { locationId: values.locationId }),
    isMailingAllowed: values.isMailingAllowed,
  })
}
