import { describe, expect, it } from 'vitest'
import { SeatFlag } from './seat-flags'
import { buildSeatUnits } from './seat-unit-runs'

const couchLeft = SeatFlag.couch | SeatFlag.leftSeat
const couchRight = SeatFlag.couch | SeatFlag.rightSeat

describe('buildSeatUnits (§4 couches and beds as units)', () => {
  it('joins neighbouring couch seats from a left seat to a right seat and leaves the rest alone', () => {
    // Row: seats 0 1 2 3 as neighbours; 1–2 a couch. Seat 4 is in no row.
    const rowSeats = Int32Array.from([0, 1, 2, 3])
    const right = Int32Array.from([1, 2, 3, -1, -1])
    const flags = Uint8Array.from([0, couchLeft, couchRight, 0, 0])
    const units = buildSeatUnits(5, rowSeats, right, flags)
    expect([...units.unit]).toEqual([0, 1, 1, 2, 3])
    expect(units.unitCount).toBe(4)
    expect([...units.unitStart]).toEqual([0, 1, 3, 4, 5])
    expect([...units.unitSeats]).toEqual([0, 1, 2, 3, 4])
  })
  it('does not join couch seats that are not neighbours', () => {
    const units = buildSeatUnits(2, Int32Array.from([0, 1]), Int32Array.from([-1, -1]), Uint8Array.from([SeatFlag.couch, SeatFlag.couch]))
    expect(units.unitCount).toBe(2)
  })
})
