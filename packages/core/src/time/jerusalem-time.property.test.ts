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

  it('gives the wall clock the platform gives, though it asks the platform about once per UTC day (from 1920 on)', () => {
    const platform = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Jerusalem',
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
    const fieldsOf = (ms: number) => {
      const parts = platform.formatToParts(ms)
      const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value)
      return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') }
    }
    // The 2026 switches (27 March 00:00 UTC, 24 October 23:00 UTC) give their neighbouring seconds a chance.
    const nearSwitch = fc
      .constantFrom(Date.UTC(2026, 2, 27), Date.UTC(2026, 9, 24, 23))
      .chain((at) => fc.integer({ min: at - 2_000, max: at + 2_000 }))
    const since1920 = fc.integer({ min: Date.UTC(1920, 0, 1), max: Date.UTC(2100, 0, 1) })
    fc.assert(
      fc.property(fc.oneof(since1920, nearSwitch), (ms) => {
        // Asked twice: the second answer comes from what the first one kept.
        expect(jerusalemDateTime(ms)).toEqual(fieldsOf(ms))
        expect(jerusalemDateTime(ms)).toEqual(fieldsOf(ms))
      }),
      { numRuns: 2000 },
    )
  })
})
