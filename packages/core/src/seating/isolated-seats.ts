import { PART_OF_UNIT } from './seat-flags'
import type { SeatPlanIndex, SeatStatusArray } from './seat-plan-index'

/**
 * §4 single-seat rule, on seat numbers: one selection's view of the rows.
 * - statuses: as others see them, this visitor's seats available (SeatStatusCode.available is
 *   0), so non-zero marks exactly the seats taken with nothing selected by this visitor: the
 *   baseline of gaps others made is read from it on demand;
 * - taken: the statuses with this visitor's selection marked taken too;
 * - violating: seat numbers, ascending, of counted isolated seats with the selection that are
 *   not counted isolated in the baseline.
 */
export interface IsolationState {
  readonly statuses: SeatStatusArray
  readonly taken: Uint8Array
  readonly violating: readonly number[]
}

/** The rule on bare arrays, so the hot loops pass locals (see isCountedIsolated). */
const counted = (left: Int32Array, right: Int32Array, flags: Uint8Array, taken: Uint8Array, seat: number): boolean => {
  if (taken[seat] !== 0) return false
  const l = left[seat] ?? -1
  const takenLeft = l >= 0 && taken[l] !== 0
  if (l >= 0 && !takenLeft) return false
  const r = right[seat] ?? -1
  const takenRight = r >= 0 && taken[r] !== 0
  // A seat with no neighbour at all (general admission, or alone between aisles) is never isolated.
  if ((r >= 0 && !takenRight) || !(takenLeft || takenRight)) return false
  return (
    ((flags[seat] ?? 0) & PART_OF_UNIT) === 0 &&
    !(takenLeft && ((flags[l] ?? 0) & PART_OF_UNIT) !== 0) &&
    !(takenRight && ((flags[r] ?? 0) & PART_OF_UNIT) !== 0)
  )
}

/**
 * §4 whether free seat `seat` is a counted isolated seat: both sides closed (row end, aisle or
 * taken neighbour), at least one by a taken neighbour, and neither it nor a taken neighbour
 * closing it is a left, middle or right seat (31, 32, 33). `taken` is non-zero for taken seats.
 */
export const isCountedIsolated = (index: SeatPlanIndex, taken: Uint8Array, seat: number): boolean =>
  counted(index.left, index.right, index.flags, taken, seat)

/** Counted isolated under `taken` but not in the baseline (`statuses`): the visitor's fault. */
const violates = (index: SeatPlanIndex, statuses: SeatStatusArray, taken: Uint8Array, seat: number): boolean => {
  const { left, right, flags } = index
  return counted(left, right, flags, taken, seat) && !counted(left, right, flags, statuses, seat)
}

/**
 * §4 the state of the rule for the statuses and the visitor's selected seat numbers. Selecting
 * a seat can change only its own count and its two neighbours', so only those are examined.
 */
export const isolationState = (index: SeatPlanIndex, statuses: SeatStatusArray, selected: readonly number[]): IsolationState => {
  const taken = statuses.slice()
  for (const seat of selected) taken[seat] = 1
  const found = new Set<number>()
  for (const seat of selected)
    for (const near of [index.left[seat] ?? -1, seat, index.right[seat] ?? -1])
      if (near >= 0 && violates(index, statuses, taken, near)) found.add(near)
  return { statuses, taken, violating: [...found].sort((a, b) => a - b) }
}

/** Whether free seat `near`, beside the seat being taken, becomes a counted isolated seat. */
const stranded = (taken: Uint8Array, flags: Uint8Array, near: number, far: number, seat: number): boolean =>
  near >= 0 &&
  taken[near] === 0 &&
  (far < 0 || taken[far] !== 0) &&
  (((flags[near] ?? 0) | (flags[seat] ?? 0) | (far < 0 ? 0 : (flags[far] ?? 0))) & PART_OF_UNIT) === 0

/**
 * §4 violationsAfterRun's shortcut when nothing violates yet, for a run of free neighbours
 * `first` … `last` of one row (a single seat: first = last): whether taking it leaves the free
 * seat beside either end with both sides closed (its far side by a row end, an aisle or a taken
 * seat) and no left, middle or right seat among it, the run's end or the far neighbour. Such a
 * seat cannot be in the baseline, since the run was free; the run's own seats are taken.
 */
export const strandsBeside = (index: SeatPlanIndex, taken: Uint8Array, first: number, last: number): boolean => {
  const { left, right, flags } = index
  const l = left[first] ?? -1
  const r = right[last] ?? -1
  return stranded(taken, flags, l, l < 0 ? -1 : (left[l] ?? -1), first) || stranded(taken, flags, r, r < 0 ? -1 : (right[r] ?? -1), last)
}

/**
 * §4 how many violations remain once the rowSeats offsets a … b (one row) are selected too.
 * Row-local: only the run and the seat on each side of it can change, so this costs O(b − a).
 * The run's free seats are marked taken (255) in `state.taken` while it is examined, then unmarked.
 */
export const violationsAfterRun = (index: SeatPlanIndex, state: IsolationState, a: number, b: number): number => {
  const { taken, statuses, violating } = state
  const { rowSeats } = index
  for (let p = a; p <= b; p++) {
    const seat = rowSeats[p] ?? 0
    if (taken[seat] === 0) taken[seat] = 255
  }
  let violations = violating.length
  const last = Math.min(rowSeats.length - 1, b + 1)
  for (let p = Math.max(0, a - 1); p <= last; p++) {
    const seat = rowSeats[p] ?? 0
    if (violating.length > 0 && violating.includes(seat)) violations--
    if (violates(index, statuses, taken, seat)) violations++
  }
  for (let p = a; p <= b; p++) {
    const seat = rowSeats[p] ?? 0
    if (taken[seat] === 255) taken[seat] = 0
  }
  return violations
}
