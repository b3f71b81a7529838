import { SeatAttribute, type SeatAttributeCode } from '../model/seat-plan'

/**
 * The §3 attribute codes the seating rules look at, as bits of one byte per seat, so that
 * the hot loops test a bit instead of searching an attribute list.
 */
export const SeatFlag = {
  couch: 1,
  bed: 2,
  leftSeat: 4,
  middleSeat: 8,
  rightSeat: 16,
} as const

/** §4 the left, middle and right seat codes (31, 32, 33) that exempt a gap from the single-seat rule. */
export const PART_OF_UNIT = SeatFlag.leftSeat | SeatFlag.middleSeat | SeatFlag.rightSeat

/** §3 the bits of a seat's attribute codes (1 couch, 4 bed, 31 left, 32 middle, 33 right). */
export const seatFlags = (attributes: readonly SeatAttributeCode[]): number => {
  let flags = 0
  for (const code of attributes) {
    if (code === SeatAttribute.couch) flags |= SeatFlag.couch
    else if (code === SeatAttribute.bed) flags |= SeatFlag.bed
    else if (code === SeatAttribute.leftSeat) flags |= SeatFlag.leftSeat
    else if (code === SeatAttribute.middleSeat) flags |= SeatFlag.middleSeat
    else if (code === SeatAttribute.rightSeat) flags |= SeatFlag.rightSeat
  }
  return flags
}
