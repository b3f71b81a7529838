import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { israeliId, israeliIdCheckDigit, isValidIsraeliId, normalizeIsraeliId, parseIsraeliId } from './israeli-id'

describe('Israeli ID number (§5)', () => {
  it.each(['000000018', '123456782', '200000008', '312345671', '055555551'])('accepts the valid number %s', (id) => {
    expect(isValidIsraeliId(id)).toBe(true)
  })
  it.each(['000000019', '123456789', '123456781', '12345678a', '1234567890', '', '000000000', '0', '12-345678'])('rejects %s', (id) =>
    expect(isValidIsraeliId(id)).toBe(false),
  )
  it('left-pads short numbers to nine digits', () => {
    expect(normalizeIsraeliId('18')).toEqual(O.some('000000018'))
    expect(normalizeIsraeliId(' 55555551 ')).toEqual(O.some('055555551'))
  })
  it('computes the check digit of an eight-digit body', () => {
    expect(israeliIdCheckDigit('12345678')).toBe(2)
    expect(israeliIdCheckDigit('00000001')).toBe(8)
    expect(israeliIdCheckDigit('20000000')).toBe(8)
    expect(() => israeliIdCheckDigit('1234567')).toThrow(RangeError)
  })
  it('a look-up with a bad number is INVALID_ID (§8)', () => {
    expect(parseIsraeliId('123456789')).toEqual(E.left({ code: 'INVALID_ID' }))
    expect(parseIsraeliId('123456782')).toEqual(E.right('123456782'))
  })
  it('as a form rule: empty passes, a bad number is validation.israeli_id', () => {
    expect(israeliId('ssn')('')).toEqual(E.right(''))
    expect(israeliId('ssn')('18')).toEqual(E.right('000000018'))
    expect(israeliId('ssn')('19')).toEqual(E.left({ key: 'validation.israeli_id', params: { name: 'ssn' } }))
  })
})
