import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { daysBetween, endOf, formatCalendarDate, jerusalemDate, parseCalendarDate, parseIsoMoment, startOf } from './jerusalem-time'

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
