import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawRows, seatAt } from '../../test/plan-fixtures'
import { unselectedRowsArb } from '../../test/plan-arbitraries'
import { isCountedIsolated, isolationState, strandsBeside, violationsAfterRun } from './isolated-seats'
import { seatNumber } from './seat-plan-index'

/** The xs of row 1 that are counted isolated with the drawn statuses and selection. */
const countedXs = (row: string): number[] => {
  const { index, statuses, selection } = drawRows(row)
  const state = isolationState(
    index,
    statuses,
    selection.map((key) => seatNumber(index, key) ?? -1),
  )
  return index.seats.filter((_, n) => isCountedIsolated(index, state.taken, n)).map((seat) => seat.x)
}

describe('isCountedIsolated (§4)', () => {
  it('counts a free seat closed by a taken seat and a row end, an aisle or another taken seat', () => {
    expect(countedXs('.T')).toEqual([1])
    expect(countedXs('T.|..')).toEqual([2])
    expect(countedXs('T.H..O.')).toEqual([2, 7])
  })
  it('does not count a seat with an open side, or one alone between aisles', () => {
    expect(countedXs('T..T')).toEqual([])
    expect(countedXs('.|.|.')).toEqual([])
  })
  it('does not count a left, middle or right seat, nor a seat closed by a taken one', () => {
    expect(countedXs('T(.)T')).toEqual([])
    expect(countedXs('(T).T')).toEqual([])
    expect(countedXs('T.(T)')).toEqual([])
  })
  it("treats this visitor's selection as taken", () => {
    expect(countedXs('.S..')).toEqual([1])
  })
})

describe('isolationState (§4 the visitor’s fault only)', () => {
  it('lists new isolated seats in plan order and leaves out gaps others made', () => {
    const { index, statuses } = drawRows('T.T.....')
    const state = isolationState(index, statuses, [seatNumber(index, seatAt(1, 5)) ?? -1])
    expect(state.violating.map((n) => index.seats[n]?.x)).toEqual([4])
  })
})

describe('strandsBeside (§4 a free run, nothing violating)', () => {
  it('agrees with violationsAfterRun for every run of one to three free neighbours', () => {
    fc.assert(
      fc.property(unselectedRowsArb, (rows) => {
        const { index, statuses } = drawRows(...rows)
        const state = isolationState(index, statuses, [])
        for (let a = 0; a < index.rowSeats.length; a++) {
          for (let b = a; b < a + 3 && b < index.rowSeats.length; b++) {
            const first = index.rowSeats[a] ?? 0
            const last = index.rowSeats[b] ?? 0
            if (statuses[last] !== 0 || (b > a && index.left[last] !== index.rowSeats[b - 1])) break
            if (statuses[first] !== 0) break
            expect(strandsBeside(index, state.taken, first, last)).toBe(violationsAfterRun(index, state, a, b) > 0)
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})
