import fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { formatJerusalemDateTime, fromJerusalemLocal, jerusalemDateTime, jerusalemOffsetMinutes, parseIsoMoment } from './jerusalem-time'

const MINUTE = 60_000
/** 1970 to 2100: the zone's offsets are whole hours there. */
const instants = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) })

describe('Jerusalem time properties (§1)', () => {
  it('formats an instant to ISO that parses back to the same instant', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        expect(parseIsoMoment(formatJerusalemDateTime(ms))).toEqual(O.some({ kind: 'instant', epochMs: ms }))
      }),
    )
  })

  it('reads an instant’s wall clock back to its minute, or the hour before it when that wall-clock time happened twice', () => {
    fc.assert(
      fc.property(instants, (ms) => {
        const minute = Math.floor(ms / MINUTE) * MINUTE
        const back = fromJerusalemLocal(jerusalemDateTime(ms))
        const repeated = jerusalemOffsetMinutes(minute - 60 * MINUTE) > jerusalemOffsetMinutes(minute)
        expect(back === minute || (repeated && back === minute - 60 * MINUTE)).toBe(true)
      }),
    )
  })
})
