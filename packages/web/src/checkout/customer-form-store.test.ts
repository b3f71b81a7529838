import { EMPTY_CUSTOMER_INFO, customerInfoOf } from '@kartis/core'
import { NOA } from '../customers/customer-fixtures'
import { describe, expect, it } from 'vitest'
import { CustomerFormStore } from './customer-form-store'

const filled = (store: CustomerFormStore) => {
  store.setText('firstName', 'Dana')
  store.setText('lastName', 'Cohen')
  store.setText('ssn', '18')
  store.setText('email', 'dana@example.com')
  store.setText('mobileNumber', '050-1234567')
  store.setText('verifyMobileNumber', '+972501234567')
  store.setTermsAccepted(true)
}

describe('§5 the customer form', () => {
  it('shows the default fields in order, the mobile confirmation after the mobile number', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    expect(store.textFields).toEqual(['firstName', 'lastName', 'ssn', 'email', 'mobileNumber', 'verifyMobileNumber'])
    expect(store.showsTerms).toBe(true)
    expect(store.isRequired('verifyMobileNumber')).toBe(true)
  })

  it('shows a field added by the venue configuration', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, { city: { required: true } })
    expect(store.textFields).toContain('city')
  })

  it('shows no message before a field is left, then the core message', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    store.setText('ssn', '123456789')
    expect(store.errorOf('ssn')).toBeNull()
    store.touch('ssn')
    expect(store.errorOf('ssn')).toEqual({ key: 'validation.israeli_id', params: { name: 'ssn' } })
  })

  it('refuses mobile numbers that do not match', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    filled(store)
    store.setText('verifyMobileNumber', '0529999999')
    expect(store.submit()).toBeNull()
    expect(store.errorOf('verifyMobileNumber')?.key).toBe('validation.mobile_mismatch')
    expect(store.firstErrorField).toBe('verifyMobileNumber')
  })

  it('requires the terms', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    filled(store)
    store.setTermsAccepted(false)
    expect(store.submit()).toBeNull()
    expect(store.firstErrorField).toBe('termsAccepted')
  })

  it('answers the normalised details when valid', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    filled(store)
    store.setMailingAllowed(true)
    expect(store.submit()).toMatchObject({ ssn: '000000018', mobileNumber: '0501234567', isMailingAllowed: true })
  })
})

describe('§4 "login to checkout" fills the form from the logged-in customer', () => {
  const noa = customerInfoOf(NOA, EMPTY_CUSTOMER_INFO)

  it('after a login every detail is replaced, the mobile confirmation with the number, terms left to the visitor', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    store.setText('firstName', 'Dana')
    store.fill(noa, true)
    expect(store.values).toMatchObject({ ...noa, verifyMobileNumber: '0501234567', termsAccepted: false })
  })

  it('a restored session fills only the fields left empty (what the visitor typed stays)', () => {
    const store = new CustomerFormStore(EMPTY_CUSTOMER_INFO, {})
    store.setText('firstName', 'Dana')
    store.setText('mobileNumber', '0527654321')
    store.fill(noa, false)
    expect(store.values).toMatchObject({
      customerIds: [1],
      firstName: 'Dana',
      lastName: 'כהן',
      email: 'noa@example.org',
      mobileNumber: '0527654321',
    })
  })
})
