import { describe, expect, it } from 'vitest'
import { PART_OF_UNIT, SeatFlag, seatFlags } from './seat-flags'

describe('seatFlags (§3 attribute codes)', () => {
  it('maps couch, bed, left, middle and right seat codes to their bits', () => {
    expect(seatFlags([1, 31])).toBe(SeatFlag.couch | SeatFlag.leftSeat)
    expect(seatFlags([4, 32])).toBe(SeatFlag.bed | SeatFlag.middleSeat)
    expect(seatFlags([33])).toBe(SeatFlag.rightSeat)
  })
  it('ignores the codes the seating rules do not read', () => {
    expect(seatFlags([2, 10, 13, 50])).toBe(0)
  })
  it('groups 31, 32 and 33 as parts of a unit', () => {
    expect(seatFlags([31, 32, 33])).toBe(PART_OF_UNIT)
  })
})
