import { describe, expect, it } from 'vitest'
import { toJerusalemIso } from './jerusalem-time'

describe('the server’s Jerusalem times', () => {
  it('formats summer instants with +03:00 and winter ones with +02:00', () => {
    expect(toJerusalemIso(Date.UTC(2025, 6, 1, 17, 30))).toBe('2025-07-01T20:30:00+03:00')
    expect(toJerusalemIso(Date.UTC(2025, 0, 15, 18, 0))).toBe('2025-01-15T20:00:00+02:00')
  })

  it('drops milliseconds: answers are to the whole second', () => {
    expect(toJerusalemIso(Date.UTC(2025, 6, 1, 17, 30, 5, 999))).toBe('2025-07-01T20:30:05+03:00')
  })
})
