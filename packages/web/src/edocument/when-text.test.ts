import { describe, expect, it } from 'vitest'
import { whenText } from './when-text'

describe('§1 presentation times on the e-ticket', () => {
  it('are Jerusalem wall time, whatever the offset written', () => {
    expect(whenText('2026-07-01T17:30:00Z', 'en')).toBe('Wednesday, 1 July · 20:30')
  })
  it('are in the visitor language', () => {
    expect(whenText('2026-01-15T20:00:00+02:00', 'he')).toBe('יום חמישי, 15 בינואר · 20:00')
  })
  it('are none for an untimed presentation', () => {
    expect(whenText(null, 'he')).toBeNull()
  })
})
