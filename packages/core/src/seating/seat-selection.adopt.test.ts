import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { FakeSeatLocks } from '../../test/fake-seat-locks'
import { drawPlan, drawRows, seatAt, type Drawn } from '../../test/plan-fixtures'
import {
  adoptHeldSeats,
  canContinue,
  deselect,
  deselectSeat,
  releaseAllSeats,
  select,
  effectiveStatuses,
  gaQuantity,
  seatStatusFor,
  selectedKeys,
  startSeatSelection,
  statusesLoaded,
  toggleSeat,
  type SeatSelectionCell,
  type SeatSelectionState,
} from './seat-selection'
import { seatKeyId } from './seat-key'
import { SeatStatusCode, seatNumber } from './seat-plan-index'

const started = (drawn: Drawn, seatingPolicyId = 1): SeatSelectionState =>
  startSeatSelection({ id: 42, venueId: 1, seatplanId: 1, seatingPolicyId, maxSeats: 6 }, drawn.plan)

const cellOf = (state: SeatSelectionState): SeatSelectionCell => {
  let current = state
  return {
    read: () => current,
    write: (next) => {
      current = next
    },
  }
}

describe('§4 adoptHeldSeats: seats the box office already holds for the visitor (a restored saved cart)', () => {
  it('join the selection as held, in the order given, and the visitor may go on at once', () => {
    // The server shows its own locks as 'selected': taken, until they are adopted.
    const drawn = drawRows('..OO.')
    const state = statusesLoaded(started(drawn), drawn.plan)
    expect(seatStatusFor(state, seatAt(1, 3))).toBe('unavailable')
    const adopted = adoptHeldSeats(state, [
      { sectionId: 1, x: 4, y: 1, ticketGroupId: 1 },
      { sectionId: 1, x: 3, y: 1, ticketGroupId: 1 },
    ])
    expect(selectedKeys(adopted)).toEqual([seatAt(1, 4), seatAt(1, 3)])
    expect(seatStatusFor(adopted, seatAt(1, 3))).toBe('selected')
    expect(canContinue(adopted)).toBe(true)
    // For the seating rules they are the visitor's own selection, not taken seats.
    const number = seatNumber(adopted.index, seatAt(1, 3)) ?? -1
    expect(effectiveStatuses(adopted)[number]).toBe(SeatStatusCode.available)
  })

  it('send no lock; deselecting an adopted seat unlocks it as any held seat', async () => {
    const locks = new FakeSeatLocks()
    locks.held.add(seatKeyId(seatAt(1, 2)))
    const cell = cellOf(adoptHeldSeats(started(drawRows('.....')), [{ sectionId: 1, x: 2, y: 1, ticketGroupId: 1 }]))
    expect(await deselectSeat(cell, locks, seatAt(1, 2))).toEqual(E.right(undefined))
    expect(locks.calls.map((call) => call.kind)).toEqual(['unlock'])
    expect(locks.held.size).toBe(0)
    expect(selectedKeys(cell.read())).toEqual([])
  })

  it('a place of a general-admission section joins as a GA place of that section', () => {
    const drawn = drawPlan([['...']], 5)
    const adopted = adoptHeldSeats(started(drawn), [{ sectionId: 2, x: 3, y: 1, ticketGroupId: 7 }])
    expect(gaQuantity(adopted, 2)).toBe(1)
    expect(selectedKeys(adopted)).toEqual([{ sectionId: 2, x: 3, y: 1 }])
  })

  it('skips a seat the plan lacks, one listed twice and one the visitor holds already; nothing to adopt is the same state', () => {
    const state = adoptHeldSeats(started(drawRows('...')), [{ sectionId: 1, x: 1, y: 1, ticketGroupId: 1 }])
    const again = adoptHeldSeats(state, [
      { sectionId: 1, x: 1, y: 1, ticketGroupId: 1 },
      { sectionId: 1, x: 9, y: 1, ticketGroupId: 1 },
      { sectionId: 5, x: 1, y: 1, ticketGroupId: 1 },
      { sectionId: 1, x: 2, y: 1, ticketGroupId: 1 },
      { sectionId: 1, x: 2, y: 1, ticketGroupId: 1 },
    ])
    expect(selectedKeys(again)).toEqual([seatAt(1, 1), seatAt(1, 2)])
    expect(adoptHeldSeats(again, [{ sectionId: 1, x: 9, y: 1, ticketGroupId: 1 }])).toBe(again)
  })

  describe('with owned: the seats of the reservation being modified (sold to it, not locked)', () => {
    it('letting one go and taking it back send nothing; while let go it shows free to the visitor', async () => {
      const locks = new FakeSeatLocks()
      const drawn = drawRows('..TT.')
      const cell = cellOf(
        adoptHeldSeats(statusesLoaded(started(drawn), drawn.plan), [{ sectionId: 1, x: 3, y: 1, ticketGroupId: 1 }], { owned: true }),
      )
      expect(await deselectSeat(cell, locks, seatAt(1, 3))).toEqual(E.right(undefined))
      expect(selectedKeys(cell.read())).toEqual([])
      expect(seatStatusFor(cell.read(), seatAt(1, 3))).toBe('available')
      const number = seatNumber(cell.read().index, seatAt(1, 3)) ?? -1
      expect(effectiveStatuses(cell.read())[number]).toBe(SeatStatusCode.available)
      expect(await toggleSeat(cell, locks, seatAt(1, 3))).toEqual(E.right(undefined))
      expect(selectedKeys(cell.read())).toEqual([seatAt(1, 3)])
      expect(locks.calls).toEqual([])
    })

    it('taking one back still counts against the seat maximum', () => {
      const drawn = drawRows('TTTTTTT')
      const adopted = adoptHeldSeats(
        started(drawn),
        [1, 2, 3, 4, 5, 6, 7].map((x) => ({ sectionId: 1, x, y: 1, ticketGroupId: 1 })),
        { owned: true },
      )
      const letGo = deselect(adopted, seatAt(1, 7))
      if (E.isLeft(letGo)) throw new Error(letGo.left.code)
      expect(E.isRight(select(letGo.right.state, seatAt(1, 7)))).toBe(false)
    })

    it('releasing everything (leaving the order) unlocks none of them', async () => {
      const locks = new FakeSeatLocks()
      const cell = cellOf(adoptHeldSeats(started(drawRows('....')), [{ sectionId: 1, x: 2, y: 1, ticketGroupId: 1 }], { owned: true }))
      expect(await releaseAllSeats(cell, locks)).toEqual(E.right(undefined))
      expect(locks.calls).toEqual([])
      expect(selectedKeys(cell.read())).toEqual([])
    })
  })
})
