import type { CustomerFormErrorField } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { InputHTMLAttributes } from 'react'
import { validationText } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { CustomerFormStore, CustomerTextField } from './customer-form-store'

/** §5 the DOM id of a form field (in the form named by `prefix`), so focus can be sent to the first one with an error. */
export const fieldId = (field: CustomerFormErrorField, prefix = 'checkout'): string => `${prefix}-${field}`

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'dir'>

/** §3 how each field is typed: keyboards and autofill that fit it; numbers and addresses read left to right. */
const INPUTS: Readonly<Record<CustomerTextField, InputProps>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  ssn: { type: 'text', inputMode: 'numeric', autoComplete: 'off', dir: 'ltr' },
  email: { type: 'email', autoComplete: 'email', dir: 'ltr' },
  mobileNumber: { type: 'tel', autoComplete: 'tel-national', dir: 'ltr' },
  verifyMobileNumber: { type: 'tel', autoComplete: 'off', dir: 'ltr' },
  address1: { type: 'text', autoComplete: 'address-line1' },
  address2: { type: 'text', autoComplete: 'address-line2' },
  city: { type: 'text', autoComplete: 'address-level2' },
  postalCode: { type: 'text', inputMode: 'numeric', autoComplete: 'postal-code', dir: 'ltr' },
  dateOfBirth: { type: 'date', autoComplete: 'bday' },
}

interface FieldProps<F> {
  readonly form: CustomerFormStore
  readonly field: F
  readonly prefix: string
}

const FieldError = observer(({ form, field, prefix }: FieldProps<CustomerFormErrorField>) => {
  const t = useT()
  const message = form.errorOf(field)
  return message === null ? null : (
    <p className="checkout-field__error" id={`${fieldId(field, prefix)}-error`}>
      {validationText(t, message)}
    </p>
  )
})

const TextField = observer(({ form, field, prefix }: FieldProps<CustomerTextField>) => {
  const t = useT()
  const id = fieldId(field, prefix)
  const invalid = form.errorOf(field) !== null
  const required = form.isRequired(field)
  return (
    <div className="checkout-field">
      <label htmlFor={id} className="checkout-field__label">
        {t(`fields.${field}`)}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        className="checkout-field__input"
        {...INPUTS[field]}
        value={form.values[field] ?? ''}
        required={required}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => form.setText(field, event.target.value)}
        onBlur={() => form.touch(field)}
      />
      <FieldError form={form} field={field} prefix={prefix} />
    </div>
  )
})

/** How a customer form is shown: checkout's (the default), or another form's such as the customer area's profile. */
export interface CustomerFormProps {
  readonly form: CustomerFormStore
  /** Its fields' DOM ids begin with this (default 'checkout'). */
  readonly prefix?: string
  /** Its legend (default the checkout's 'your details'). */
  readonly title?: string
  /** §3 whether the mailing consent is asked (default yes). */
  readonly asksMailing?: boolean
}

/** §3/§5 the customer form, driven by the core's configuration; messages in the visitor's language. */
export const CustomerForm = observer(({ form, prefix = 'checkout', title, asksMailing = true }: CustomerFormProps) => {
  const t = useT()
  const termsInvalid = form.errorOf('termsAccepted') !== null
  const showFormError = form.submitAttempted && form.firstErrorField !== null
  const termsId = fieldId('termsAccepted', prefix)
  const mailingId = `${prefix}-mailing`
  return (
    <fieldset className="checkout-form">
      <legend className="checkout-form__title">{title ?? t('checkout.detailsTitle')}</legend>
      <p className="checkout-form__hint">{t('checkout.requiredHint')}</p>
      {showFormError && (
        <p className="checkout-form__error" role="alert">
          {t('errors.FORM_INVALID')}
        </p>
      )}
      <div className="checkout-form__grid">
        {form.textFields.map((field) => (
          <TextField key={field} form={form} field={field} prefix={prefix} />
        ))}
      </div>
      {form.showsTerms && (
        <div className="checkout-check">
          <input
            id={termsId}
            type="checkbox"
            checked={form.values.termsAccepted}
            required={form.isRequired('termsAccepted')}
            aria-invalid={termsInvalid}
            aria-describedby={termsInvalid ? `${termsId}-error` : undefined}
            onChange={(event) => form.setTermsAccepted(event.target.checked)}
          />
          <label htmlFor={termsId}>
            {t('checkout.terms')}
            {form.isRequired('termsAccepted') && <span aria-hidden="true"> *</span>}
          </label>
          <FieldError form={form} field="termsAccepted" prefix={prefix} />
        </div>
      )}
      {asksMailing && (
        <div className="checkout-check">
          <input
            id={mailingId}
            type="checkbox"
            checked={form.values.isMailingAllowed}
            onChange={(event) => form.setMailingAllowed(event.target.checked)}
          />
          <label htmlFor={mailingId}>{t('checkout.mailing')}</label>
        </div>
      )}
    </fieldset>
  )
})
