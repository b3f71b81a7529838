import { describe, expect, it } from 'vitest'
import {
  addDays,
  fromJerusalemLocal,
  jerusalemDateTime,
  jerusalemOffsetMinutes,
  toJerusalemIso,
  weekday,
} from './jerusalem-time'

describe('Asia/Jerusalem time', () => {
  it('formats summer instants with +03:00 and winter ones with +02:00', () => {
    expect(toJerusalemIso(Date.UTC(2025, 6, 1, 17, 30))).toBe('2025-07-01T20:30:00+03:00')
    expect(toJerusalemIso(Date.UTC(2025, 0, 15, 18, 0))).toBe('2025-01-15T20:00:00+02:00')
  })

  it('turns a wall-clock time back into the instant it names, on both sides of the changeover', () => {
    expect(fromJerusalemLocal({ year: 2025, month: 7, day: 1, hour: 20, minute: 30 })).toBe(Date.UTC(2025, 6, 1, 17, 30))
    expect(fromJerusalemLocal({ year: 2025, month: 1, day: 15, hour: 20, minute: 0 })).toBe(Date.UTC(2025, 0, 15, 18, 0))
    // Israel left summer time on Sunday 26 October 2025 at 02:00.
    expect(jerusalemOffsetMinutes(fromJerusalemLocal({ year: 2025, month: 10, day: 25, hour: 21, minute: 0 }))).toBe(180)
    expect(jerusalemOffsetMinutes(fromJerusalemLocal({ year: 2025, month: 10, day: 26, hour: 21, minute: 0 }))).toBe(120)
  })

  it('reads the Jerusalem date of an instant past local midnight', () => {
    expect(jerusalemDateTime(Date.UTC(2025, 6, 1, 22, 15))).toEqual({ year: 2025, month: 7, day: 2, hour: 1, minute: 15 })
  })

  it('adds days across month ends and names weekdays from Sunday', () => {
    expect(addDays({ year: 2025, month: 1, day: 30 }, 3)).toEqual({ year: 2025, month: 2, day: 2 })
    expect(weekday({ year: 2025, month: 7, day: 4 })).toBe(5)
    expect(weekday({ year: 2025, month: 7, day: 5 })).toBe(6)
  })
})
