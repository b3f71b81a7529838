import { describe, expect, it } from 'vitest'
import { holdDeadlineText } from './hold-deadline-text'

describe('holdDeadlineText (§9)', () => {
  it('is 30 minutes before the start, in Jerusalem time, in the visitor’s language', () => {
    expect(holdDeadlineText('2026-07-01T20:30:00+03:00', 'he')).toBe('יום רביעי, 1 ביולי · 20:00')
    expect(holdDeadlineText('2026-07-01T17:15:00Z', 'en')).toBe('Wednesday, 1 July · 19:45')
  })
  it('is null for an untimed presentation', () => {
    expect(holdDeadlineText(null, 'he')).toBeNull()
  })
})
