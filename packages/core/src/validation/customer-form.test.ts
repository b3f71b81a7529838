import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { customerFormConfig } from './customer-form-config'
import { validateCustomerForm, type CustomerFormValues } from './customer-form'

const filled: CustomerFormValues = {
  customerIds: [],
  firstName: ' ישראל ',
  lastName: 'ישראלי',
  ssn: '18',
  email: ' israel@example.co.il ',
  mobileNumber: '050-1234567',
  verifyMobileNumber: '+972501234567',
  isMailingAllowed: true,
  termsAccepted: true,
}

const fieldsOf = (values: CustomerFormValues, config = customerFormConfig({})) => {
  const result = validateCustomerForm(values, config)
  return E.isLeft(result) ? result.left.fields : {}
}

describe('customer form (§5)', () => {
  it('returns the normalised details', () => {
    expect(validateCustomerForm(filled)).toEqual(
      E.right({
        customerIds: [],
        firstName: 'ישראל',
        lastName: 'ישראלי',
        ssn: '000000018',
        email: 'israel@example.co.il',
        mobileNumber: '0501234567',
        isMailingAllowed: true,
      }),
    )
  })
  it('an empty form fails every required field with FORM_INVALID', () => {
    const result = validateCustomerForm({
      ...filled,
      firstName: '',
      lastName: '',
      ssn: '',
      email: '',
      mobileNumber: '',
      verifyMobileNumber: '',
      termsAccepted: false,
    })
    expect(E.isLeft(result) && result.left.error).toEqual({ code: 'FORM_INVALID' })
    expect(fieldsOf({ ...filled, firstName: '', ssn: '', mobileNumber: '', verifyMobileNumber: '', termsAccepted: false })).toEqual({
      firstName: { key: 'validation.required', params: { name: 'firstName' } },
      ssn: { key: 'validation.required', params: { name: 'ssn' } },
      mobileNumber: { key: 'validation.required', params: { name: 'mobileNumber' } },
      verifyMobileNumber: { key: 'validation.required', params: { name: 'verifyMobileNumber' } },
      termsAccepted: { key: 'validation.required', params: { name: 'termsAccepted' } },
    })
  })
  it('checks formats: letters, ID, e-mail, mobile, matching confirmation', () => {
    expect(
      fieldsOf({
        ...filled,
        firstName: 'R2D2',
        ssn: '123456789',
        email: 'israel@',
        mobileNumber: '03-1234567',
        verifyMobileNumber: '03-1234567',
      }),
    ).toEqual({
      firstName: { key: 'validation.alpha', params: { name: 'firstName' } },
      ssn: { key: 'validation.israeli_id', params: { name: 'ssn' } },
      email: { key: 'validation.email', params: { name: 'email' } },
      mobileNumber: { key: 'validation.mobile', params: { name: 'mobileNumber' } },
    })
    expect(fieldsOf({ ...filled, verifyMobileNumber: '0501234568' })).toEqual({
      verifyMobileNumber: { key: 'validation.mobile_mismatch', params: { name: 'verifyMobileNumber' } },
    })
  })
  it('hidden fields are neither checked nor changed', () => {
    const result = validateCustomerForm({ ...filled, postalCode: 'abc', dateOfBirth: 'soon' })
    expect(E.isRight(result) && [result.right.postalCode, result.right.dateOfBirth]).toEqual(['abc', 'soon'])
  })
  it('shown optional fields are checked only when filled; addresses lose their #', () => {
    const config = customerFormConfig({
      address1: { shown: true },
      postalCode: { shown: true },
      dateOfBirth: { shown: true },
      city: { required: true },
    })
    expect(fieldsOf({ ...filled, postalCode: '61a', dateOfBirth: '1990-02-30' }, config)).toEqual({
      postalCode: { key: 'validation.numeric', params: { name: 'postalCode' } },
      dateOfBirth: { key: 'validation.date', params: { name: 'dateOfBirth' } },
      city: { key: 'validation.required', params: { name: 'city' } },
    })
    const ok = validateCustomerForm(
      { ...filled, address1: 'הרצל 12 #3', city: ' תל אביב-יפו ', dateOfBirth: '1990-02-28T00:00:00' },
      config,
    )
    expect(E.isRight(ok) && [ok.right.address1, ok.right.city, ok.right.postalCode, ok.right.dateOfBirth]).toEqual([
      'הרצל 12 3',
      'תל אביב-יפו',
      undefined,
      '1990-02-28',
    ])
  })
  it('a required address made only of # is missing', () => {
    expect(fieldsOf({ ...filled, address1: '###' }, customerFormConfig({ address1: { required: true } }))).toEqual({
      address1: { key: 'validation.required', params: { name: 'address1' } },
    })
  })
  it('a required location must be chosen', () => {
    const config = customerFormConfig({ locationId: { required: true } })
    expect(fieldsOf(filled, config)).toEqual({ locationId: { key: 'validation.required', params: { name: 'locationId' } } })
    const ok = validateCustomerForm({ ...filled, locationId: 4 }, config)
    expect(E.isRight(ok) && ok.right.locationId).toBe(4)
  })
  it('an optional mobile left empty needs no confirmation, but a typed one does', () => {
    const config = customerFormConfig({ mobileNumber: { required: false } })
    expect(fieldsOf({ ...filled, mobileNumber: '', verifyMobileNumber: '' }, config)).toEqual({})
    expect(fieldsOf({ ...filled, verifyMobileNumber: '' }, config)).toEqual({
      verifyMobileNumber: { key: 'validation.required', params: { name: 'verifyMobileNumber' } },
    })
  })
})
