/// <reference types="node" />
import * as E from 'fp-ts/Either'
import type { SeatKey } from '../src/model/seat-plan'
import { findBestAvailable } from '../src/seating/best-available'
import {
  SeatStatusCode,
  indexSeatPlan,
  seatNumber,
  seatStatuses,
  type SeatPlanIndex,
  type SeatStatusArray,
} from '../src/seating/seat-plan-index'
import { blockedSeats, selectionToAdd } from '../src/seating/single-seat-rule'
import { generatePlan } from '../test/plan-fixtures'
import { measure, ms, type Timing } from './measure'

/** A selection of one allowed seat (or couch) near the middle of the plan, as a visitor's first click. */
const oneSelection = (index: SeatPlanIndex, statuses: SeatStatusArray): readonly SeatKey[] => {
  const count = index.seats.length
  for (let k = 0; k < count; k++) {
    const number = (Math.floor(count / 2) + k) % count
    const seat = index.seats[number]
    if (seat === undefined || statuses[number] !== SeatStatusCode.available) continue
    const added = selectionToAdd(index, statuses, [], seat)
    if (E.isRight(added)) return added.right
  }
  return []
}

const SIZES = [1_000, 20_000, 100_000] as const
const ITERATIONS = 60
const WARMUP = 30
const GOAL_MS = 2

interface Row {
  readonly seats: number
  readonly blocked: Timing
  readonly best: Timing
  readonly index: Timing
  readonly load: Timing
}

/** The visitor's own seats counted as available in a copy of loaded statuses (see seatStatuses). */
const withSelection = (loaded: SeatStatusArray, index: SeatPlanIndex, selection: readonly SeatKey[]): SeatStatusArray => {
  const statuses = loaded.slice()
  for (const key of selection) {
    const number = seatNumber(index, key)
    if (number !== undefined) statuses[number] = SeatStatusCode.available
  }
  return statuses
}

const rows: Row[] = []
for (const size of SIZES) {
  const plan = generatePlan(size, 20_240_501)
  const index = indexSeatPlan(plan)
  const loaded = seatStatuses(index, plan, [])
  const selection = oneSelection(index, loaded)
  const taken = loaded.reduce((n, status) => n + (status === SeatStatusCode.available ? 0 : 1), 0)
  const blockedCount = blockedSeats(index, seatStatuses(index, plan, selection), selection).size
  console.log(
    `${size} seats: ${index.rowCount} rows, ${index.unitCount} units, ${((100 * taken) / index.seats.length).toFixed(1)}% taken, ` +
      `selection of ${selection.length}, ${blockedCount} seats blocked`,
  )
  // (a) per selection: the statuses of the last load with the selection counted as available
  // (a copy, as the seat flow makes on every click), then the blocked set.
  const blocked = measure(() => blockedSeats(index, withSelection(loaded, index, selection), selection), ITERATIONS, WARMUP)
  // (d) per status load: the statuses derived from the plan's seats.
  const load = measure(() => seatStatuses(index, plan, selection), ITERATIONS, WARMUP)
  const statuses = seatStatuses(index, plan, selection)
  // (b) one best-available search for 4 seats under the single-seat rule.
  const best = measure(() => findBestAvailable(index, statuses, { quantity: 4, applySingleSeatRule: true, selection }), ITERATIONS, WARMUP)
  // (c) building the index once.
  const built = measure(() => indexSeatPlan(plan), ITERATIONS, 3)
  rows.push({ seats: size, blocked, best, index: built, load })
}

const first = rows[0]
const perSeatGrowth = (row: Row, pick: (r: Row) => Timing): string =>
  first === undefined ? '' : (pick(row).median / row.seats / (pick(first).median / first.seats)).toFixed(2).padStart(6)

console.log('')
console.log('operation                          seats   median ms    p95 ms   per-seat time vs 1k')
const operations: readonly [string, (r: Row) => Timing][] = [
  ['(a) blocked set after a click   ', (r) => r.blocked],
  ['(b) best available, 4 seats     ', (r) => r.best],
  ['(c) index build (once per plan) ', (r) => r.index],
  ['(d) statuses from a status load ', (r) => r.load],
]
for (const [name, pick] of operations)
  for (const row of rows)
    console.log(`${name} ${String(row.seats).padStart(7)} ${ms(pick(row).median, 11)} ${ms(pick(row).p95)}   ${perSeatGrowth(row, pick)}`)

console.log('')
console.log('(a) includes copying the loaded statuses with the selection marked available, as each click does.')
console.log('Per-seat ratio = (median / seats) ÷ (median / seats at 1,000): ≤ ~1 means growth no worse than linear.')
const goal = rows.find((r) => r.seats === 20_000)
if (goal !== undefined) {
  const met = goal.blocked.median < GOAL_MS
  console.log(
    `Goal "20,000 seats blocked set under ${GOAL_MS} ms median": ${met ? 'MET' : 'NOT MET'} (${goal.blocked.median.toFixed(3)} ms)`,
  )
}
