import { describe, expect, it } from 'vitest'
import { toJerusalemDate, toJerusalemDateTime } from './jerusalem-time'

describe('toJerusalemDateTime', () => {
  it('reads a local time without offset as Jerusalem time, summer and winter', () => {
    expect(toJerusalemDateTime('2026-07-01T20:30:00')).toBe('2026-07-01T20:30:00+03:00')
    expect(toJerusalemDateTime('2026-07-01 20:30')).toBe('2026-07-01T20:30:00+03:00')
    expect(toJerusalemDateTime('2026-01-15T20:30:00')).toBe('2026-01-15T20:30:00+02:00')
  })

  it('keeps the instant of a time with an offset or Z, shown in Jerusalem', () => {
    expect(toJerusalemDateTime('2026-07-01T17:30:00Z')).toBe('2026-07-01T20:30:00+03:00')
    expect(toJerusalemDateTime('2026-07-01T19:30:00+02:00')).toBe('2026-07-01T20:30:00+03:00')
    expect(toJerusalemDateTime('2026-01-15T18:30:00.250Z')).toBe('2026-01-15T20:30:00.250+02:00')
    expect(toJerusalemDateTime('2026-01-15T13:30:00-0500')).toBe('2026-01-15T20:30:00+02:00')
  })

  it('around the spring switch: before is +02:00, after is +03:00, the skipped hour moves forward', () => {
    expect(toJerusalemDateTime('2026-03-27T01:59:59')).toBe('2026-03-27T01:59:59+02:00')
    expect(toJerusalemDateTime('2026-03-27T02:30:00')).toBe('2026-03-27T03:30:00+03:00')
    expect(toJerusalemDateTime('2026-03-27T03:00:00')).toBe('2026-03-27T03:00:00+03:00')
  })

  it('around the autumn switch: the repeated hour is read as the first (summer) one unless an offset says otherwise', () => {
    expect(toJerusalemDateTime('2026-10-25T00:59:00')).toBe('2026-10-25T00:59:00+03:00')
    expect(toJerusalemDateTime('2026-10-25T01:30:00')).toBe('2026-10-25T01:30:00+03:00')
    expect(toJerusalemDateTime('2026-10-25T01:30:00+02:00')).toBe('2026-10-25T01:30:00+02:00')
    expect(toJerusalemDateTime('2026-10-25T02:00:00')).toBe('2026-10-25T02:00:00+02:00')
  })

  it('refuses impossible or unreadable times', () => {
    for (const bad of [
      '2026-02-30T10:00:00',
      '2026-07-01T24:00:00',
      '2026-07-01T20:60',
      '2026-07-01',
      '01/07/2026 20:30',
      '2026-07-01T20:30:00+15:00',
      '1850-01-01T10:00:00',
      '',
    ])
      expect(toJerusalemDateTime(bad)).toBeNull()
  })
})

describe('toJerusalemDate', () => {
  it('reads YYYY-MM-DD, and the Jerusalem date of a date-time', () => {
    expect(toJerusalemDate('2026-07-01')).toBe('2026-07-01')
    expect(toJerusalemDate('1990-05-01T00:00:00')).toBe('1990-05-01')
    expect(toJerusalemDate('2026-07-01T22:30:00Z')).toBe('2026-07-02')
  })

  it('refuses impossible dates', () => {
    expect(toJerusalemDate('2026-02-29')).toBeNull()
    expect(toJerusalemDate('2024-02-29')).toBe('2024-02-29')
    expect(toJerusalemDate('2026-13-01')).toBeNull()
    expect(toJerusalemDate('2026-7-1')).toBeNull()
  })
})
