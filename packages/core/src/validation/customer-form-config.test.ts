import { describe, expect, it } from 'vitest'
import { customerFormConfig, DEFAULT_CUSTOMER_FORM_CONFIG, shownFields } from './customer-form-config'

describe('customer-info configuration (§5)', () => {
  it('by default shows and requires names, SSN, e-mail, mobile and terms; hides the rest', () => {
    expect(shownFields(DEFAULT_CUSTOMER_FORM_CONFIG)).toEqual(['firstName', 'lastName', 'ssn', 'email', 'mobileNumber', 'termsAccepted'])
    for (const field of ['firstName', 'lastName', 'ssn', 'email', 'mobileNumber'] as const)
      expect(DEFAULT_CUSTOMER_FORM_CONFIG[field]).toEqual({ shown: true, required: true })
    for (const field of ['address1', 'city', 'postalCode', 'dateOfBirth', 'locationId'] as const)
      expect(DEFAULT_CUSTOMER_FORM_CONFIG[field]).toEqual({ shown: false, required: false })
  })
  it('a venue may show a field without requiring it', () => {
    const config = customerFormConfig({ city: { shown: true } })
    expect(config.city).toEqual({ shown: true, required: false })
    expect(config.firstName).toEqual({ shown: true, required: true })
  })
  it('requiring a field shows it; hiding a field drops its requirement', () => {
    const config = customerFormConfig({ dateOfBirth: { required: true }, ssn: { shown: false } })
    expect(config.dateOfBirth).toEqual({ shown: true, required: true })
    expect(config.ssn).toEqual({ shown: false, required: false })
  })
  it('a field both hidden and required is shown', () => {
    expect(customerFormConfig({ email: { shown: false, required: true } }).email).toEqual({ shown: true, required: true })
  })
  it('leaves the default untouched', () => {
    customerFormConfig({ city: { required: true } })
    expect(DEFAULT_CUSTOMER_FORM_CONFIG.city).toEqual({ shown: false, required: false })
  })
})
