import { describe, expect, it } from 'vitest'
import { formatDate, formatDay, formatTime, jerusalemDayKey } from './jerusalem-dates'

describe('§1 dates and times in Jerusalem, whatever the browser’s zone', () => {
  it('reads winter (+02:00) and summer (+03:00) moments, with an offset, Z or none', () => {
    expect(formatTime('2026-12-01T20:30:00+02:00')).toBe('20:30')
    expect(formatTime('2026-12-01T18:30:00Z')).toBe('20:30')
    expect(formatTime('2026-07-01T17:30:00Z')).toBe('20:30')
    // A time without an offset is Jerusalem's own.
    expect(formatTime('2026-07-01T20:30')).toBe('20:30')
  })

  it('keys a late-night show by its Jerusalem day, not the UTC one', () => {
    expect(jerusalemDayKey('2026-12-01T22:30:00Z')).toBe('2026-12-02')
    expect(jerusalemDayKey('2026-07-01T21:30:00Z')).toBe('2026-07-02')
  })

  it('names the day and the date in the visitor’s language', () => {
    expect(formatDay('2026-07-01T20:30:00+03:00', 'he')).toBe('יום רביעי, 1 ביולי')
    expect(formatDay('2026-07-01T20:30:00+03:00', 'en')).toBe('Wednesday, 1 July')
    expect(formatDate('2031-07-01T00:00:00+03:00', 'he')).toBe('1 ביולי 2031')
  })

  it('says an unreadable moment is one, instead of throwing', () => {
    expect(formatTime('not a date')).toBe('Invalid Date')
    expect(jerusalemDayKey('')).toBe('Invalid Date')
    expect(formatDay('2026-13-45', 'en')).toBe('Invalid Date')
  })
})
