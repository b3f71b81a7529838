import { describe, expect, it } from 'vitest'
import { SeatLedger } from './seat-ledger'

const seat = { sectionId: 1, x: 3, y: 1 }

describe('SeatLedger', () => {
  it('§4 a lock is a claim until its expiry, and none from that instant on', () => {
    const ledger = new SeatLedger()
    ledger.lock(501, seat, 'dana', 5, 1000)
    expect(ledger.claimOn(501, seat, 999)).toEqual({ kind: 'locked', uuid: 'dana', ticketGroupId: 5, expiresAt: 1000 })
    expect(ledger.claimOn(501, seat, 1000)).toBeNull()
    expect(ledger.claimed(501, 1000)).toEqual([])
  })

  it('§4 a sold place stays taken whatever the time; freeing it makes it available', () => {
    const ledger = new SeatLedger()
    ledger.sell(501, seat, 'KRT-1001', 'KRT-1001-1')
    expect(ledger.claimOn(501, seat, Number.MAX_SAFE_INTEGER)?.kind).toBe('sold')
    ledger.free(501, seat)
    expect(ledger.claimOn(501, seat, 0)).toBeNull()
  })

  it('keeps presentations apart and lists a visitor’s live locks, oldest first', () => {
    const ledger = new SeatLedger()
    ledger.lock(501, { sectionId: 1, x: 4, y: 1 }, 'dana', 5, 2000)
    ledger.lock(501, seat, 'dana', 5, 500)
    ledger.lock(501, { sectionId: 1, x: 5, y: 1 }, 'yossi', 5, 2000)
    ledger.lock(502, seat, 'dana', 5, 2000)
    expect(ledger.locksOf(501, 'dana', 1000).map(({ place }) => place.x)).toEqual([4])
    expect(ledger.locksOf(502, 'dana', 1000).map(({ place }) => place.x)).toEqual([3])
  })

  it('§7 release removes only the uuid’s own lock, live or expired', () => {
    const ledger = new SeatLedger()
    ledger.lock(501, seat, 'dana', 5, 1000)
    expect(ledger.release(501, seat, 'yossi')).toBe(false)
    expect(ledger.claimOn(501, seat, 500)?.kind).toBe('locked')
    expect(ledger.release(501, seat, 'dana')).toBe(true)
    ledger.lock(501, seat, 'dana', 5, 1000)
    expect(ledger.claimed(501, 2000)).toEqual([])
    expect(ledger.release(501, seat, 'dana')).toBe(true)
    expect(ledger.release(501, seat, 'dana')).toBe(false)
  })
})
