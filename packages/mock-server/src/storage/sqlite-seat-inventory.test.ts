import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, ManualClock } from '@kartis/core'
import { FIXTURE_GA_CAPACITY, FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION, openFixture } from './fixture-catalog'
import { GA_ROW } from './seat-inventory'
import { SqliteSeatInventory } from './sqlite-seat-inventory'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000

const setup = async (guard = true) => {
  const clock = new ManualClock(START)
  const fixture = await openFixture(clock)
  const inventory = new SqliteSeatInventory(fixture.db, clock, { guard })
  const seat = (x: number, y = 1) => ({ presentationId: fixture.presentationId, sectionId: FIXTURE_RESERVED_SECTION, x, y })
  return { clock, inventory, seat, ...fixture }
}

describe('SqliteSeatInventory lock expiry', () => {
  it('frees an expired lock at once for every read, with no sweeper', async () => {
    const { clock, inventory, seat, presentationId } = await setup()
    await inventory.transaction(async (tx) => E.right(await tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)))

    clock.advance(MINUTE - 1)
    expect(await inventory.occupiedSeats(presentationId)).toEqual([
      { ...seat(3), occupancy: { kind: 'locked', uuid: 'visitor-a', ticketGroupId: 1, expiresAt: START + MINUTE } },
    ])
    expect(await inventory.locksOf('visitor-a')).toHaveLength(1)

    clock.advance(1)
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
    expect(await inventory.occupiedSeats(presentationId, { sectionId: FIXTURE_RESERVED_SECTION, y: 1 })).toEqual([])
    expect(await inventory.locksOf('visitor-a')).toEqual([])
  })

  it('lets another visitor take an expired seat, overwriting the stale row', async () => {
    const { clock, inventory, seat, presentationId } = await setup()
    await inventory.transaction(async (tx) => E.right(await tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)))
    clock.advance(2 * MINUTE)
    await inventory.transaction(async (tx) => E.right(await tx.insertLock({ ...seat(3), uuid: 'visitor-b', ticketGroupId: 1 }, MINUTE)))
    const occupied = await inventory.occupiedSeats(presentationId)
    expect(occupied.map((s) => s.occupancy)).toEqual([
      { kind: 'locked', uuid: 'visitor-b', ticketGroupId: 1, expiresAt: START + 3 * MINUTE },
    ])
  })

  it('extends only locks that are still valid', async () => {
    const { clock, inventory, seat } = await setup()
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'v', ticketGroupId: 1 }, 3 * MINUTE)
      return E.right(undefined)
    })
    clock.advance(2 * MINUTE)
    const extended = await inventory.transaction(async (tx) => E.right(await tx.extendLocks('v', 10 * MINUTE)))
    expect(extended).toEqual(E.right(1))
    expect((await inventory.locksOf('v')).map((l) => [l.x, l.expiresAt])).toEqual([[2, START + 12 * MINUTE]])
  })

  it('refuses to sell a seat whose lock expired, naming the seat, and writes nothing', async () => {
    const { clock, inventory, seat, presentationId } = await setup()
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1 }, 5 * MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      return E.right(undefined)
    })
    clock.advance(MINUTE)
    const sold = await inventory.transaction((tx) =>
      tx.convertLocksToSold('v', 'KR-NOTSAVED', [
        { ...seat(1), ticketIdentifier: 't1' },
        { ...seat(2), ticketIdentifier: 't2' },
      ]),
    )
    expect(sold).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(2))))
    expect((await inventory.occupiedSeats(presentationId)).map((s) => [s.x, s.occupancy.kind])).toEqual([[1, 'locked']])
  })
})

describe('SqliteSeatInventory transactions', () => {
  it('rolls back every write when the work returns Left', async () => {
    const { inventory, seat, presentationId } = await setup()
    const result = await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(4), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      await tx.hold(seat(5))
      expect(await tx.occupiedSeats(presentationId)).toHaveLength(2)
      return E.left(kartisError('SEAT_MAXIMUM_REACHED'))
    })
    expect(result).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED')))
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
  })

  it('rolls back every write and rethrows when the work throws', async () => {
    const { inventory, seat, presentationId } = await setup()
    await expect(
      inventory.transaction(async (tx) => {
        await tx.insertLock({ ...seat(4), uuid: 'v', ticketGroupId: 1 }, MINUTE)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
    expect(await inventory.locksOf('v')).toEqual([])
  })

  it('refuses a transaction opened inside another on the same database (it would deadlock)', async () => {
    const { inventory } = await setup()
    await expect(inventory.transaction(async () => E.right(await inventory.locksOf('v')))).rejects.toThrow(/inside a transaction/)
  })

  it('refuses a tx object used after its transaction ended', async () => {
    const { inventory } = await setup()
    const leaked = await inventory.transaction(async (tx) => E.right(tx))
    if (E.isLeft(leaked)) throw new Error('unexpected Left')
    await expect(leaked.right.locksOf('v')).rejects.toThrow(/after it ended/)
  })

  it('reads one row or one section of a presentation', async () => {
    const { inventory, seat, presentationId } = await setup()
    await inventory.transaction(async (tx) => {
      await tx.hold(seat(1, 1))
      await tx.hold(seat(2, 2))
      return E.right(undefined)
    })
    const row2 = await inventory.occupiedSeats(presentationId, { sectionId: FIXTURE_RESERVED_SECTION, y: 2 })
    expect(row2.map((s) => [s.x, s.y])).toEqual([[2, 2]])
    expect(await inventory.occupiedSeats(presentationId, { sectionId: FIXTURE_GA_SECTION })).toEqual([])
  })
})

describe('SqliteSeatInventory reads of the lock path', () => {
  it("gives a row's sold, held and validly locked seats as occupiedSeats does, without the reservation", async () => {
    const { clock, inventory, seat, presentationId, db } = await setup()
    // A sold seat without its reservation rows: the foreign keys are off for this insert only.
    db.pragma('foreign_keys = OFF')
    db.prepare(
      'INSERT INTO sold_seats (presentation_id, section_id, x, y, reservation_identifier, ticket_identifier) VALUES (?, ?, 1, 1, ?, ?)',
    ).run(presentationId, FIXTURE_RESERVED_SECTION, 'KR-SOLD0001', 'T-1')
    db.pragma('foreign_keys = ON')
    await inventory.transaction(async (tx) => {
      await tx.hold(seat(2))
      await tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(4), uuid: 'visitor-b', ticketGroupId: 1 }, 3 * MINUTE)
      await tx.insertLock({ ...seat(5, 2), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      // Held and locked at once: held wins, as in occupiedSeats.
      await tx.hold(seat(6))
      await tx.insertLock({ ...seat(6), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      return E.right(undefined)
    })
    const takenInRow1 = async () => {
      const taken = await inventory.transaction(async (tx) => E.right(await tx.takenInRow(presentationId, FIXTURE_RESERVED_SECTION, 1)))
      return E.getOrElseW(() => [])(taken)
    }
    const ruleView = (seats: readonly { readonly x: number; readonly occupancy: { readonly kind: string; readonly uuid?: string } }[]) =>
      seats.map((s) => [s.x, s.occupancy.kind, s.occupancy.uuid ?? null]).sort((a, b) => Number(a[0]) - Number(b[0]))
    expect(ruleView(await takenInRow1())).toEqual([
      [1, 'sold', null],
      [2, 'held', null],
      [3, 'locked', 'visitor-a'],
      [4, 'locked', 'visitor-b'],
      [6, 'held', null],
    ])
    expect((await takenInRow1()).every((s) => s.sectionId === FIXTURE_RESERVED_SECTION && s.y === 1)).toBe(true)
    expect(ruleView(await takenInRow1())).toEqual(
      ruleView(await inventory.occupiedSeats(presentationId, { sectionId: FIXTURE_RESERVED_SECTION, y: 1 })),
    )

    clock.advance(MINUTE)
    expect(ruleView(await takenInRow1())).toEqual([
      [1, 'sold', null],
      [2, 'held', null],
      [4, 'locked', 'visitor-b'],
      [6, 'held', null],
    ])
  })

  it("counts a visitor's valid locks in one presentation, for the seat maximum", async () => {
    const { clock, inventory, seat, presentationId } = await setup()
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'v', ticketGroupId: 1 }, 3 * MINUTE)
      await tx.insertLock({ ...seat(3), uuid: 'w', ticketGroupId: 1 }, 3 * MINUTE)
      return E.right(undefined)
    })
    const count = async (uuid: string, presentation: number) =>
      inventory.transaction(async (tx) => E.right(await tx.lockCount(uuid, presentation)))
    expect(await count('v', presentationId)).toEqual(E.right(2))
    expect(await count('v', presentationId + 1)).toEqual(E.right(0))
    clock.advance(MINUTE)
    expect(await count('v', presentationId)).toEqual(E.right(1))
    expect(await count('w', presentationId)).toEqual(E.right(1))
  })
})

describe('SqliteSeatInventory GA places', () => {
  it('allocates the lowest free place number in row GA_ROW and reuses places freed by expiry', async () => {
    const { clock, inventory, presentationId } = await setup()
    const lockNext = (uuid: string, ttl: number) =>
      inventory.transaction(async (tx) => {
        const place = await tx.allocateGaPlace(presentationId, FIXTURE_GA_SECTION, FIXTURE_GA_CAPACITY)
        if (E.isLeft(place)) return place
        const lock = await tx.insertLock({ presentationId, sectionId: FIXTURE_GA_SECTION, ...place.right, uuid, ticketGroupId: 2 }, ttl)
        return E.map((l: { readonly x: number; readonly y: number }) => [l.x, l.y])(lock)
      })
    expect(await lockNext('a', MINUTE)).toEqual(E.right([1, GA_ROW]))
    expect(await lockNext('b', 5 * MINUTE)).toEqual(E.right([2, GA_ROW]))
    expect(await lockNext('c', 5 * MINUTE)).toEqual(E.right([3, GA_ROW]))
    expect(await lockNext('d', 5 * MINUTE)).toEqual(E.left(kartisError('NO_SEATS_LEFT_GA', { sectionId: FIXTURE_GA_SECTION })))
    clock.advance(MINUTE)
    const free = await inventory.transaction(async (tx) =>
      E.right(await tx.freeGaPlaces(presentationId, FIXTURE_GA_SECTION, FIXTURE_GA_CAPACITY)),
    )
    expect(free).toEqual(E.right(1))
    expect(await lockNext('d', 5 * MINUTE)).toEqual(E.right([1, GA_ROW]))
  })
})
