import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { FIXTURE_RESERVED_SECTION, openFixture } from './fixture-catalog'
import { SqliteSeatInventory } from './sqlite-seat-inventory'

const VISITORS = 200
const MINUTE = 60_000

/**
 * 200 visitors ask for the same seat at once. Each transaction reads the seat's state, yields
 * (the await a real handler has), and locks the seat only if it read it free; it reports
 * whether it was told "locked".
 */
const race = async (guard: boolean) => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1, 9, 0))
  const { db, presentationId } = await openFixture(clock)
  const inventory = new SqliteSeatInventory(db, clock, { guard })
  const seat = { presentationId, sectionId: FIXTURE_RESERVED_SECTION, x: 3, y: 1 }
  const outcomes = await Promise.all(
    Array.from({ length: VISITORS }, (_, i) =>
      inventory.transaction(async (tx) => {
        const taken = await tx.occupiedSeats(presentationId, { sectionId: seat.sectionId, y: seat.y })
        if (taken.some((s) => s.x === seat.x)) return E.right(null)
        await tx.insertLock({ ...seat, uuid: `visitor-${i}`, ticketGroupId: 1 }, MINUTE)
        return E.right(`visitor-${i}`)
      }),
    ),
  )
  const winners = outcomes.flatMap((o) => (E.isRight(o) && o.right !== null ? [o.right] : []))
  const locks = await new SqliteSeatInventory(db, clock).occupiedSeats(presentationId)
  return { winners, locks }
}

describe('SqliteSeatInventory under concurrent transactions', () => {
  it('guarded: the transactions serialise, exactly one visitor wins and holds the lock', async () => {
    const { winners, locks } = await race(true)
    expect(winners).toHaveLength(1)
    expect(locks).toHaveLength(1)
    expect(locks[0]?.occupancy).toMatchObject({ kind: 'locked', uuid: winners[0] })
  })

  it('unguarded (control): the same scenario oversells, proving the guard is what prevents it', async () => {
    const { winners, locks } = await race(false)
    // Every visitor read the seat free before any wrote; each upsert then overwrote the last,
    // so many visitors were told "locked" while the one row names only the last writer.
    expect(winners.length).toBeGreaterThan(1)
    expect(locks).toHaveLength(1)
    expect(locks[0]?.occupancy).toMatchObject({ kind: 'locked', uuid: winners.at(-1) })
  })
})
