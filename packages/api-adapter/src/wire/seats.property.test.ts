import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { SeatStatusEntryCodec } from './seats'

const int = fc.integer({ min: -1_000_000, max: 1_000_000 })
/** A seats-status entry as a box office may write it: plain integers and nulls, with a status code of any number. */
const plainEntryArb = fc.tuple(
  int,
  int,
  int,
  int,
  fc.option(int, { nil: null }),
  fc.option(int, { nil: null }),
  fc.integer({ min: -1, max: 9 }),
)

describe('seats-status entries: properties', () => {
  it('an entry of plain integers (read the fast way) decodes as the same entry written as decimal text (read by the codecs)', () => {
    fc.assert(
      fc.property(plainEntryArb, (entry) => {
        const asText = entry.map((value) => (value === null ? null : String(value)))
        const plain = decodeWith(SeatStatusEntryCodec, entry)
        expect(E.isRight(plain)).toBe(true)
        expect(decodeWith(SeatStatusEntryCodec, asText)).toEqual(plain)
      }),
    )
  })

  it('a value that is no integer is refused either way', () => {
    fc.assert(
      fc.property(plainEntryArb, fc.integer({ min: 0, max: 6 }), fc.constantFrom(1.5, 'x', true, {}), (entry, at, bad) => {
        const spoiled: unknown[] = [...entry]
        spoiled[at] = bad
        expect(E.isLeft(decodeWith(SeatStatusEntryCodec, spoiled))).toBe(true)
      }),
    )
  })
})
