import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { israeliIdCheckDigit, isValidIsraeliId, normalizeIsraeliId } from './israeli-id'

const body = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 8, maxLength: 8 })

describe('Israeli ID properties (§5)', () => {
  it('every eight-digit body has exactly one valid check digit (the computed one)', () => {
    fc.assert(
      fc.property(
        body.filter((b) => !/^0+$/.test(b)),
        (b) => {
          const valid = [...'0123456789'].filter((digit) => isValidIsraeliId(b + digit))
          expect(valid).toEqual([String(israeliIdCheckDigit(b))])
        },
      ),
    )
  })
  it('validity does not change under left zero-padding, and normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 8 }), (id) => {
        expect(isValidIsraeliId(`0${id}`)).toBe(isValidIsraeliId(id))
        const normalised = normalizeIsraeliId(id)
        expect(O.flatMap(normalizeIsraeliId)(normalised)).toEqual(normalised)
      }),
    )
  })
})
