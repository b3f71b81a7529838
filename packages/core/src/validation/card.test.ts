import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cardExpiry, cardNumber, cvv, passesLuhn, validateCardForm } from './card'

// 15 March 2026, 10:00 in Jerusalem, in epoch milliseconds.
const now = Date.parse('2026-03-15T08:00:00Z')

describe('card number (§3, Luhn)', () => {
  it.each(['4111111111111111', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'])('accepts %s', (n) => {
    expect(E.isRight(cardNumber('cardNumber')(n))).toBe(true)
  })
  it('normalises to the digits', () => {
    expect(cardNumber('cardNumber')('4111 1111 1111 1111')).toEqual(E.right('4111111111111111'))
  })
  it.each(['4111111111111112', '41111111111', '41111111111111111111', '4111a11111111111', ''])('rejects %s', (n) => {
    expect(cardNumber('cardNumber')(n)).toEqual(E.left({ key: 'validation.card_number', params: { name: 'cardNumber' } }))
  })
  it('Luhn itself', () => {
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('79927398710')).toBe(false)
    expect(passesLuhn('')).toBe(false)
  })
})

describe('expiry MM/YY (§3, not in the past)', () => {
  const check = cardExpiry('expiry', now)
  it('accepts this month and later', () => {
    expect(check('03/26')).toEqual(E.right('03/26'))
    expect(check('12 / 30')).toEqual(E.right('12/30'))
  })
  it('an earlier month is expired', () => {
    expect(check('02/26')).toEqual(E.left({ key: 'validation.card_expired', params: { name: 'expiry' } }))
    expect(check('12/25')).toEqual(E.left({ key: 'validation.card_expired', params: { name: 'expiry' } }))
  })
  it('uses the Jerusalem month: 31 March 23:30 UTC is already April there', () => {
    expect(cardExpiry('expiry', Date.parse('2026-03-31T23:30:00Z'))('03/26')).toEqual(
      E.left({ key: 'validation.card_expired', params: { name: 'expiry' } }),
    )
  })
  it.each(['13/26', '00/26', '3/26', '0326', '03/2026', ''])('rejects the malformed %s', (value) => {
    expect(check(value)).toEqual(E.left({ key: 'validation.card_expiry', params: { name: 'expiry' } }))
  })
})

describe('CVV (§3, 3–4 digits)', () => {
  it('accepts 3 and 4 digits only', () => {
    expect(cvv('cvv')('123')).toEqual(E.right('123'))
    expect(cvv('cvv')('1234')).toEqual(E.right('1234'))
    expect(cvv('cvv')('12')).toEqual(E.left({ key: 'validation.cvv', params: { name: 'cvv' } }))
    expect(cvv('cvv')('12a')).toEqual(E.left({ key: 'validation.cvv', params: { name: 'cvv' } }))
  })
})

describe('card form (§3)', () => {
  it('returns the normalised card', () => {
    expect(validateCardForm({ cardNumber: '4111 1111 1111 1111', expiry: '07/27', cvv: '123', holderId: '18' }, now)).toEqual(
      E.right({ cardNumber: '4111111111111111', expiryMonth: 7, expiryYear: 2027, cvv: '123', holderId: '000000018' }),
    )
  })
  it('returns every failing field with FORM_INVALID', () => {
    expect(validateCardForm({ cardNumber: '4111111111111112', expiry: '', cvv: '123', holderId: '123456789' }, now)).toEqual(
      E.left({
        error: { code: 'FORM_INVALID' },
        fields: {
          cardNumber: { key: 'validation.card_number', params: { name: 'cardNumber' } },
          expiry: { key: 'validation.required', params: { name: 'expiry' } },
          holderId: { key: 'validation.israeli_id', params: { name: 'holderId' } },
        },
      }),
    )
  })
})
