import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import {
  canonicalMobile,
  checkMobileNumbersMatch,
  displayMobile,
  isIsraeliMobile,
  israeliMobile,
  normalizeMobile,
  toInternationalMobile,
} from './mobile'

describe('Israeli mobile numbers (§5)', () => {
  it.each([
    ['0501234567', '0501234567'],
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['+972501234567', '0501234567'],
    ['+972-52-123-4567', '0521234567'],
    ['+972 54 1234567', '0541234567'],
    ['00972581234567', '0581234567'],
  ])('accepts %s as %s', (typed, local) => expect(normalizeMobile(typed)).toEqual(O.some(local)))
  it.each(['031234567', '05012345', '05012345678', '+972031234567', '+9720501234567', '050123456a', '', '972501234567'])(
    'rejects %s',
    (typed) => expect(isIsraeliMobile(typed)).toBe(false),
  )
  it('shows a number beginning +972 beginning 0', () => {
    expect(displayMobile('+972501234567')).toBe('0501234567')
    expect(displayMobile('+972-50-123-4567')).toBe('050-123-4567')
    expect(displayMobile('050-1234567')).toBe('050-1234567')
    expect(toInternationalMobile('0501234567')).toBe('+972501234567')
  })
  it('the two mobile numbers must match, compared normalised', () => {
    expect(checkMobileNumbersMatch('050-1234567', '+972501234567')).toEqual(E.right('0501234567'))
    expect(checkMobileNumbersMatch('0501234567', '0501234568')).toEqual(E.left({ code: 'MOBILE_NUMBERS_MISMATCH' }))
  })
  it('as a form rule: normalises, or validation.mobile', () => {
    expect(israeliMobile('mobileNumber')('050-1234567')).toEqual(E.right('0501234567'))
    expect(israeliMobile('mobileNumber')('')).toEqual(E.right(''))
    expect(israeliMobile('mobileNumber')('12345')).toEqual(E.left({ key: 'validation.mobile', params: { name: 'mobileNumber' } }))
  })
})

describe('canonicalMobile (§5 comparison form)', () => {
  it('is the normalised number, or the trimmed text when it is not a mobile number', () => {
    expect(canonicalMobile(' +972-50-123-4567 ')).toBe('0501234567')
    expect(canonicalMobile(' 12-34 ')).toBe('12-34')
  })
})
