import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, type Result } from '../errors/error-codes'
import { FakeSeatLocks, LOCK_REFUSED_TEXT, UNLOCK_FAILED_TEXT, flush } from '../../test/fake-seat-locks'
import { drawPlan, drawRows, seatAt, type Drawn } from '../../test/plan-fixtures'
import {
  canContinue,
  chooseGaQuantity,
  deselectSeat,
  gaQuantity,
  releaseAllSeats,
  selectSeat,
  selectedKeys,
  selectedSeats,
  startSeatSelection,
  toggleSeat,
  unlockRequestOf,
  unlockSeats,
  type LockedSeat,
  type SeatLockRequest,
  type SeatLocks,
  type SeatSelectionCell,
  type SeatSelectionState,
} from './seat-selection'

const cellOf = (drawn: Drawn, maxSeats = 4): SeatSelectionCell & { writes: number } => {
  let state: SeatSelectionState = startSeatSelection({ id: 42, venueId: 1, seatplanId: 1, seatingPolicyId: 1, maxSeats }, drawn.plan)
  const cell = {
    writes: 0,
    read: () => state,
    write: (next: SeatSelectionState) => {
      state = next
      cell.writes++
    },
  }
  return cell
}

const xs = (cell: SeatSelectionCell): number[] => selectedKeys(cell.read()).map((k) => k.x)

describe('§4 seat flow through the seats port', () => {
  it('the seat shows selected while its lock is out, and selectSeat resolves when the lock answers', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('....'))
    const done = selectSeat(cell, locks, seatAt(1, 2))
    expect(xs(cell)).toEqual([2])
    expect(canContinue(cell.read())).toBe(false)
    locks.pending[0]?.succeed()
    expect(await done).toEqual(E.right(undefined))
    expect(locks.held).toEqual(new Set(['1:2:1']))
    expect(canContinue(cell.read())).toBe(true)
  })
  it("a refused lock reverts the selection and resolves with 'Seat no longer available'", async () => {
    const locks = new FakeSeatLocks({ taken: [seatAt(1, 2)] })
    const cell = cellOf(drawRows('....'))
    const result = await selectSeat(cell, locks, seatAt(1, 2))
    expect(result).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם 1', row: '1', seat: '2' }, LOCK_REFUSED_TEXT)))
    expect(xs(cell)).toEqual([])
  })
  it('a refusal by the rules never reaches the port', async () => {
    const locks = new FakeSeatLocks()
    const cell = cellOf(drawRows('.T..'))
    expect(await selectSeat(cell, locks, seatAt(1, 2))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
    expect(locks.calls).toEqual([])
    expect(cell.writes).toBe(0)
  })
  it("a failed unlock selects the seat again and resolves with 'Error unlocking seat'", async () => {
    const locks = new FakeSeatLocks()
    const cell = cellOf(drawRows('....'))
    await selectSeat(cell, locks, seatAt(1, 3))
    locks.failUnlocks.add('1:3:1')
    const result = await deselectSeat(cell, locks, seatAt(1, 3))
    expect(result).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED', { section: 'אולם 1', row: '1', seat: '3' }, UNLOCK_FAILED_TEXT)))
    expect(xs(cell)).toEqual([3])
    expect(locks.held).toEqual(new Set(['1:3:1']))
  })
  it('a couch is locked whole, and reverted whole when one of its locks is refused', async () => {
    const locks = new FakeSeatLocks({ taken: [seatAt(1, 3)] })
    const cell = cellOf(drawRows('.[...]'))
    const result = await selectSeat(cell, locks, seatAt(1, 2))
    expect(result).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
    expect(xs(cell)).toEqual([])
    expect(locks.held).toEqual(new Set())
    expect(locks.calls.map((c) => `${c.kind} ${c.request.x}`)).toEqual(['lock 2', 'lock 3', 'lock 4', 'unlock 2', 'unlock 4'])
  })
  it('a port that rejects counts as a failed request, so no seat stays pending', async () => {
    const broken: SeatLocks = {
      lock: (_: SeatLockRequest): Promise<Result<LockedSeat>> => Promise.reject(new Error('socket closed')),
      unlock: (_: SeatLockRequest): Promise<Result<void>> => Promise.reject(new Error('socket closed')),
    }
    const cell = cellOf(drawRows('...'))
    expect(await selectSeat(cell, broken, seatAt(1, 1))).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
    expect(cell.read().holdings).toEqual([])
  })
})

describe('§4 races: answers resolved by hand', () => {
  it('two quick clicks on the same seat lock it once, and the late lock is unlocked', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('...'))
    const first = toggleSeat(cell, locks, seatAt(1, 2))
    const second = toggleSeat(cell, locks, seatAt(1, 2))
    expect(xs(cell)).toEqual([])
    expect(locks.pending.map((p) => p.kind)).toEqual(['lock'])
    locks.pending[0]?.succeed()
    await flush()
    expect(locks.pending.map((p) => p.kind)).toEqual(['unlock'])
    locks.pending[0]?.succeed()
    expect(await first).toEqual(E.right(undefined))
    expect(await second).toEqual(E.right(undefined))
    expect(locks.locksOf(seatAt(1, 2))).toBe(1)
    expect(locks.doubleLocks).toBe(0)
    expect(locks.held).toEqual(new Set())
    expect(cell.read().holdings).toEqual([])
  })
  it('a lock answering after its seat was deselected is unlocked, and the other seat is kept', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('....'))
    const a = selectSeat(cell, locks, seatAt(1, 1))
    const b = selectSeat(cell, locks, seatAt(1, 3))
    expect(await deselectSeat(cell, locks, seatAt(1, 1))).toEqual(E.right(undefined))
    const [lockA, lockB] = locks.pending
    lockB?.succeed()
    await flush()
    lockA?.succeed()
    await flush()
    expect(locks.pending.map((p) => `${p.kind} ${p.request.x}`)).toEqual(['unlock 1'])
    locks.pending[0]?.succeed()
    await Promise.all([a, b])
    expect(xs(cell)).toEqual([3])
    expect(locks.held).toEqual(new Set(['1:3:1']))
  })
  it('answers in reverse order still leave the selection equal to what the server holds', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('.....'))
    const all = [1, 2, 4].map((x) => selectSeat(cell, locks, seatAt(1, x)))
    for (const call of [...locks.pending].reverse()) {
      call.succeed()
      await flush()
    }
    await Promise.all(all)
    expect(xs(cell)).toEqual([1, 2, 4])
    expect(locks.held).toEqual(new Set(['1:1:1', '1:2:1', '1:4:1']))
  })
  it('a seat chosen while another lock fails is not disturbed by that failure', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('....'))
    const a = selectSeat(cell, locks, seatAt(1, 1))
    const b = selectSeat(cell, locks, seatAt(1, 4))
    locks.pending[0]?.fail()
    locks.pending[0]?.succeed()
    expect(await a).toMatchObject(E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }))
    expect(await b).toEqual(E.right(undefined))
    expect(xs(cell)).toEqual([4])
  })
  it('releasing everything while locks are out unlocks each lock as it lands', async () => {
    const locks = new FakeSeatLocks({ manual: true })
    const cell = cellOf(drawRows('....'))
    const a = selectSeat(cell, locks, seatAt(1, 1))
    const release = releaseAllSeats(cell, locks)
    expect(xs(cell)).toEqual([])
    locks.pending[0]?.succeed()
    await flush()
    locks.pending[0]?.succeed()
    await Promise.all([a, release])
    expect(locks.held).toEqual(new Set())
    expect(cell.read().holdings).toEqual([])
  })
})

describe('§4 GA through the port', () => {
  const places = new Map([[2, [1, 2, 3].map((x) => ({ sectionId: 2, x: 10 + x, y: 5 }))]])

  it('a quantity of N locks N places, each becoming a seat at its allocated coordinates', async () => {
    const locks = new FakeSeatLocks({ gaPlaces: places })
    const cell = cellOf(drawPlan([['..']], 3))
    expect(await chooseGaQuantity(cell, locks, 2, 7, 2)).toEqual(E.right(undefined))
    expect(selectedSeats(cell.read()).map((s) => [s.sectionId, s.x, s.y, s.allocationId])).toEqual([
      [2, 11, 5, 9011],
      [2, 12, 5, 9012],
    ])
    expect(await chooseGaQuantity(cell, locks, 2, 7, 1)).toEqual(E.right(undefined))
    expect(selectedSeats(cell.read()).map((s) => s.x)).toEqual([11])
    expect(locks.held).toEqual(new Set(['2:11:5']))
  })
  it('no seats left in GA: NO_SEATS_LEFT_GA and the quantity is what could be locked', async () => {
    const locks = new FakeSeatLocks({ gaPlaces: places })
    const cell = cellOf(drawPlan([['..']], 3), 10)
    expect(await chooseGaQuantity(cell, locks, 2, 7, 5)).toMatchObject(E.left({ code: 'NO_SEATS_LEFT_GA' }))
    expect(gaQuantity(cell.read(), 2)).toBe(3)
  })
})

describe('§4 removing a presentation from the cart unlocks its seats', () => {
  it('unlocks cart seats that no selection holds, reporting a failed unlock', async () => {
    const locks = new FakeSeatLocks()
    const seat = { presentationId: 42, venueId: 1, seatplanId: 1, sectionId: 1, ticketGroupId: 1, x: 2, y: 1 }
    await locks.lock(unlockRequestOf(seat))
    expect(await unlockSeats(locks, [unlockRequestOf(seat)])).toEqual(E.right(undefined))
    expect(locks.held).toEqual(new Set())
    locks.failUnlocks.add('1:2:1')
    expect(await unlockSeats(locks, [unlockRequestOf(seat)])).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED', {}, UNLOCK_FAILED_TEXT)))
  })
})
