import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartSeat } from '../model/cart'
import type { Member } from '../model/member'
import { SeatAttribute } from '../model/seat-plan'
import { parseIsoMoment } from '../time/jerusalem-time'
import { activeMembers } from './active-membership'

/** §9 a hold order is paid and collected at the box office up to 30 minutes before the event. */
export const HOLD_DEADLINE_MINUTES = 30

/** §4 what the PREMIUM_SEAT_CANNOT_BE_HELD error carries in `params.offer`: offer a regular order. */
export const OFFER_REGULAR_ORDER = 'switchToRegularOrder'

/** §4 who is placing a hold order: logged in means having customer ids; members are theirs. */
export interface HoldCustomer {
  readonly customerIds: readonly number[]
  readonly members: readonly Member[]
}

/**
 * §4 a hold order needs login (HOLD_REQUIRES_LOGIN) and an active membership at `now` (epoch
 * milliseconds; HOLD_REQUIRES_ACTIVE_MEMBERSHIP). Returns the active members.
 */
export const checkHoldCustomer = (customer: HoldCustomer, now: number): Result<readonly Member[]> => {
  if (customer.customerIds.length === 0) return E.left(kartisError('HOLD_REQUIRES_LOGIN'))
  const active = activeMembers(customer.members, now)
  return active.length === 0 ? E.left(kartisError('HOLD_REQUIRES_ACTIVE_MEMBERSHIP')) : E.right(active)
}

/** §4 whether a seat is premium (attribute 13). */
export const isPremiumSeat = (seat: Pick<CartSeat, 'attributes'>): boolean => seat.attributes.includes(SeatAttribute.premium)

/** §4 the premium seats of a cart: the ones a hold order cannot take. */
export const premiumSeats = (seats: readonly CartSeat[]): readonly CartSeat[] => seats.filter(isPremiumSeat)

/** A seat as the error names it: section, row/seat (a GA place by its section alone). */
const seatLabel = (seat: Pick<CartSeat, 'sectionName' | 'rowName' | 'seatName'>): string =>
  seat.rowName === '' && seat.seatName === '' ? seat.sectionName : `${seat.sectionName} ${seat.rowName}/${seat.seatName}`

/**
 * §4 premium seats cannot be held: PREMIUM_SEAT_CANNOT_BE_HELD with `offer` telling the UI to
 * offer a switch to a regular order, `count` the premium seats and `seats` naming them
 * ("section row/seat", comma-separated). Otherwise the seats.
 */
export const checkHoldSeats = (seats: readonly CartSeat[]): Result<readonly CartSeat[]> => {
  const premium = premiumSeats(seats)
  return premium.length > 0
    ? E.left(
        kartisError('PREMIUM_SEAT_CANNOT_BE_HELD', {
          offer: OFFER_REGULAR_ORDER,
          count: premium.length,
          seats: premium.map(seatLabel).join(', '),
        }),
      )
    : E.right(seats)
}

/** §4 the switch the UI offers: the same cart, seats and all, as a regular (paid) order. */
export const switchToRegularOrder = (cart: Cart): Cart => (cart.isHold ? { ...cart, isHold: false } : cart)

/**
 * §9 the hold deadline of a presentation, in epoch milliseconds: its start (ISO with offset)
 * less 30 minutes. None for an untimed presentation (no start), which has no deadline. A
 * malformed start is a bug.
 */
export const holdDeadline = (startDateTime: string | null): O.Option<number> => {
  if (startDateTime === null) return O.none
  const start = parseIsoMoment(startDateTime)
  if (O.isNone(start) || start.value.kind !== 'instant')
    throw new RangeError(`a presentation start is an ISO date-time, got "${startDateTime}"`)
  return O.some(start.value.epochMs - HOLD_DEADLINE_MINUTES * 60_000)
}

/** §9 whether a hold is still possible at `now`: up to and including the deadline. */
export const isHoldStillPossible = (startDateTime: string | null, now: number): boolean =>
  pipe(
    holdDeadline(startDateTime),
    O.match(
      () => true,
      (deadline) => now <= deadline,
    ),
  )

/**
 * §9 holds not paid by their deadline are released: at `now`, the holds of presentations
 * starting before the instant returned (epoch milliseconds) are past it. Untimed ones never are.
 */
export const holdsDueStartingBefore = (now: number): number => now + HOLD_DEADLINE_MINUTES * 60_000

/**
 * §9 every presentation in the cart must still allow a hold at `now`; otherwise
 * TOO_CLOSE_TO_PRSNT_DATE with the presentation and the minutes.
 */
export const checkHoldDeadline = (cart: Cart, now: number): Result<Cart> => {
  const late = cart.presentations.find((p) => !isHoldStillPossible(p.startDateTime, now))
  return late === undefined
    ? E.right(cart)
    : E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE', { presentationId: late.id, minutes: HOLD_DEADLINE_MINUTES }))
}

/**
 * §4/§9 a hold order as a whole, in the order the visitor meets the rules: login, active
 * membership, deadline, then premium seats (last, since it offers a way out).
 */
export const checkHoldOrder = (cart: Cart, customer: HoldCustomer, now: number): Result<Cart> =>
  pipe(
    checkHoldCustomer(customer, now),
    E.flatMap(() => checkHoldDeadline(cart, now)),
    E.flatMap(() => checkHoldSeats(cart.seats)),
    E.map(() => cart),
  )
