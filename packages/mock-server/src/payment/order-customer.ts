import * as E from 'fp-ts/Either'
import {
  DEFAULT_CUSTOMER_FORM_CONFIG,
  canonicalMobile,
  isIsraeliMobile,
  kartisError,
  validateCustomerForm,
  type CustomerFormConfig,
  type CustomerInfo,
  type Result,
} from '@kartis/core'
import type { ReservationCustomer } from '../storage/reservation-repository'

/** §7 the producer-seats variant of the commit: the customer the producer saves the seats for. */
export interface ProducerCustomer {
  readonly mobileNumber: string
  readonly customerName: string
}

/**
 * §5 the customer of an order, checked on the server as the storefront's form checks it, against
 * the venue's customer-info configuration (issue 15; default §5's: SSN, names, e-mail and mobile
 * number required; the mobile number typed once in the cart, the terms accepted by committing):
 * FORM_INVALID { fields } naming the failing fields otherwise (a required field left empty too).
 */
export const customerOfCart = (
  info: CustomerInfo,
  form: CustomerFormConfig = DEFAULT_CUSTOMER_FORM_CONFIG,
): Result<ReservationCustomer> => {
  const checked = validateCustomerForm({ ...info, verifyMobileNumber: info.mobileNumber, termsAccepted: true }, form)
  if (E.isLeft(checked)) return E.left(kartisError('FORM_INVALID', { fields: Object.keys(checked.left.fields).join(',') }))
  const { firstName, lastName, email, mobileNumber, ssn } = checked.right
  return E.right({ firstName, lastName, email, mobileNumber, ssn })
}

/**
 * §7 the customer of producer seats: a name and an Israeli mobile number
 * (FORM_INVALID { fields: 'customerName' }, invalid_mobileNumber).
 */
export const customerOfProducerSeats = (producer: ProducerCustomer): Result<ReservationCustomer> => {
  const name = producer.customerName.trim()
  if (name === '') return E.left(kartisError('FORM_INVALID', { fields: 'customerName' }))
  if (!isIsraeliMobile(producer.mobileNumber)) return E.left(kartisError('invalid_mobileNumber'))
  return E.right({ firstName: name, lastName: '', email: '', mobileNumber: canonicalMobile(producer.mobileNumber), ssn: '' })
}
