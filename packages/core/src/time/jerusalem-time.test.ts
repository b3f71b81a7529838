import * as O from 'fp-ts/Option'
import { describe, expect, it, vi } from 'vitest'
import {
  addDays,
  daysBetween,
  endOf,
  formatCalendarDate,
  formatJerusalemDateTime,
  fromJerusalemLocal,
  jerusalemDate,
  jerusalemDateTime,
  jerusalemOffsetMinutes,
  parseCalendarDate,
  parseIsoMoment,
  startOf,
  weekday,
} from './jerusalem-time'

const instant = (iso: string): number => Date.parse(iso)

describe('Jerusalem time (§1)', () => {
  it('parses instants with Z or an offset', () => {
    expect(parseIsoMoment('2026-03-15T20:00:00+02:00')).toEqual(O.some({ kind: 'instant', epochMs: instant('2026-03-15T18:00:00Z') }))
    expect(parseIsoMoment('2026-03-15T20:00:00.5Z')).toEqual(O.some({ kind: 'instant', epochMs: instant('2026-03-15T20:00:00.500Z') }))
    expect(parseIsoMoment('2026-03-15T20:00+0300')).toEqual(O.some({ kind: 'instant', epochMs: instant('2026-03-15T17:00:00Z') }))
  })
  it('reads a time without offset as Jerusalem time, in winter and in summer', () => {
    expect(parseIsoMoment('2026-01-10T20:00:00')).toEqual(O.some({ kind: 'instant', epochMs: instant('2026-01-10T18:00:00Z') }))
    expect(parseIsoMoment('2026-07-10T20:00:00')).toEqual(O.some({ kind: 'instant', epochMs: instant('2026-07-10T17:00:00Z') }))
  })
  it('parses calendar dates and refuses impossible ones', () => {
    expect(parseIsoMoment('2024-02-29')).toEqual(O.some({ kind: 'date', date: { year: 2024, month: 2, day: 29 } }))
    expect(parseIsoMoment('2026-02-29')).toEqual(O.none)
    expect(parseIsoMoment('2026-13-01')).toEqual(O.none)
    expect(parseIsoMoment('2026-01-01T24:00:00Z')).toEqual(O.none)
    expect(parseIsoMoment('next week')).toEqual(O.none)
  })
  it('a calendar day runs from Jerusalem midnight to the next', () => {
    const day = { kind: 'date', date: { year: 2026, month: 1, day: 10 } } as const
    expect(startOf(day)).toBe(instant('2026-01-09T22:00:00Z'))
    expect(endOf(day)).toBe(instant('2026-01-10T22:00:00Z') - 1)
  })
  it('the Jerusalem date of an instant', () => {
    expect(jerusalemDate(instant('2026-03-31T21:30:00Z'))).toEqual({ year: 2026, month: 4, day: 1 })
    expect(parseCalendarDate('2026-03-31T23:30:00Z')).toEqual(O.some({ year: 2026, month: 4, day: 1 }))
    expect(formatCalendarDate({ year: 2026, month: 4, day: 1 })).toBe('2026-04-01')
  })
  it('days between calendar dates', () => {
    expect(daysBetween({ year: 2026, month: 2, day: 27 }, { year: 2026, month: 3, day: 2 })).toBe(3)
    expect(daysBetween({ year: 2026, month: 3, day: 2 }, { year: 2026, month: 2, day: 27 })).toBe(-3)
  })
})

describe('Jerusalem offset and wall clock (§1)', () => {
  it('is +3 h in summer and +2 h in winter', () => {
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 6, 1, 12))).toBe(180)
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 0, 15, 12))).toBe(120)
  })

  it('switches at 02:00 local on 27 March 2026 and at 02:00 summer time on 25 October 2026', () => {
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 2, 26, 23, 59, 59))).toBe(120)
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 2, 27, 0, 0, 0))).toBe(180)
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 9, 24, 22, 59, 59))).toBe(180)
    expect(jerusalemOffsetMinutes(Date.UTC(2026, 9, 24, 23, 0, 0))).toBe(120)
  })

  it('formats canonical ISO with the offset, milliseconds only when there are some', () => {
    expect(formatJerusalemDateTime(Date.UTC(2025, 6, 1, 17, 30))).toBe('2025-07-01T20:30:00+03:00')
    expect(formatJerusalemDateTime(Date.UTC(2025, 0, 15, 18, 0))).toBe('2025-01-15T20:00:00+02:00')
    expect(formatJerusalemDateTime(Date.UTC(2026, 0, 1, 22, 0, 0, 5))).toBe('2026-01-02T00:00:00.005+02:00')
  })

  it('turns a wall-clock time back into the instant it names, on both sides of the changeover', () => {
    expect(fromJerusalemLocal({ year: 2025, month: 7, day: 1, hour: 20, minute: 30 })).toBe(Date.UTC(2025, 6, 1, 17, 30))
    expect(fromJerusalemLocal({ year: 2025, month: 1, day: 15, hour: 20, minute: 0 })).toBe(Date.UTC(2025, 0, 15, 18, 0))
    // Israel left summer time on Sunday 26 October 2025 at 02:00.
    expect(jerusalemOffsetMinutes(fromJerusalemLocal({ year: 2025, month: 10, day: 25, hour: 21, minute: 0 }))).toBe(180)
    expect(jerusalemOffsetMinutes(fromJerusalemLocal({ year: 2025, month: 10, day: 26, hour: 21, minute: 0 }))).toBe(120)
  })

  it('moves a time skipped in spring forward by the jump, and reads a repeated autumn time as the summer one', () => {
    expect(fromJerusalemLocal({ year: 2026, month: 3, day: 27, hour: 1, minute: 59 })).toBe(Date.UTC(2026, 2, 26, 23, 59))
    expect(fromJerusalemLocal({ year: 2026, month: 3, day: 27, hour: 2, minute: 30 })).toBe(Date.UTC(2026, 2, 27, 0, 30))
    expect(fromJerusalemLocal({ year: 2026, month: 3, day: 27, hour: 3, minute: 0 })).toBe(Date.UTC(2026, 2, 27, 0, 0))
    expect(fromJerusalemLocal({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 })).toBe(Date.UTC(2026, 9, 24, 22, 30))
    expect(fromJerusalemLocal({ year: 2026, month: 10, day: 25, hour: 2, minute: 0 })).toBe(Date.UTC(2026, 9, 25, 0, 0))
    expect(parseIsoMoment('2026-10-25T01:30:00+02:00')).toEqual(O.some({ kind: 'instant', epochMs: Date.UTC(2026, 9, 24, 23, 30) }))
  })

  it('reads the Jerusalem date and time of an instant past local midnight', () => {
    expect(jerusalemDateTime(Date.UTC(2025, 6, 1, 22, 15))).toEqual({ year: 2025, month: 7, day: 2, hour: 1, minute: 15 })
  })

  it('adds days across month ends and names weekdays from Sunday', () => {
    expect(addDays({ year: 2025, month: 1, day: 30 }, 3)).toEqual({ year: 2025, month: 2, day: 2 })
    expect(addDays({ year: 2025, month: 3, day: 1 }, -1)).toEqual({ year: 2025, month: 2, day: 28 })
    expect(weekday({ year: 2025, month: 7, day: 4 })).toBe(5)
    expect(weekday({ year: 2025, month: 7, day: 5 })).toBe(6)
  })

  it('accepts an offset of whole hours and refuses one past ±14:00', () => {
    expect(parseIsoMoment('2026-07-01T20:30:00+03')).toEqual(O.some({ kind: 'instant', epochMs: Date.UTC(2026, 6, 1, 17, 30) }))
    expect(parseIsoMoment('2026-07-01T20:30:00+15:00')).toEqual(O.none)
  })
})

describe('§1 the Jerusalem formatter made ahead of the first conversion (issue 16 §1)', () => {
  it('is made once by prepareJerusalemTime, and the conversions use that one', async () => {
    vi.resetModules()
    const Platform = Intl.DateTimeFormat
    let made = 0
    // A function, not an arrow: the module constructs it with `new`, which returns the platform's formatter.
    const counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>): Intl.DateTimeFormat {
      made += 1
      return new Platform(...args)
    }
    Object.defineProperty(Intl, 'DateTimeFormat', { value: counting, configurable: true, writable: true })
    try {
      const fresh = await import('./jerusalem-time')
      fresh.prepareJerusalemTime()
      expect(made).toBe(1)
      expect(fresh.formatJerusalemDateTime(Date.parse('2026-07-01T17:30:00Z'))).toBe('2026-07-01T20:30:00+03:00')
      expect(fresh.jerusalemOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'))).toBe(120)
      expect(made).toBe(1)
    } finally {
      Object.defineProperty(Intl, 'DateTimeFormat', { value: Platform, configurable: true, writable: true })
    }
  })
})
