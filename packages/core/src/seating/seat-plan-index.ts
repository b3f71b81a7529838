import type { Seat, SeatKey, SeatPlan, SeatStatus } from '../model/seat-plan'
import { seatFlags } from './seat-flags'
import { seatKeyId } from './seat-key'
import { buildSeatUnits } from './seat-unit-runs'

/**
 * The never-changing layout of a seat plan, flattened for the seating rules' hot loops.
 * Every seat has a number: its position in plan order (sections → groups → rows → seats).
 * Arrays indexed by seat number hold −1 for "none". Statuses are not here: they change every
 * second, so they travel beside the index as {@link SeatStatusArray}.
 */
export interface SeatPlanIndex {
  /** Seats in plan order; a seat's number is its position here. */
  readonly seats: readonly Seat[]
  /** seatKeyId of every seat, computed once. */
  readonly ids: readonly string[]
  /**
   * Lookup by key without a string per seat: section → y (null for unallocated GA places) →
   * the seat numbers of that line ordered by x (then plan order), searched by bisection.
   */
  readonly lines: ReadonlyMap<number, ReadonlyMap<number | null, Int32Array>>
  /** SeatFlag bits of every seat. */
  readonly flags: Uint8Array
  /** Row number of every seat; −1 for seats of general-admission sections (no rows). */
  readonly row: Int32Array
  /** Offset of every seat in rowSeats; −1 when it is in no row. */
  readonly position: Int32Array
  /** The neighbour at x − 1 and at x + 1 in the same row, −1 at a row end or an aisle. */
  readonly left: Int32Array
  readonly right: Int32Array
  readonly rowCount: number
  /** rowStart[r] … rowStart[r + 1] − 1 are the offsets of row r's seats in rowSeats. */
  readonly rowStart: Int32Array
  /** Seats of every row ordered by x, rows one after another. */
  readonly rowSeats: Int32Array
  readonly rowSectionId: Float64Array
  readonly rowY: Float64Array
  /** §4 couch and bed units, see seat-unit-runs. */
  readonly unit: Int32Array
  readonly unitCount: number
  readonly unitStart: Int32Array
  readonly unitSeats: Int32Array
}

/** §4 seat statuses, one byte per seat number (see {@link SeatStatusCode}). */
export type SeatStatusArray = Uint8Array

/** §4 seat status codes as stored in {@link SeatStatusArray}. */
export const SeatStatusCode = { available: 0, selected: 1, hold: 2, unavailable: 3 } as const

const planSeats = (plan: SeatPlan): Seat[] => {
  const seats: Seat[] = []
  for (const section of plan.sections)
    for (const group of section.groups) for (const row of group.rows) for (const seat of row.seats) seats.push(seat)
  return seats
}

/** The seats of each section and y (null included), by x then plan order, in order of first appearance. */
const linesOf = (seats: readonly Seat[]): Map<number, Map<number | null, number[]>> => {
  const lines = new Map<number, Map<number | null, number[]>>()
  seats.forEach((seat, number) => {
    let byY = lines.get(seat.sectionId)
    if (byY === undefined) lines.set(seat.sectionId, (byY = new Map<number | null, number[]>()))
    const line = byY.get(seat.y)
    if (line === undefined) byY.set(seat.y, [number])
    else line.push(number)
  })
  // Seats usually come in x order already, which this sort passes through in linear time.
  for (const byY of lines.values()) for (const line of byY.values()) line.sort((a, b) => (seats[a]?.x ?? 0) - (seats[b]?.x ?? 0) || a - b)
  return lines
}

/** The layout index of a seat plan, built. */
const buildIndex = (plan: SeatPlan): SeatPlanIndex => {
  const seats = planSeats(plan)
  const count = seats.length
  const ids = seats.map(seatKeyId)
  const flags = new Uint8Array(count)
  seats.forEach((seat, number) => {
    flags[number] = seatFlags(seat.attributes)
  })
  const byLine = linesOf(seats)
  // §3 rows are the lines of reserved sections with a y; GA places are in no row.
  const reserved = new Set(plan.sections.filter((section) => section.isReserved).map((section) => section.id))
  const rows: number[][] = []
  const lines = new Map<number, Map<number | null, Int32Array>>()
  for (const [sectionId, byY] of byLine) {
    const packed = new Map<number | null, Int32Array>()
    lines.set(sectionId, packed)
    for (const [y, line] of byY) {
      packed.set(y, Int32Array.from(line))
      if (y !== null && reserved.has(sectionId)) rows.push(line)
    }
  }
  const row = new Int32Array(count).fill(-1)
  const position = new Int32Array(count).fill(-1)
  const left = new Int32Array(count).fill(-1)
  const right = new Int32Array(count).fill(-1)
  const rowStart = new Int32Array(rows.length + 1)
  const rowSectionId = new Float64Array(rows.length)
  const rowY = new Float64Array(rows.length)
  const rowSeats = new Int32Array(rows.reduce((total, r) => total + r.length, 0))
  let offset = 0
  rows.forEach((members, r) => {
    rowStart[r] = offset
    const first = seats[members[0] ?? 0]
    rowSectionId[r] = first?.sectionId ?? 0
    rowY[r] = first?.y ?? 0
    let previous = -1
    for (const number of members) {
      row[number] = r
      position[number] = offset
      rowSeats[offset++] = number
      // Neighbours iff x differs by exactly 1: a larger difference is an aisle.
      if (previous >= 0 && (seats[number]?.x ?? 0) - (seats[previous]?.x ?? 0) === 1) {
        right[previous] = number
        left[number] = previous
      }
      previous = number
    }
  })
  rowStart[rows.length] = offset
  const units = buildSeatUnits(count, rowSeats, right, flags)
  return {
    seats,
    ids,
    lines,
    flags,
    row,
    position,
    left,
    right,
    rowCount: rows.length,
    rowStart,
    rowSeats,
    rowSectionId,
    rowY,
    ...units,
  }
}

/**
 * Indexes already built, by plan object: the order's seat selection and its seat map are given the
 * same plan, and a stadium's index takes tens of milliseconds (issue 16 §2). Plans are immutable.
 */
const indexes = new WeakMap<SeatPlan, SeatPlanIndex>()

/** §3/§4 the layout index of a seat plan, built once per plan object; reuse it for every status change and selection. */
export const indexSeatPlan = (plan: SeatPlan): SeatPlanIndex => {
  const known = indexes.get(plan)
  if (known !== undefined) return known
  const index = buildIndex(plan)
  indexes.set(plan, index)
  return index
}

/** §3 the number of a seat in the index (the first in plan order), or undefined when the plan has no such seat. */
export const seatNumber = (index: SeatPlanIndex, key: SeatKey): number | undefined => {
  const line = index.lines.get(key.sectionId)?.get(key.y)
  if (line === undefined) return undefined
  // Bisection for the first seat whose x is not below key.x.
  let low = 0
  let high = line.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if ((index.seats[line[middle] ?? 0]?.x ?? 0) < key.x) low = middle + 1
    else high = middle
  }
  const found = line[low]
  return found !== undefined && index.seats[found]?.x === key.x ? found : undefined
}

/**
 * The number of the `ordinal`-th seat of a newer load of the plan: the same number when the
 * layout is the same (often the very same object), else found by id.
 */
const numberOf = (index: SeatPlanIndex, ordinal: number, seat: Seat): number | undefined => {
  const known = index.seats[ordinal]
  return known === seat || (known !== undefined && known.sectionId === seat.sectionId && known.x === seat.x && known.y === seat.y)
    ? ordinal
    : seatNumber(index, seat)
}

const statusCode = (status: SeatStatus): number =>
  status === 'available'
    ? SeatStatusCode.available
    : status === 'selected'
      ? SeatStatusCode.selected
      : status === 'hold'
        ? SeatStatusCode.hold
        : SeatStatusCode.unavailable

/**
 * §4 the statuses of a plan's seats as others see them: a seat this visitor selected shows
 * as 'selected' in the plan (the visitor's own lock), so it counts as available here and the
 * selection is passed beside the statuses. Seats the plan lacks are unavailable. The plan
 * must have the index's layout (the same plan with newer statuses).
 */
export const seatStatuses = (index: SeatPlanIndex, plan: SeatPlan, selection: readonly SeatKey[]): SeatStatusArray => {
  const statuses = new Uint8Array(index.seats.length).fill(SeatStatusCode.unavailable)
  // Runs on every status load, up to 100,000 seats: plain loops, no callback.
  let number = 0
  for (const section of plan.sections)
    for (const group of section.groups)
      for (const row of group.rows)
        for (const seat of row.seats) {
          const at = numberOf(index, number, seat)
          if (at !== undefined) statuses[at] = statusCode(seat.status)
          number++
        }
  for (const key of selection) {
    const at = seatNumber(index, key)
    if (at !== undefined && statuses[at] === SeatStatusCode.selected) statuses[at] = SeatStatusCode.available
  }
  return statuses
}

/** §3 the seats of a newer load of the indexed plan (status, ticket group, tickets) by seat number; undefined where missing. */
export const currentSeats = (index: SeatPlanIndex, plan: SeatPlan): readonly (Seat | undefined)[] => {
  const seats = new Array<Seat | undefined>(index.seats.length).fill(undefined)
  let number = 0
  for (const section of plan.sections)
    for (const group of section.groups)
      for (const row of group.rows)
        for (const seat of row.seats) {
          const at = numberOf(index, number, seat)
          if (at !== undefined) seats[at] = seat
          number++
        }
  return seats
}
