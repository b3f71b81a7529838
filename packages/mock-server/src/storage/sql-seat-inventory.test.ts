import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, ManualClock } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { addReservation, seatPresentation, sellDirectly, TEST_GA_SECTION, TEST_RESERVED_SECTION } from '../test-support/seat-presentation'
import type { Engine } from './database/storage-database'
import { GA_ROW } from './seat-inventory'
import { advisoryLocksOf, SqlSeatInventory } from './sql-seat-inventory'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000
const GA_CAPACITY = 3

const setup = async (engine: Engine, guard = true) => {
  const clock = new ManualClock(START)
  const database = await testDatabase(engine, { clock })
  const presentationId = await seatPresentation(database, START + 3_600_000)
  const inventory = new SqlSeatInventory(database, clock, { guard })
  const seat = (x: number, y = 1) => ({ presentationId, sectionId: TEST_RESERVED_SECTION, x, y })
  return { clock, database, inventory, seat, presentationId }
}

describe.each(ENGINES)('SqlSeatInventory lock expiry on %s', (engine) => {
  it('frees an expired lock at once for every read, with no sweeper', async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))

    clock.advance(MINUTE - 1)
    expect(await inventory.occupiedSeats(presentationId)).toEqual([
      { ...seat(3), occupancy: { kind: 'locked', uuid: 'visitor-a', ticketGroupId: 1, expiresAt: START + MINUTE } },
    ])
    expect(await inventory.locksOf('visitor-a')).toHaveLength(1)

    clock.advance(1)
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
    expect(await inventory.occupiedSeats(presentationId, { sectionId: TEST_RESERVED_SECTION, y: 1 })).toEqual([])
    expect(await inventory.locksOf('visitor-a')).toEqual([])
  })

  it('lets another visitor take an expired seat, overwriting the stale row', async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))
    clock.advance(2 * MINUTE)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-b', ticketGroupId: 1 }, MINUTE))
    const occupied = await inventory.occupiedSeats(presentationId)
    expect(occupied.map((s) => s.occupancy)).toEqual([
      { kind: 'locked', uuid: 'visitor-b', ticketGroupId: 1, expiresAt: START + 3 * MINUTE },
    ])
  })

  it('extends only locks that are still valid', async () => {
    const { clock, inventory, seat } = await setup(engine)
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
    const { clock, inventory, seat, presentationId } = await setup(engine)
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

describe.each(ENGINES)('SqlSeatInventory writes on %s', (engine) => {
  it("never overwrites another visitor's valid lock; the visitor's own lock is renewed", async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))
    const stolen = await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-b', ticketGroupId: 1 }, MINUTE))
    expect(stolen).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(3))))
    clock.advance(MINUTE / 2)
    const renewed = await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))
    expect(renewed).toEqual(E.right({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1, expiresAt: START + MINUTE / 2 + MINUTE }))
    expect((await inventory.occupiedSeats(presentationId)).map((s) => s.occupancy)).toEqual([
      { kind: 'locked', uuid: 'visitor-a', ticketGroupId: 1, expiresAt: START + MINUTE / 2 + MINUTE },
    ])
  })

  it('refuses to lock a held or sold seat, naming it, and leaves no lock behind', async () => {
    const { database, inventory, seat } = await setup(engine)
    await sellDirectly(database, seat(1), 'KR-SOLD0001')
    // Each in a transaction that commits whatever it wrote: the refusal itself must write nothing.
    const held = await inventory.transaction(async (tx) => {
      await tx.hold([seat(2)])
      return E.right(await tx.insertLock({ ...seat(2), uuid: 'v', ticketGroupId: 1 }, MINUTE))
    })
    const sold = await inventory.transaction(async (tx) =>
      E.right(await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1 }, MINUTE)),
    )
    expect(held).toEqual(E.right(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(2)))))
    expect(sold).toEqual(E.right(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(1)))))
    expect(await inventory.locksOf('v')).toEqual([])
  })

  it('locks a block in one call, with the refusals of a single lock: another’s valid lock, a sold seat, a held one', async () => {
    const { database, inventory, seat, presentationId } = await setup(engine)
    const block = (uuid: string, xs: readonly number[], y = 1) => xs.map((x) => ({ ...seat(x, y), uuid, ticketGroupId: 1 }))
    expect(await inventory.transaction((tx) => tx.insertLocks(block('box-office', [1, 2, 3]), MINUTE))).toEqual(E.right(3))
    // The same visitor again renews its own; nothing else changes hands.
    expect(await inventory.transaction((tx) => tx.insertLocks(block('box-office', [2, 3]), 2 * MINUTE))).toEqual(E.right(2))
    expect(await inventory.transaction((tx) => tx.insertLocks(block('v', [4, 3, 5]), MINUTE))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(3))),
    )
    await sellDirectly(database, seat(1, 2), 'KR-SOLD0002')
    await inventory.transaction(async (tx) => E.right(await tx.hold([seat(2, 2)])))
    expect(await inventory.transaction((tx) => tx.insertLocks(block('v', [3, 1], 2), MINUTE))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(1, 2))),
    )
    expect(await inventory.transaction((tx) => tx.insertLocks(block('v', [2], 2), MINUTE))).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(2, 2))),
    )
    // Refused blocks were rolled back whole.
    expect(await inventory.locksOf('v')).toEqual([])
    const locked = (await inventory.occupiedSeats(presentationId)).filter((o) => o.occupancy.kind === 'locked')
    expect(locked.map((o) => [o.x, o.y, o.occupancy.kind === 'locked' ? o.occupancy.expiresAt : 0])).toEqual([
      [1, 1, START + MINUTE],
      [2, 1, START + 2 * MINUTE],
      [3, 1, START + 2 * MINUTE],
    ])
  })

  it('unguarded (control runs only): a valid lock of another visitor is overwritten', async () => {
    const { inventory, seat } = await setup(engine, false)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))
    const stolen = await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-b', ticketGroupId: 1 }, MINUTE))
    expect(E.isRight(stolen)).toBe(true)
    expect(await inventory.locksOf('visitor-a')).toEqual([])
  })

  it("sells the visitor's locked seats to the reservation and removes the locks", async () => {
    const { database, inventory, seat, presentationId } = await setup(engine)
    await addReservation(database, 'KR-SAVED001', presentationId, ['t1', 't2'])
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      return E.right(undefined)
    })
    const sold = await inventory.transaction((tx) =>
      tx.convertLocksToSold('v', 'KR-SAVED001', [
        { ...seat(2), ticketIdentifier: 't2' },
        { ...seat(1), ticketIdentifier: 't1' },
      ]),
    )
    expect(sold).toEqual(E.right(2))
    expect(await inventory.locksOf('v')).toEqual([])
    expect(await inventory.occupiedSeats(presentationId)).toEqual([
      { ...seat(1), occupancy: { kind: 'sold', reservationIdentifier: 'KR-SAVED001' } },
      { ...seat(2), occupancy: { kind: 'sold', reservationIdentifier: 'KR-SAVED001' } },
    ])
  })

  it('refuses to sell a seat sold already, naming it, instead of failing on the key', async () => {
    const { database, inventory, seat, presentationId } = await setup(engine)
    await addReservation(database, 'KR-SAVED002', presentationId, ['t3'])
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'v', ticketGroupId: 1 }, MINUTE))
    // A sale written beside the inventory while the lock stood (a legacy row, say).
    await sellDirectly(database, seat(3), 'KR-SOLD0003')
    const sold = await inventory.transaction((tx) => tx.convertLocksToSold('v', 'KR-SAVED002', [{ ...seat(3), ticketIdentifier: 't3' }]))
    expect(sold).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', seat(3))))
    expect((await inventory.occupiedSeats(presentationId)).map((s) => s.occupancy)).toEqual([
      { kind: 'sold', reservationIdentifier: 'KR-SOLD0003' },
    ])
  })

  it('holds a seat once and releases it', async () => {
    const { inventory, seat, presentationId } = await setup(engine)
    const released = await inventory.transaction(async (tx) => {
      await tx.hold([seat(4)])
      await tx.hold([seat(4)])
      return E.right([await tx.releaseHold(seat(4)), await tx.releaseHold(seat(4))])
    })
    expect(released).toEqual(E.right([true, false]))
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
  })

  it('removes only the visitor’s own lock', async () => {
    const { inventory, seat } = await setup(engine)
    await inventory.transaction((tx) => tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE))
    const removed = await inventory.transaction(async (tx) =>
      E.right([await tx.deleteLock(seat(3), 'visitor-b'), await tx.deleteLock(seat(3), 'visitor-a')]),
    )
    expect(removed).toEqual(E.right([false, true]))
  })
})

describe.each(ENGINES)('SqlSeatInventory sweep on %s', (engine) => {
  it('deletes the expired locks and reports their seats in seat order, keeping the valid ones', async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(5, 2), uuid: 'a', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'b', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(3), uuid: 'c', ticketGroupId: 1 }, 3 * MINUTE)
      return E.right(undefined)
    })
    expect(await inventory.sweepExpiredLocks()).toEqual([])
    clock.advance(MINUTE)
    expect(await inventory.sweepExpiredLocks()).toEqual([seat(2), seat(5, 2)])
    expect(await inventory.sweepExpiredLocks()).toEqual([])
    expect((await inventory.occupiedSeats(presentationId)).map((s) => s.x)).toEqual([3])
  })
})

describe.each(ENGINES)('SqlSeatInventory transactions on %s', (engine) => {
  it('rolls back every write when the work returns Left', async () => {
    const { inventory, seat, presentationId } = await setup(engine)
    const result = await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(4), uuid: 'v', ticketGroupId: 1 }, MINUTE)
      await tx.hold([seat(5)])
      expect(await tx.occupiedSeats(presentationId)).toHaveLength(2)
      return E.left(kartisError('SEAT_MAXIMUM_REACHED'))
    })
    expect(result).toEqual(E.left(kartisError('SEAT_MAXIMUM_REACHED')))
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
  })

  it('rolls back every write and rethrows when the work throws', async () => {
    const { inventory, seat, presentationId } = await setup(engine)
    await expect(
      inventory.transaction(async (tx) => {
        await tx.insertLock({ ...seat(4), uuid: 'v', ticketGroupId: 1 }, MINUTE)
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    expect(await inventory.occupiedSeats(presentationId)).toEqual([])
    expect(await inventory.locksOf('v')).toEqual([])
  })

  it.runIf(engine === 'sqlite')('refuses a read on the database inside a transaction on it (it would wait forever)', async () => {
    const { inventory } = await setup(engine)
    await expect(inventory.transaction(async () => E.right(await inventory.locksOf('v')))).rejects.toThrow(/inside a transaction/)
    await expect(inventory.transaction(async () => E.right(await inventory.sweepExpiredLocks()))).rejects.toThrow(/inside a transaction/)
  })

  it('refuses a tx object used after its transaction ended', async () => {
    const { inventory } = await setup(engine)
    const leaked = await inventory.transaction(async (tx) => E.right(tx))
    if (E.isLeft(leaked)) throw new Error('unexpected Left')
    await expect(leaked.right.locksOf('v')).rejects.toThrow(/after it ended/)
  })

  it('claims once per transaction (a second claim could take locks out of order)', async () => {
    const { inventory, presentationId } = await setup(engine)
    const claim = { presentationId, rows: [{ sectionId: TEST_RESERVED_SECTION, y: 1 }], uuid: 'v' }
    await expect(
      inventory.transaction(async (tx) => {
        await tx.claim(claim)
        await tx.claim(claim)
        return E.right(undefined)
      }),
    ).rejects.toThrow(/claims once/)
  })

  it('reads one row or one section of a presentation', async () => {
    const { inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction(async (tx) => {
      await tx.hold([seat(1, 1)])
      await tx.hold([seat(2, 2)])
      return E.right(undefined)
    })
    const row2 = await inventory.occupiedSeats(presentationId, { sectionId: TEST_RESERVED_SECTION, y: 2 })
    expect(row2.map((s) => [s.x, s.y])).toEqual([[2, 2]])
    expect(await inventory.occupiedSeats(presentationId, { sectionId: TEST_GA_SECTION })).toEqual([])
  })
})

describe.each(ENGINES)('SqlSeatInventory reads of the lock path on %s', (engine) => {
  it("gives a row's sold, held and validly locked seats as occupiedSeats does, without the reservation", async () => {
    const { clock, database, inventory, seat, presentationId } = await setup(engine)
    await sellDirectly(database, seat(1), 'KR-SOLD0001')
    await inventory.transaction(async (tx) => {
      await tx.hold([seat(2)])
      await tx.insertLock({ ...seat(3), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      await tx.insertLock({ ...seat(4), uuid: 'visitor-b', ticketGroupId: 1 }, 3 * MINUTE)
      await tx.insertLock({ ...seat(5, 2), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      // Locked, then held by the box office: held and locked at once, and held wins, as in occupiedSeats.
      await tx.insertLock({ ...seat(6), uuid: 'visitor-a', ticketGroupId: 1 }, MINUTE)
      await tx.hold([seat(6)])
      return E.right(undefined)
    })
    const takenInRow1 = async () => {
      const taken = await inventory.transaction(async (tx) => E.right(await tx.takenInRow(presentationId, TEST_RESERVED_SECTION, 1)))
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
    expect((await takenInRow1()).every((s) => s.sectionId === TEST_RESERVED_SECTION && s.y === 1)).toBe(true)
    expect(ruleView(await takenInRow1())).toEqual(
      ruleView(await inventory.occupiedSeats(presentationId, { sectionId: TEST_RESERVED_SECTION, y: 1 })),
    )
    expect((await inventory.occupiedSeats(presentationId)).find((s) => s.x === 1)?.occupancy).toEqual({
      kind: 'sold',
      reservationIdentifier: 'KR-SOLD0001',
    })

    clock.advance(MINUTE)
    expect(ruleView(await takenInRow1())).toEqual([
      [1, 'sold', null],
      [2, 'held', null],
      [4, 'locked', 'visitor-b'],
      [6, 'held', null],
    ])
  })

  it("counts a visitor's valid locks in one presentation, for the seat maximum", async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
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

  it('counts the valid locks taken from one client address in one presentation, by any visitor', async () => {
    const { clock, inventory, seat, presentationId } = await setup(engine)
    await inventory.transaction(async (tx) => {
      await tx.insertLock({ ...seat(1), uuid: 'v', ticketGroupId: 1, clientAddress: '10.0.0.1' }, MINUTE)
      await tx.insertLock({ ...seat(2), uuid: 'w', ticketGroupId: 1, clientAddress: '10.0.0.1' }, 3 * MINUTE)
      await tx.insertLock({ ...seat(3), uuid: 'w', ticketGroupId: 1 }, 3 * MINUTE)
      return E.right(undefined)
    })
    const count = async () => inventory.transaction(async (tx) => E.right(await tx.addressLockCount('10.0.0.1', presentationId)))
    expect(await count()).toEqual(E.right(2))
    clock.advance(MINUTE)
    expect(await count()).toEqual(E.right(1))
  })
})

describe.each(ENGINES)('SqlSeatInventory GA places on %s', (engine) => {
  it('allocates the lowest free place number in row GA_ROW and reuses places freed by expiry', async () => {
    const { clock, inventory, presentationId } = await setup(engine)
    const lockNext = (uuid: string, ttl: number) =>
      inventory.transaction(async (tx) => {
        const place = await tx.allocateGaPlace(presentationId, TEST_GA_SECTION, GA_CAPACITY)
        if (E.isLeft(place)) return place
        const lock = await tx.insertLock({ presentationId, sectionId: TEST_GA_SECTION, ...place.right, uuid, ticketGroupId: 2 }, ttl)
        return E.map((l: { readonly x: number; readonly y: number }) => [l.x, l.y])(lock)
      })
    expect(await lockNext('a', MINUTE)).toEqual(E.right([1, GA_ROW]))
    expect(await lockNext('b', 5 * MINUTE)).toEqual(E.right([2, GA_ROW]))
    expect(await lockNext('c', 5 * MINUTE)).toEqual(E.right([3, GA_ROW]))
    expect(await lockNext('d', 5 * MINUTE)).toEqual(E.left(kartisError('NO_SEATS_LEFT_GA', { sectionId: TEST_GA_SECTION })))
    clock.advance(MINUTE)
    const free = await inventory.transaction(async (tx) => E.right(await tx.freeGaPlaces(presentationId, TEST_GA_SECTION, GA_CAPACITY)))
    expect(free).toEqual(E.right(1))
    expect(await lockNext('d', 5 * MINUTE)).toEqual(E.right([1, GA_ROW]))
  })
})

describe('advisoryLocksOf', () => {
  it('takes each lock once, in ascending key order; the presentation shared for rows, exclusive for all of it', () => {
    const rows = [
      { sectionId: 101, y: 2 },
      { sectionId: 101, y: 1 },
      { sectionId: 101, y: 2 },
    ]
    const locks = advisoryLocksOf({ presentationId: 7, rows, uuid: 'v', clientAddress: '10.0.0.1' })
    expect(locks).toHaveLength(5)
    expect(locks.map((l) => l.key)).toEqual([...locks.map((l) => l.key)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(locks.filter((l) => l.shared)).toHaveLength(1)
    expect(advisoryLocksOf({ presentationId: 7, rows: [...rows].reverse(), uuid: 'v', clientAddress: '10.0.0.1' })).toEqual(locks)
    const whole = advisoryLocksOf({ presentationId: 7, rows: 'all', uuid: 'v' })
    expect(whole).toHaveLength(2)
    expect(whole.every((l) => !l.shared)).toBe(true)
    // The same presentation key, exclusive here and shared above: a whole-presentation claim waits for row claims.
    expect(whole.some((w) => locks.some((l) => l.key === w.key && l.shared))).toBe(true)
  })

  it("takes several presentations' claims as one set in one order (issue 14 §3 a fixed seat in every chosen event)", () => {
    const claimOf = (presentationId: number) => ({ presentationId, rows: [{ sectionId: 101, y: 1 }], uuid: 'v', clientAddress: '10.0.0.1' })
    const together = advisoryLocksOf([claimOf(7), claimOf(8), claimOf(7)])
    // Each presentation's four locks once, in one ascending order whatever order the events were named in.
    expect(together).toHaveLength(8)
    expect(advisoryLocksOf([claimOf(8), claimOf(7)])).toEqual(together)
    expect(together.map((l) => l.key)).toEqual([...together.map((l) => l.key)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    // A whole-presentation claim beside a row claim of the same presentation takes it exclusively.
    const mixed = advisoryLocksOf([claimOf(7), { presentationId: 7, rows: 'all', uuid: 'v' }])
    expect(mixed.filter((l) => l.shared)).toEqual([])
  })
})
