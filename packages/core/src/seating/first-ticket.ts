import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Seat, SeatKey, SeatPlan } from '../model/seat-plan'
import { SeatStatusCode, currentSeats, seatNumber, type SeatPlanIndex, type SeatStatusArray } from './seat-plan-index'
import { blockedSeatMask, selectionToAdd } from './single-seat-rule'

/** The first free, unblocked seat in plan order, preferring one that carries a ticket; −1 when none. */
const pick = (seats: readonly (Seat | undefined)[], statuses: SeatStatusArray, selected: Uint8Array, blocked: Uint8Array): number => {
  let anySeat = -1
  for (let seat = 0; seat < seats.length; seat++) {
    if (statuses[seat] !== SeatStatusCode.available || selected[seat] === 1 || blocked[seat] === 1) continue
    const found = seats[seat]
    if (found === undefined) continue
    if (found.ticket !== null || found.firstTicket !== null) return seat
    if (anySeat < 0) anySeat = seat
  }
  return anySeat
}

/**
 * §4/§5 first-ticket auto-select: the first free seat in plan order that carries a `ticket` or
 * `firstTicket` (read from `plan`, the latest load of the indexed plan; default the indexed
 * one), else the first free seat. When the single-seat rule applies, seats it blocks are passed
 * over; if it blocks every free seat, the rule is set aside (the plain §4 rule: any available
 * seat) rather than sell nothing. A couch or bed comes whole. Returns the seats to add (the
 * seat's unit less what is selected); no free seat → NOT_ENOUGH_SEATS.
 */
export const firstTicketSeats = (
  index: SeatPlanIndex,
  statuses: SeatStatusArray,
  selection: readonly SeatKey[],
  options: { readonly applySingleSeatRule: boolean; readonly plan?: SeatPlan },
): Result<readonly SeatKey[]> => {
  const seats = options.plan === undefined ? index.seats : currentSeats(index, options.plan)
  const selected = new Uint8Array(index.seats.length)
  for (const key of selection) {
    const seat = seatNumber(index, key)
    if (seat !== undefined) selected[seat] = 1
  }
  const tiers = options.applySingleSeatRule ? [true, false] : [false]
  for (const applySingleSeatRule of tiers) {
    const seat = pick(seats, statuses, selected, blockedSeatMask(index, statuses, selection, { applySingleSeatRule }))
    const found = seats[seat]
    if (found !== undefined) return selectionToAdd(index, statuses, selection, found, { applySingleSeatRule })
  }
  return E.left(kartisError('NOT_ENOUGH_SEATS'))
}
