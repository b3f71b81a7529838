import * as E from 'fp-ts/Either'
import { customerFormConfig, kartisError, validateCustomerForm, type Result } from '@kartis/core'
import type { CustomerUpdateBody } from '@kartis/api-adapter'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CustomerAccountDetails } from './customer-accounts'
import { israeliMobileOf } from './mobile-number'

/**
 * §5 the profile form of the customer area: names, e-mail and mobile number required; address,
 * city and date of birth shown and optional; the ID number is not changed here (it identifies the
 * customer), and no terms are accepted.
 */
const PROFILE_FORM = customerFormConfig({
  ssn: { shown: false },
  address1: { shown: true },
  city: { shown: true },
  dateOfBirth: { shown: true },
  termsAccepted: { shown: false },
})

const formInvalid = (fields: Readonly<Record<string, string>>): Result<never> =>
  E.left(kartisError('FORM_INVALID', { fields: Object.keys(fields).join(','), ...fields }, hebrewMessageOf('FORM_INVALID')))

const blankToNull = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value)

/**
 * §5/§7 PUT /customer-area/customers/{id}: the details checked by the core's customer-form rules
 * (letters-only names, an e-mail address, a date of birth that is a date, '#' out of the address)
 * and the mobile number by libphonenumber's Israeli mobile ranges. FORM_INVALID with `fields` (the
 * failing fields, comma-separated) and each field's message key; the normalised details otherwise.
 */
export const checkedDetails = (body: CustomerUpdateBody): Result<CustomerAccountDetails> => {
  const form = validateCustomerForm(
    {
      customerIds: [],
      firstName: body.firstName,
      lastName: body.lastName,
      ssn: '',
      email: body.email,
      mobileNumber: body.mobileNumber,
      verifyMobileNumber: body.mobileNumber,
      ...(body.address1 === undefined ? {} : { address1: body.address1 }),
      ...(body.city === undefined ? {} : { city: body.city }),
      ...(body.dateOfBirth === undefined ? {} : { dateOfBirth: body.dateOfBirth }),
      isMailingAllowed: false,
      termsAccepted: false,
    },
    PROFILE_FORM,
  )
  if (E.isLeft(form))
    return formInvalid(Object.fromEntries(Object.entries(form.left.fields).map(([field, message]) => [field, message.key])))
  const mobile = israeliMobileOf(form.right.mobileNumber)
  if (mobile === null) return formInvalid({ mobileNumber: 'validation.mobile' })
  return E.right({
    firstName: form.right.firstName,
    lastName: form.right.lastName,
    email: form.right.email,
    mobile,
    address1: blankToNull(form.right.address1),
    city: blankToNull(form.right.city),
    dateOfBirth: blankToNull(form.right.dateOfBirth),
  })
}
