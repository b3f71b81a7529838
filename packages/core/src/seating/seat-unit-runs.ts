import { SeatFlag } from './seat-flags'

/** Units as flat arrays: seat → unit number, and each unit's seats in row order. */
export interface SeatUnits {
  /** Unit number of each seat. */
  readonly unit: Int32Array
  readonly unitCount: number
  /** unitStart[u] … unitStart[u + 1] − 1 are the offsets of unit u's seats in unitSeats. */
  readonly unitStart: Int32Array
  readonly unitSeats: Int32Array
}

const kind = (flags: number): number => ((flags & SeatFlag.couch) !== 0 ? SeatFlag.couch : (flags & SeatFlag.bed) !== 0 ? SeatFlag.bed : 0)

/** §4 whether seat `b`, right after seat `a`, belongs to the same couch or bed. */
const joins = (a: number, b: number, right: Int32Array, flags: Uint8Array): boolean => {
  const fa = flags[a] ?? 0
  const fb = flags[b] ?? 0
  const k = kind(fa)
  return right[a] === b && k !== 0 && kind(fb) === k && (fa & SeatFlag.rightSeat) === 0 && (fb & SeatFlag.leftSeat) === 0
}

/**
 * §4 couches and beds are sold whole: a unit is a maximal run of neighbouring seats of one
 * row that all carry code 1 (couch) or all carry 4 (bed), split after every right seat (33)
 * and before every left seat (31). Any other seat, general admission included, is a unit of
 * itself. `rowSeats` lists the seats of every row by x; seats absent from it are not in rows.
 */
export const buildSeatUnits = (seatCount: number, rowSeats: Int32Array, right: Int32Array, flags: Uint8Array): SeatUnits => {
  const unit = new Int32Array(seatCount).fill(-1)
  const unitStart = new Int32Array(seatCount + 1)
  const unitSeats = new Int32Array(seatCount)
  let unitCount = 0
  let filled = 0
  let previous = -1
  for (let p = 0; p < rowSeats.length; p++) {
    const seat = rowSeats[p] ?? 0
    if (previous < 0 || !joins(previous, seat, right, flags)) unitStart[unitCount++] = filled
    unit[seat] = unitCount - 1
    unitSeats[filled++] = seat
    previous = seat
  }
  for (let seat = 0; seat < seatCount; seat++) {
    if (unit[seat] !== -1) continue
    unitStart[unitCount] = filled
    unit[seat] = unitCount++
    unitSeats[filled++] = seat
  }
  unitStart[unitCount] = filled
  return { unit, unitCount, unitStart: unitStart.slice(0, unitCount + 1), unitSeats }
}
