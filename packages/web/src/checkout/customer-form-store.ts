import { CUSTOMER_FORM_FIELDS, DEFAULT_CUSTOMER_FORM_CONFIG, customerFormConfig, shownFields, validateCustomerForm } from '@kartis/core'
import type {
  CustomerFormConfig,
  CustomerFormErrorField,
  CustomerFormField,
  CustomerFormOverrides,
  CustomerFormValues,
  CustomerInfo,
  ValidationMessage,
} from '@kartis/core'
import { makeAutoObservable, observableRef } from 'mobx'

/** §3 the text fields of the customer form, in the order they are shown (the mobile confirmation follows the mobile number). */
export type CustomerTextField = Exclude<CustomerFormErrorField, 'termsAccepted' | 'locationId'>

/** §3 the customer details a logged-in customer brings to the form: every text field of the configuration. */
const FILLED_FIELDS = CUSTOMER_FORM_FIELDS.filter(
  (field): field is Exclude<CustomerFormField, 'locationId' | 'termsAccepted'> => field !== 'locationId' && field !== 'termsAccepted',
)

/** §3 the form's values before validation: what the visitor typed, starting from the cart's customer details. */
export const initialFormValues = (info: CustomerInfo): CustomerFormValues => ({
  ...info,
  // A number already in the cart was confirmed when it was entered.
  verifyMobileNumber: info.mobileNumber,
  termsAccepted: false,
})

/**
 * §5 the customer form: the values as typed, which fields were left, and whether the visitor
 * tried to go on; messages are derived from the core's validation and shown for fields left
 * or after a first attempt, so nobody is scolded before typing.
 */
export class CustomerFormStore {
  values: CustomerFormValues
  touched: ReadonlySet<CustomerFormErrorField> = new Set()
  submitAttempted = false
  readonly config: CustomerFormConfig

  /** `base` is the venue's configuration (issue 15), `overrides` a form's own changes to it (the profile's). */
  constructor(info: CustomerInfo, overrides: CustomerFormOverrides, base: CustomerFormConfig = DEFAULT_CUSTOMER_FORM_CONFIG) {
    this.values = initialFormValues(info)
    this.config = customerFormConfig(overrides, base)
    // The shown fields depend on the configuration only, which never changes: plain getters.
    makeAutoObservable(
      this,
      { config: false, textFields: false, showsTerms: false, values: observableRef, touched: observableRef },
      { autoBind: true },
    )
  }

  /** §5 the text fields shown, in form order; the mobile confirmation comes with the mobile number. */
  get textFields(): readonly CustomerTextField[] {
    return shownFields(this.config).flatMap((field): CustomerTextField[] => {
      if (field === 'termsAccepted' || field === 'locationId') return []
      return field === 'mobileNumber' ? ['mobileNumber', 'verifyMobileNumber'] : [field]
    })
  }

  /** §5 whether the terms checkbox is part of the form. */
  get showsTerms(): boolean {
    return this.config.termsAccepted.shown
  }

  /** §5 whether a field must be filled (the confirmation whenever the mobile number must). */
  isRequired(field: CustomerFormErrorField): boolean {
    return this.config[field === 'verifyMobileNumber' ? 'mobileNumber' : field].required
  }

  /** §5 the core's verdict on the form as it is now. */
  get validation(): ReturnType<typeof validateCustomerForm> {
    return validateCustomerForm(this.values, this.config)
  }

  /** §5 every field's first message, shown or not. */
  get allErrors(): Readonly<Partial<Record<CustomerFormErrorField, ValidationMessage>>> {
    const result = this.validation
    return result._tag === 'Left' ? result.left.fields : {}
  }

  /** §5 the message to show beside a field: once it was left, or after an attempt to go on. */
  errorOf(field: CustomerFormErrorField): ValidationMessage | null {
    if (!this.submitAttempted && !this.touched.has(field)) return null
    return this.allErrors[field] ?? null
  }

  /** §5 the first field with a message shown, in form order (where focus goes after a failed attempt). */
  get firstErrorField(): CustomerFormErrorField | null {
    const order: readonly CustomerFormErrorField[] = [...this.textFields, 'termsAccepted']
    return order.find((field) => this.errorOf(field) !== null) ?? null
  }

  /**
   * §4 login/refresh sets customer info: the logged-in customer's details go into the form —
   * every one when `replace` (the visitor just logged in to check out), else only into fields
   * left empty (a session restored while the visitor may have typed). The mobile confirmation
   * follows the number, which was confirmed when the customer gave it; the mailing consent
   * is the customer's after a login.
   */
  fill(info: CustomerInfo, replace: boolean): void {
    const next: CustomerFormValues = {
      ...this.values,
      customerIds: info.customerIds,
      // The customer's mailing consent is theirs to keep; a restore leaves the box as the visitor set it.
      isMailingAllowed: replace ? info.isMailingAllowed : this.values.isMailingAllowed,
    }
    const filled: Partial<Record<CustomerTextField, string>> = {}
    for (const field of FILLED_FIELDS) {
      const value = info[field] ?? ''
      if (value !== '' && (replace || (this.values[field] ?? '').trim() === '')) filled[field] = value
    }
    if (filled.mobileNumber !== undefined) filled.verifyMobileNumber = filled.mobileNumber
    this.values = { ...next, ...filled }
  }

  /** §3 the visitor types into a text field. */
  setText(field: CustomerTextField, value: string): void {
    this.values = { ...this.values, [field]: value }
  }

  /** §3 the terms checkbox. */
  setTermsAccepted(accepted: boolean): void {
    this.values = { ...this.values, termsAccepted: accepted }
    this.touch('termsAccepted')
  }

  /** §3 the mailing consent checkbox (never required). */
  setMailingAllowed(allowed: boolean): void {
    this.values = { ...this.values, isMailingAllowed: allowed }
  }

  /** §5 a field was left: its message may show from now on. */
  touch(field: CustomerFormErrorField): void {
    if (!this.touched.has(field)) this.touched = new Set([...this.touched, field])
  }

  /** §5 the visitor tries to go on: the normalised details, or null with every message now shown. */
  submit(): CustomerInfo | null {
    this.submitAttempted = true
    const result = this.validation
    return result._tag === 'Right' ? result.right : null
  }
}
