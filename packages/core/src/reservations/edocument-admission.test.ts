import { describe, expect, it } from 'vitest'
import { isPastForEDocument } from './edocument-admission'

const START = '2026-12-01T20:00:00+02:00'
const startMs = Date.parse(START)
const MINUTE = 60_000

describe('§9 e-document grace minutes after a presentation', () => {
  it('admits until the start with no grace, and until start + grace with it', () => {
    expect(isPastForEDocument(START, 0, startMs)).toBe(false)
    expect(isPastForEDocument(START, 0, startMs + 1)).toBe(true)
    expect(isPastForEDocument(START, 30, startMs + 30 * MINUTE)).toBe(false)
    expect(isPastForEDocument(START, 30, startMs + 30 * MINUTE + 1)).toBe(true)
  })

  it('never withdraws an open date or an unreadable time', () => {
    expect(isPastForEDocument(null, 0, startMs + 999 * MINUTE)).toBe(false)
    expect(isPastForEDocument(undefined, 0, startMs + 999 * MINUTE)).toBe(false)
    expect(isPastForEDocument('someday', 0, startMs + 999 * MINUTE)).toBe(false)
  })
})
