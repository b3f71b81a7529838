import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { israeliIdCheckDigit } from '../validation/israeli-id'
import { parseLookupValue, TICKET_LOOKUP_KINDS } from './ticket-lookup'

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max })
const body = digits(8, 8).filter((b) => !/^0+$/.test(b))

describe('look-up values (§5 properties)', () => {
  it('an ID number with its check digit is accepted, padded or not, as the same nine digits', () => {
    fc.assert(
      fc.property(body, (b) => {
        const id = `${b}${israeliIdCheckDigit(b)}`
        expect(parseLookupValue('idNumber', id)).toEqual(E.right(id))
        expect(parseLookupValue('idNumber', id.replace(/^0+/, ''))).toEqual(E.right(id))
      }),
    )
  })
  it('changing any one digit of a valid ID number gives INVALID_ID (the check digit catches every single-digit typo)', () => {
    fc.assert(
      fc.property(body, fc.nat(8), fc.integer({ min: 1, max: 9 }), (b, position, delta) => {
        const id = `${b}${israeliIdCheckDigit(b)}`
        const typo = id.slice(0, position) + String((Number(id[position]) + delta) % 10) + id.slice(position + 1)
        const parsed = parseLookupValue('idNumber', typo)
        expect(E.isLeft(parsed) && parsed.left.code).toBe('INVALID_ID')
      }),
    )
  })
  it('normalising is idempotent for every kind: a normalised value parses to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TICKET_LOOKUP_KINDS), fc.oneof(digits(1, 12), fc.string()), (kind, typed) => {
        const once = parseLookupValue(kind, typed)
        if (E.isRight(once)) expect(parseLookupValue(kind, once.right)).toEqual(once)
      }),
    )
  })
  it('a mobile number is accepted in its local and international forms alike', () => {
    fc.assert(
      fc.property(digits(8, 8), fc.constantFrom('0', '2', '3', '4', '8'), (rest, prefix) => {
        const local = `05${prefix}${rest.slice(1)}`
        expect(parseLookupValue('mobile', `+972${local.slice(1)}`)).toEqual(E.right(local))
        expect(parseLookupValue('mobile', local)).toEqual(E.right(local))
      }),
    )
  })
})
