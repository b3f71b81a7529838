import { describe, expect, it } from 'vitest'
import { endedBefore, startsAfter } from './validity-window'

/** Epoch milliseconds of an ISO instant with Z or an offset. */
const at = (iso: string): number => Date.parse(iso)

describe('validity window', () => {
  it('reads a date-time without offset as Jerusalem wall-clock time (UTC+3 in summer)', () => {
    expect(startsAfter('2025-07-01T20:00', at('2025-07-01T16:59:00Z'))).toBe(true)
    expect(startsAfter('2025-07-01T20:00', at('2025-07-01T17:00:00Z'))).toBe(false)
    expect(endedBefore('2025-07-01T20:00', at('2025-07-01T17:00:00Z'))).toBe(false)
    expect(endedBefore('2025-07-01T20:00', at('2025-07-01T17:00:01Z'))).toBe(true)
  })

  it('a date-only end lasts the whole Jerusalem day, a date-only start opens at its midnight', () => {
    expect(endedBefore('2025-07-01', at('2025-07-01T20:59:59Z'))).toBe(false)
    expect(endedBefore('2025-07-01', at('2025-07-01T21:00:00Z'))).toBe(true)
    expect(startsAfter('2025-07-01', at('2025-06-30T20:59:59Z'))).toBe(true)
    expect(startsAfter('2025-07-01', at('2025-06-30T21:00:00Z'))).toBe(false)
  })

  it('a value that does not parse limits nothing', () => {
    const now = at('2025-07-01T12:00:00Z')
    expect(startsAfter('next week', now)).toBe(false)
    expect(endedBefore('2025-13-45', now)).toBe(false)
  })
})
