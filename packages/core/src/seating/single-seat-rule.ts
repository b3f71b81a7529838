import * as E from 'fp-ts/Either'
import { kartisError, type KartisError, type Result } from '../errors/error-codes'
import type { Presentation } from '../model/presentation'
import type { SeatKey } from '../model/seat-plan'
import { isolationState, strandsBeside, violationsAfterRun } from './isolated-seats'
import { SeatStatusCode, seatNumber, type SeatPlanIndex, type SeatStatusArray } from './seat-plan-index'
import { seatUnit } from './seat-units'

/** §9 the seating policy under which single seats are blocked. */
export const SINGLE_SEAT_POLICY_ID = 3

/** Whether the single-seat rule is checked; couches and beds are whole under every policy. */
export interface SeatingRuleOptions {
  /** Default true; pass appliesSingleSeatRule(presentation). */
  readonly applySingleSeatRule?: boolean
}

/** §4/§9 the single-seat rule applies only under seating policy 3. */
export const appliesSingleSeatRule = (presentation: Pick<Presentation, 'seatingPolicyId'>): boolean =>
  presentation.seatingPolicyId === SINGLE_SEAT_POLICY_ID

const seatError = (index: SeatPlanIndex, code: 'SINGLE_SEAT_LEFT' | 'SEAT_NO_LONGER_AVAILABLE', seat: number): KartisError => {
  const found = index.seats[seat]
  return kartisError(code, { section: found?.sectionName ?? '', row: found?.rowName ?? '', seat: found?.seatName ?? '' })
}

/** The selection as distinct seat numbers, in the order given; unknown keys are listed apart. */
const resolveSelection = (
  index: SeatPlanIndex,
  selection: readonly SeatKey[],
): { readonly numbers: readonly number[]; readonly selected: Uint8Array; readonly unknown: SeatKey | undefined } => {
  const selected = new Uint8Array(index.seats.length)
  const numbers: number[] = []
  let unknown: SeatKey | undefined
  for (const key of selection) {
    const seat = seatNumber(index, key)
    if (seat === undefined) unknown ??= key
    else if (selected[seat] === 0) {
      selected[seat] = 1
      numbers.push(seat)
    }
  }
  return { numbers, selected, unknown }
}

/** Units with some but not all seats selected. */
const brokenUnits = (index: SeatPlanIndex, numbers: readonly number[], selected: Uint8Array): number[] => {
  const broken: number[] = []
  for (const seat of numbers) {
    const u = index.unit[seat] ?? 0
    if (broken.includes(u)) continue
    for (let p = index.unitStart[u] ?? 0; p < (index.unitStart[u + 1] ?? 0); p++) {
      if (selected[index.unitSeats[p] ?? 0] === 0) {
        broken.push(u)
        break
      }
    }
  }
  return broken
}

/**
 * §4 single-seat rule (seating policy 3) and couches/beds all-or-none. Definitions:
 * - a seat is FREE when its status is 'available' and this visitor has not selected it; any
 *   other seat (selected by this visitor, 'selected' by others, 'hold', 'unavailable') is TAKEN;
 * - neighbours are seats of one row (one reserved section, same y) whose x differ by exactly 1;
 *   a side of a free seat is CLOSED when it has no neighbour (row end, aisle) or a taken one;
 * - a free seat is ISOLATED when both sides are closed and at least one by a taken neighbour
 *   (a lone seat between two aisles is nobody's fault);
 * - an isolated seat is not COUNTED when it, or a taken neighbour closing it, is a left,
 *   middle or right seat (31, 32, 33): couch and bed parts are sold whole, such gaps are unavoidable;
 * - a selection is ALLOWED when all its seats are 'available', every couch or bed it touches is
 *   entirely in it, and (policy 3) it adds no counted isolated seat to those that exist with
 *   nothing selected by this visitor (gaps others made are not the visitor's fault).
 * Errors: SEAT_NOT_FOUND, SEAT_NO_LONGER_AVAILABLE, SINGLE_SEAT_LEFT (a missing couch seat, or the
 * first new isolated seat in plan order), with params { section, row, seat } of that seat.
 */
export const checkSelection = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  options: SeatingRuleOptions = {},
): Result<void> => {
  const { numbers, selected, unknown } = resolveSelection(index, selection)
  if (unknown !== undefined)
    return E.left(kartisError('SEAT_NOT_FOUND', { sectionId: unknown.sectionId, x: unknown.x, y: unknown.y ?? 'ga' }))
  for (const seat of numbers)
    if (statuses[seat] !== SeatStatusCode.available) return E.left(seatError(index, 'SEAT_NO_LONGER_AVAILABLE', seat))
  for (const u of brokenUnits(index, numbers, selected)) {
    for (let p = index.unitStart[u] ?? 0; p < (index.unitStart[u + 1] ?? 0); p++) {
      const seat = index.unitSeats[p] ?? 0
      if (selected[seat] === 0) return E.left(seatError(index, 'SINGLE_SEAT_LEFT', seat))
    }
  }
  if (options.applySingleSeatRule === false) return E.right(undefined)
  const state = isolationState(index, statuses, numbers)
  const first = state.violating[0]
  if (first !== undefined) return E.left(seatError(index, 'SINGLE_SEAT_LEFT', first))
  return E.right(undefined)
}

/**
 * The free seats whose click would be refused, as seat numbers; `visit` gets each. One O(seats)
 * pass: the violations of the current selection are found once, then each unit re-examines
 * only itself and the seat on each side.
 */
const forEachBlockedSeat = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  options: SeatingRuleOptions,
  visit: (seat: number) => void,
): void => {
  const { numbers, selected, unknown } = resolveSelection(index, selection)
  const broken = brokenUnits(index, numbers, selected)
  // A selection with an unknown or lost seat, or two half couches, cannot be mended by one click.
  let hopeless = unknown !== undefined || broken.length > 1
  for (const seat of numbers) if (statuses[seat] !== SeatStatusCode.available) hopeless = true
  const state = options.applySingleSeatRule === false || hopeless ? undefined : isolationState(index, statuses, numbers)
  const violations = state === undefined ? 0 : state.violating.length
  const { unitStart, unitSeats, position, unitCount } = index
  const mendable = !hopeless && broken.length === 0
  for (let u = 0; u < unitCount; u++) {
    const from = unitStart[u] ?? 0
    const to = unitStart[u + 1] ?? 0
    if (to - from === 1) {
      // Most units are one seat: with nothing violating, only its two neighbours can suffer.
      const seat = unitSeats[from] ?? 0
      if (statuses[seat] !== SeatStatusCode.available || selected[seat] === 1) continue
      if (!mendable) visit(seat)
      else if (state === undefined) continue
      else if (violations === 0) {
        if (strandsBeside(index, state.taken, seat, seat)) visit(seat)
      } else {
        const a = position[seat] ?? -1
        if ((a < 0 ? violations : violationsAfterRun(index, state, a, a)) !== 0) visit(seat)
      }
      continue
    }
    let anyFree = false
    let allAvailable = true
    for (let p = from; p < to; p++) {
      const seat = unitSeats[p] ?? 0
      if (statuses[seat] !== SeatStatusCode.available) allAvailable = false
      else if (selected[seat] === 0) anyFree = true
    }
    if (!anyFree) continue
    let allowed = !hopeless && allAvailable && (broken.length === 0 || broken[0] === u)
    if (allowed && state !== undefined) {
      // Units of several seats are couches and beds, always in a row.
      const a = position[unitSeats[from] ?? 0] ?? -1
      allowed = violationsAfterRun(index, state, a, position[unitSeats[to - 1] ?? 0] ?? -1) === 0
    }
    if (allowed) continue
    for (let p = from; p < to; p++) {
      const seat = unitSeats[p] ?? 0
      if (statuses[seat] === SeatStatusCode.available && selected[seat] === 0) visit(seat)
    }
  }
}

/**
 * §4 the free seats whose click would be refused, one byte per seat number (1 = blocked):
 * seat s is blocked iff checkSelection(selection ∪ unit(s)) fails. O(seats).
 */
export const blockedSeatMask = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  options: SeatingRuleOptions = {},
): Uint8Array => {
  const blocked = new Uint8Array(index.seats.length)
  forEachBlockedSeat(index, statuses, selection, options, (seat) => {
    blocked[seat] = 1
  })
  return blocked
}

/** §4 the seatKeyIds of the free seats blocked for this selection (see blockedSeatMask). O(seats). */
export const blockedSeats = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  options: SeatingRuleOptions = {},
): ReadonlySet<string> => {
  const blocked = new Set<string>()
  // The ids were built with the index: adding them builds no string.
  const { ids } = index
  forEachBlockedSeat(index, statuses, selection, options, (seat) => {
    blocked.add(ids[seat] ?? '')
  })
  return blocked
}

/** §4 the seats to add when the visitor clicks `key`: its whole couch or bed less what is already selected, if allowed. */
export const selectionToAdd = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  key: SeatKey,
  options: SeatingRuleOptions = {},
): Result<readonly SeatKey[]> => {
  if (seatNumber(index, key) === undefined)
    return E.left(kartisError('SEAT_NOT_FOUND', { sectionId: key.sectionId, x: key.x, y: key.y ?? 'ga' }))
  const { selected } = resolveSelection(index, selection)
  const toAdd = seatUnit(index, key).filter((member) => selected[seatNumber(index, member) ?? 0] === 0)
  return E.map(() => toAdd)(checkSelection(index, statuses, [...selection, ...toAdd], options))
}
