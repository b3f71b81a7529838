import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { displayMobile, normalizeMobile, toInternationalMobile } from './mobile'

const localMobile = fc
  .string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 7 })
  .chain((rest) => fc.constantFrom(...'0123456789').map((x) => `05${x}${rest}`))

describe('mobile display properties (§5)', () => {
  it('+972 round-trip: a local number written internationally is shown as itself', () => {
    fc.assert(
      fc.property(localMobile, (local) => {
        const international = toInternationalMobile(local)
        expect(international.startsWith('+9725')).toBe(true)
        expect(displayMobile(international)).toBe(local)
        expect(normalizeMobile(international)).toEqual(O.some(local))
      }),
    )
  })
  it('a number not beginning +972 is shown as typed (trimmed)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.trim().startsWith('+972')),
        (text) => {
          expect(displayMobile(text)).toBe(text.trim())
        },
      ),
    )
  })
})
