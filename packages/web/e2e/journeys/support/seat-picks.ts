import { checkSelection, indexSeatPlan, seatStatuses, type Seat, type SeatAttributeCode, type SeatPlan } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { SeatNow } from '../../support/box-office'

/** Free seats side by side in one row: neighbours differ by one in x (core single-seat rule); a taken seat, an aisle or the row's end ends a run. */
export type FreeRun = readonly Seat[]

const rowKey = (seat: Seat): string => `${seat.sectionId}:${seat.y ?? 'ga'}`

/** §4 every run of free seats, whatever their attributes (a free companion seat can be left isolated as any other). */
export const freeRuns = (seats: readonly SeatNow[]): FreeRun[] => {
  const rows = new Map<string, SeatNow[]>()
  for (const entry of seats) rows.set(rowKey(entry.seat), [...(rows.get(rowKey(entry.seat)) ?? []), entry])
  const runs: FreeRun[] = []
  for (const row of rows.values()) {
    let run: Seat[] = []
    let lastX: number | null = null
    for (const { seat, status } of [...row].sort((a, b) => a.seat.x - b.seat.x)) {
      const free = status === 'available'
      if (!free || (lastX !== null && seat.x !== lastX + 1)) {
        if (run.length > 0) runs.push(run)
        run = []
      }
      if (free) run.push(seat)
      lastX = seat.x
    }
    if (run.length > 0) runs.push(run)
  }
  return runs
}

/** A seat the journeys may pick: it has a ticket group and only the allowed attributes (couches and wheelchair places have rules of their own). */
const pickable = (seat: Seat | undefined, allowed: readonly SeatAttributeCode[]): seat is Seat =>
  seat !== undefined && seat.ticketGroupId !== null && seat.attributes.every((code) => allowed.includes(code))

const found = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`e2e: the demo presentation has no ${what}`)
  return value
}

/**
 * §4 whether the core's seat rules (single seat, whole couches) let a visitor with nothing
 * selected click these seats in this order: the storefront asks the same rules, so the
 * journeys only pick seats a visitor could pick.
 */
const clickableIn = (plan: SeatPlan): ((seats: readonly Seat[]) => boolean) => {
  const index = indexSeatPlan(plan)
  const statuses = seatStatuses(index, plan, [])
  return (seats) => seats.every((_, count) => E.isRight(checkSelection(index, statuses, seats.slice(0, count + 1))))
}

const seatsOf = (plan: SeatPlan): SeatNow[] =>
  plan.sections.flatMap((section) =>
    section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats.map((seat) => ({ seat, status: seat.status })))),
  )

/** §4 pairs of neighbouring free seats, each one `wanted`, a visitor could click one after the other, none sharing a seat. */
const freePairsOf = (plan: SeatPlan, wanted: (seat: Seat) => boolean): (readonly [Seat, Seat])[] => {
  const clickable = clickableIn(plan)
  const pairs: (readonly [Seat, Seat])[] = []
  for (const run of freeRuns(seatsOf(plan))) {
    for (let start = 0; start + 1 < run.length; start++) {
      const first = run[start]
      const second = run[start + 1]
      if (first !== undefined && second !== undefined && wanted(first) && wanted(second) && clickable([first, second])) {
        pairs.push([first, second])
        start += 1
      }
    }
  }
  return pairs
}

/** §4 two neighbouring free seats a visitor can click one after the other, each one `wanted`. */
export const freePairOf = (plan: SeatPlan, wanted: (seat: Seat) => boolean): readonly [Seat, Seat] =>
  found(freePairsOf(plan, wanted)[0], 'two neighbouring free seats of the kind wanted that may be taken together')

/** §4 two neighbouring free seats a visitor can click one after the other. */
export const freePair = (plan: SeatPlan, allowed: readonly SeatAttributeCode[] = []): readonly [Seat, Seat] =>
  freePairOf(plan, (seat) => pickable(seat, allowed))

/** Free pairs a presentation keeps for one test: the most any journey takes, with a margin for seats others hold. */
const PAIRS_A_TEST_NEEDS = 6

/** §4 whether a test can still find its pairs here: enough pairs of plain free seats a visitor could take (by freePair's own rule). */
export const roomyForJourneys = (plan: SeatPlan): boolean => freePairsOf(plan, (seat) => pickable(seat, [])).length >= PAIRS_A_TEST_NEEDS

/** §4 one free seat a visitor can take alone. */
export const freeSingle = (plan: SeatPlan): Seat => freeSingleInEach([plan])

/**
 * §4 one free seat a visitor can take alone in every one of these plans (a fixed seat across a
 * season's shows): the server applies the single-seat rule to each show, and a seat free on the
 * combined map may still strand a neighbour in one show whose other neighbour is taken elsewhere.
 */
export const freeSingleInEach = (plans: readonly [SeatPlan, ...SeatPlan[]]): Seat => {
  const checks = plans.map(clickableIn)
  return found(
    seatsOf(plans[0]).find(
      ({ seat, status }) => status === 'available' && pickable(seat, []) && checks.every((clickable) => clickable([seat])),
    )?.seat,
    'free seat that may be taken alone in every show',
  )
}

/** §4 a seat the single-seat rule blocks before anyone clicks: the middle of exactly three free seats (taking it strands one on each side). */
export const blockedMiddle = (seats: readonly SeatNow[]): Seat => {
  const run = found(
    freeRuns(seats).find((candidate) => candidate.length === 3 && pickable(candidate[1], [])),
    'run of exactly three free seats',
  )
  return found(run[1], 'middle seat')
}
