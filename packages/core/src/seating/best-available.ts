import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { SeatKey, SeatPlan } from '../model/seat-plan'
import { isolationState, strandsBeside, violationsAfterRun, type IsolationState } from './isolated-seats'
import { SeatStatusCode, currentSeats, seatNumber, type SeatPlanIndex, type SeatStatusArray } from './seat-plan-index'
import { checkSelection } from './single-seat-rule'

/** §7/§9 best-available: at most 5 matches. */
export const BEST_AVAILABLE_MAX_MATCHES = 5
/** §7/§9 best-available: 1 result per match. */
export const BEST_AVAILABLE_RESULTS_PER_MATCH = 1

/** §7 GET /seats/best-available parameters, for one presentation. */
export interface BestAvailableOptions {
  readonly quantity: number
  readonly ticketGroupId?: number
  readonly sectionId?: number
  readonly maxMatches?: number
  readonly resultsPerMatch?: number
  readonly applySingleSeatRule: boolean
  /** Seats this visitor already holds; every result must be allowed together with them. */
  readonly selection?: readonly SeatKey[]
  /** The latest load of the indexed plan, whose seats' TicketGroupId is current; default the indexed plan. */
  readonly plan?: SeatPlan
}

/** One block of `quantity` adjacent seats; score in [0, 1], higher is better. */
export interface BestAvailableResult {
  readonly seats: readonly SeatKey[]
  readonly score: number
}

/** A match is one row; `seats` and `score` are its best result, `results` all of them, best first. */
export interface BestAvailableRowMatch extends BestAvailableResult {
  readonly results: readonly BestAvailableResult[]
}

/** The ideal depth from the front (screen or stage at the smallest y) of a section. */
const IDEAL_DEPTH = 2 / 3

interface Candidate {
  readonly from: number
  readonly to: number
  readonly score: number
}

/** Smallest and largest row y of every section. */
const sectionDepths = (index: SeatPlanIndex): Map<number, { min: number; max: number }> => {
  const depths = new Map<number, { min: number; max: number }>()
  for (let r = 0; r < index.rowCount; r++) {
    const sectionId = index.rowSectionId[r] ?? 0
    const y = index.rowY[r] ?? 0
    const depth = depths.get(sectionId)
    if (depth === undefined) depths.set(sectionId, { min: y, max: y })
    else {
      depth.min = Math.min(depth.min, y)
      depth.max = Math.max(depth.max, y)
    }
  }
  return depths
}

/** Picks up to `count` non-overlapping candidates, best score first, ties to the earlier one. */
const bestNonOverlapping = (candidates: readonly Candidate[], count: number): Candidate[] => {
  const chosen: Candidate[] = []
  while (chosen.length < count) {
    let best: Candidate | undefined
    for (const candidate of candidates) {
      if (chosen.some((c) => candidate.from <= c.to && c.from <= candidate.to)) continue
      if (best === undefined || candidate.score > best.score) best = candidate
    }
    if (best === undefined) break
    chosen.push(best)
  }
  return chosen
}

const keysOf = (index: SeatPlanIndex, from: number, to: number): SeatKey[] => {
  const keys: SeatKey[] = []
  for (let p = from; p <= to; p++) {
    const seat = index.seats[index.rowSeats[p] ?? 0]
    if (seat !== undefined) keys.push({ sectionId: seat.sectionId, x: seat.x, y: seat.y })
  }
  return keys
}

/** The rowSeats offset of the last seat of the unit of the seat at offset p. */
const lastOfUnit = (index: SeatPlanIndex, p: number): number => {
  const u = index.unit[index.rowSeats[p] ?? 0] ?? 0
  return index.position[index.unitSeats[(index.unitStart[u + 1] ?? 0) - 1] ?? 0] ?? p
}

/** §4 whether the single-seat rule (when `state` is given) lets the free run of rowSeats offsets a … b be taken. */
const allowed = (index: SeatPlanIndex, state: IsolationState | undefined, a: number, b: number): boolean =>
  state === undefined ||
  (state.violating.length === 0
    ? !strandsBeside(index, state.taken, index.rowSeats[a] ?? 0, index.rowSeats[b] ?? 0)
    : violationsAfterRun(index, state, a, b) === 0)

/**
 * §7 visits every allowed block of `quantity` seats of row `r`, as rowSeats offsets from … to,
 * left to right: a sliding window over the row's units that goes on only across neighbours
 * (x + 1) and usable seats (1 in `usable`), and starts and ends on a unit's edge, so couches
 * and beds come whole.
 */
const forEachBlock = (
  index: SeatPlanIndex,
  r: number,
  quantity: number,
  usable: Uint8Array,
  state: IsolationState | undefined,
  visit: (from: number, to: number) => void,
): void => {
  const { rowSeats, left } = index
  const end = (index.rowStart[r + 1] ?? 0) - 1
  let windowStart = -1
  for (let p = index.rowStart[r] ?? 0; p <= end;) {
    const unitEnd = lastOfUnit(index, p)
    let unitUsable = true
    for (let q = p; q <= unitEnd; q++) if (usable[rowSeats[q] ?? 0] === 0) unitUsable = false
    if (!unitUsable) windowStart = -1
    else {
      // A seat's left neighbour, when it has one, is the seat before it in the row.
      if (windowStart < 0 || (left[rowSeats[p] ?? 0] ?? -1) < 0) windowStart = p
      while (unitEnd - windowStart + 1 > quantity) windowStart = lastOfUnit(index, windowStart) + 1
      if (unitEnd - windowStart + 1 === quantity && allowed(index, state, windowStart, unitEnd)) visit(windowStart, unitEnd)
    }
    p = unitEnd + 1
  }
}

/**
 * §7/§9 best available: blocks of `quantity` neighbouring free seats of one row (general
 * admission has no rows), made of whole couches and beds, all of `ticketGroupId` and in
 * `sectionId` when given, and allowed by checkSelection together with `selection`.
 * Best = highest score = 1 − (rowDistance + centreDistance) / 2, where rowDistance is the
 * distance of the row's depth (its y between the section's first and last row, 0 … 1, the
 * screen or stage at the smallest y) from 2/3, divided by 2/3; centreDistance is the
 * distance of the block's centre from the row's centre, divided by half the row's width.
 * A match is one row, with up to resultsPerMatch (1) non-overlapping results; at most
 * maxMatches (5) rows, best first; ties go to the earlier block in plan order. Linear in the
 * seats. None → NOT_ENOUGH_SEATS; a selection wrong in itself (a seat gone, half a couch) → its error.
 */
export const findBestAvailable = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  options: BestAvailableOptions,
): Result<readonly BestAvailableRowMatch[]> => {
  const { quantity, ticketGroupId, sectionId, applySingleSeatRule } = options
  const maxMatches = options.maxMatches ?? BEST_AVAILABLE_MAX_MATCHES
  const resultsPerMatch = options.resultsPerMatch ?? BEST_AVAILABLE_RESULTS_PER_MATCH
  const selection = options.selection ?? []
  const notEnough = E.left(kartisError('NOT_ENOUGH_SEATS', { quantity }))
  if (!Number.isInteger(quantity) || quantity < 1 || maxMatches < 1 || resultsPerMatch < 1) return notEnough
  // Blocks are free seats, so they cannot mend a selection that is wrong in itself.
  const own = checkSelection(index, statuses, selection, { applySingleSeatRule: false })
  if (E.isLeft(own)) return own
  const numbers: number[] = []
  for (const key of selection) {
    const seat = seatNumber(index, key)
    if (seat !== undefined && !numbers.includes(seat)) numbers.push(seat)
  }
  const state = applySingleSeatRule ? isolationState(index, statuses, numbers) : undefined
  // One pass marks the seats a block may use: free, and of the ticket group when one is asked.
  const seats = options.plan === undefined ? index.seats : currentSeats(index, options.plan)
  const usable = new Uint8Array(index.seats.length)
  for (let seat = 0; seat < usable.length; seat++)
    if (statuses[seat] === SeatStatusCode.available && (ticketGroupId === undefined || seats[seat]?.ticketGroupId === ticketGroupId))
      usable[seat] = 1
  for (const seat of numbers) usable[seat] = 0
  const depths = sectionDepths(index)
  const xOf = (p: number): number => index.seats[index.rowSeats[p] ?? 0]?.x ?? 0
  const rows: { readonly score: number; readonly chosen: readonly Candidate[] }[] = []
  for (let r = 0; r < index.rowCount; r++) {
    const rowSection = index.rowSectionId[r] ?? 0
    const start = index.rowStart[r] ?? 0
    const end = (index.rowStart[r + 1] ?? 0) - 1
    if ((sectionId !== undefined && rowSection !== sectionId) || end - start + 1 < quantity) continue
    const depth = depths.get(rowSection) ?? { min: 0, max: 0 }
    const span = depth.max - depth.min
    const rowDepth = span > 0 ? ((index.rowY[r] ?? 0) - depth.min) / span : IDEAL_DEPTH
    const rowDistance = Math.abs(rowDepth - IDEAL_DEPTH) / IDEAL_DEPTH
    const halfWidth = (xOf(end) - xOf(start)) / 2
    const centreX = xOf(start) + halfWidth
    // One result per match needs only the row's best, kept without allocating.
    const candidates: Candidate[] = []
    let best: Candidate | undefined
    forEachBlock(index, r, quantity, usable, state, (from, to) => {
      const centreDistance = halfWidth > 0 ? Math.min(1, Math.abs((xOf(from) + xOf(to)) / 2 - centreX) / halfWidth) : 0
      const score = 1 - (rowDistance + centreDistance) / 2
      if (resultsPerMatch > 1) candidates.push({ from, to, score })
      else if (best === undefined || score > best.score) best = { from, to, score }
    })
    const chosen = resultsPerMatch > 1 ? bestNonOverlapping(candidates, resultsPerMatch) : best === undefined ? [] : [best]
    const first = chosen[0]
    if (first !== undefined) rows.push({ score: first.score, chosen })
  }
  if (rows.length === 0) return notEnough
  // Stable sort keeps plan order among equal scores.
  rows.sort((a, b) => b.score - a.score)
  return E.right(
    rows.slice(0, maxMatches).map(({ chosen }) => {
      const results = chosen.map((c) => ({ seats: keysOf(index, c.from, c.to), score: c.score }))
      return { seats: results[0]?.seats ?? [], score: results[0]?.score ?? 0, results }
    }),
  )
}
