import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, type KartisError, type Result } from '../errors/error-codes'
import type { Cart, CartEnrolmentItem, EnrolmentSelection, GlobalServiceCharge } from '../model/cart'
import type { EnrolmentEvent, EnrolmentRate, EnrolmentSeason } from '../model/enrolment'
import type { SeatStatus } from '../model/seat-plan'
import { add, percentOf, ZERO, type Agorot } from '../money/money'
import { normalizeIsraeliId } from '../validation/israeli-id'
import { canonicalMobile } from '../validation/mobile'

/**
 * §1/§2 membership enrolment: a subscription season from which the patron picks a rate, chooses
 * events within the rate's bounds and a seat in each (or one fixed seat kept in all of them), and
 * pays the rate's price once (plus the per-order service charge, §9).
 */

/** §3 the rate an enrolment item names (its TicketId): ENROLMENT_RATE_NOT_FOUND when the season sells no such rate. */
export const rateOf = (season: EnrolmentSeason, ticketId: number): Result<EnrolmentRate> => {
  const rate = season.rates.find((candidate) => candidate.ticketId === ticketId)
  return rate === undefined ? E.left(kartisError('ENROLMENT_RATE_NOT_FOUND', { ticketId })) : E.right(rate)
}

/** §2 the events every enrolment of the season includes (§3 IsRequired), in the season's order. */
export const requiredEvents = (season: EnrolmentSeason): readonly number[] =>
  season.events.filter((event) => event.isRequired).map((event) => event.presentationId)

/**
 * §2 choice of events: each one of the season's (BAD_REQUEST { reason: 'event-not-in-season' }),
 * none twice (BAD_REQUEST { reason: 'event-chosen-twice' }), every required one included
 * (BAD_REQUEST { reason: 'required-event-missing' }), and as many as the rate allows:
 * ENROLMENT_EVENT_COUNT { min, max } otherwise. Answers the chosen events in the season's order.
 */
export const checkEventChoice = (
  season: EnrolmentSeason,
  rate: EnrolmentRate,
  presentationIds: readonly number[],
): Result<readonly EnrolmentEvent[]> => {
  const seen = new Set<number>()
  for (const presentationId of presentationIds) {
    if (!season.events.some((event) => event.presentationId === presentationId))
      return E.left(kartisError('BAD_REQUEST', { reason: 'event-not-in-season', presentationId }))
    if (seen.has(presentationId)) return E.left(kartisError('BAD_REQUEST', { reason: 'event-chosen-twice', presentationId }))
    seen.add(presentationId)
  }
  const missing = requiredEvents(season).find((presentationId) => !seen.has(presentationId))
  if (missing !== undefined) return E.left(kartisError('BAD_REQUEST', { reason: 'required-event-missing', presentationId: missing }))
  if (seen.size < rate.minEvents || seen.size > rate.maxEvents)
    return E.left(kartisError('ENROLMENT_EVENT_COUNT', { min: rate.minEvents, max: rate.maxEvents }))
  return E.right(season.events.filter((event) => seen.has(event.presentationId)))
}

/** §8 how a refusal names an event: its feature's name and its start as `DD/MM HH:mm` (empty for an untimed one). */
export const eventLabelOf = (event: EnrolmentEvent): { readonly event: string; readonly date: string } => {
  const match = event.startDateTime === null ? null : /^\d{4}-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(event.startDateTime)
  const date = match === null ? '' : `${match[2] ?? ''}/${match[1] ?? ''} ${match[3] ?? ''}:${match[4] ?? ''}`
  return { event: event.featureName, date }
}

/** §4/§8 the refusal of a seat that is taken in one of the chosen events: ENROLMENT_SEAT_TAKEN naming the event. */
export const seatTakenIn = (event: EnrolmentEvent): KartisError =>
  kartisError('ENROLMENT_SEAT_TAKEN', { presentationId: event.presentationId, ...eventLabelOf(event) })

/**
 * §4 a fixed seat must be free in every chosen event: the first event (in the given order) whose
 * status for the seat is not available is refused with seatTakenIn; right when free in all.
 */
export const checkFixedSeatFree = (events: readonly EnrolmentEvent[], statusIn: (presentationId: number) => SeatStatus): Result<void> => {
  const taken = events.find((event) => statusIn(event.presentationId) !== 'available')
  return taken === undefined ? E.right(undefined) : E.left(seatTakenIn(taken))
}

/** §9 the charge added once to an enrolment order: the season's fixed amount plus its percent of the rate's price. */
export const enrolmentServiceCharge = (rate: EnrolmentRate, charge: GlobalServiceCharge | null): Agorot =>
  charge === null ? ZERO : add(charge.amountPerOrder, percentOf(rate.price, charge.percentRatePerOrder))

/** §9 an enrolment's total: the rate's price, once for the whole season, plus the per-order service charge. */
export const enrolmentTotal = (rate: EnrolmentRate, charge: GlobalServiceCharge | null): Agorot =>
  add(rate.price, enrolmentServiceCharge(rate, charge))

/**
 * §1/§5 an enrolment order as the server accepts it: one enrolment line and nothing else.
 * SELECTION_REQUIRED when there is none, MAX_QUANTITY_EXCEEDED { max: 1 } for more,
 * UNABLE_TO_PROCESS_ORDER { kind: 'mixed' } with seats, products or other items beside it.
 */
export const theEnrolmentLine = (cart: Cart): Result<CartEnrolmentItem> => {
  const others = cart.seats.length + cart.products.length + cart.vouchers.length + cart.memberships.length + cart.donations.length
  if (others > 0) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'order-kind-not-sold', kind: 'mixed' }))
  const [line, ...more] = cart.enrolments
  if (line === undefined) return E.left(kartisError('SELECTION_REQUIRED'))
  return more.length > 0 ? E.left(kartisError('MAX_QUANTITY_EXCEEDED', { max: 1 })) : E.right(line)
}

/**
 * §3/§9 an enrolment line checked against the season (never the client's figures): its season,
 * its rate (rateOf), its events — the selections' presentations, one seat each (checkEventChoice)
 * — and its total as the server computes it: INVALID_AMOUNT { reason: 'price-changed' } when the
 * line's totalAmount is not the rate's price (a tampered or outdated price is never charged).
 */
export const checkEnrolmentLine = (
  season: EnrolmentSeason,
  line: CartEnrolmentItem,
): Result<{
  readonly rate: EnrolmentRate
  readonly events: readonly EnrolmentEvent[]
  readonly selections: readonly EnrolmentSelection[]
}> => {
  if (line.membershipId !== season.membershipId || line.seasonId !== season.seasonId)
    return E.left(kartisError('NOT_FOUND', { membershipId: line.membershipId, seasonId: line.seasonId }))
  const rate = rateOf(season, line.ticketId)
  if (E.isLeft(rate)) return rate
  if (line.totalAmount !== rate.right.price)
    return E.left(kartisError('INVALID_AMOUNT', { reason: 'price-changed', ticketId: line.ticketId }))
  const events = checkEventChoice(
    season,
    rate.right,
    line.selections.map((selection) => selection.presentationId),
  )
  if (E.isLeft(events)) return events
  const wrongPlace = line.selections.find((selection) => {
    const event = events.right.find((candidate) => candidate.presentationId === selection.presentationId)
    return event === undefined || event.venueId !== selection.venueId || event.seatplanId !== selection.seatplanId
  })
  if (wrongPlace !== undefined)
    return E.left(
      kartisError('SEAT_NOT_FOUND', {
        presentationId: wrongPlace.presentationId,
        sectionId: wrongPlace.sectionId,
        x: wrongPlace.x,
        y: wrongPlace.y,
      }),
    )
  return E.right({ rate: rate.right, events: events.right, selections: line.selections })
}

/**
 * §7 the events a lock-seat or unlock-seat acts in: request's presentationIds (a fixed seat's
 * chosen events, or the one event of a seat per event), each an event of the season and none
 * twice; BAD_REQUEST { reason } otherwise, and when presentationId is not among them.
 */
export const enrolmentSeatTargets = (
  season: EnrolmentSeason,
  presentationId: number,
  presentationIds: readonly number[],
): Result<readonly EnrolmentEvent[]> => {
  const targets = presentationIds.length === 0 ? [presentationId] : presentationIds
  if (!targets.includes(presentationId)) return E.left(kartisError('BAD_REQUEST', { reason: 'presentation-not-targeted', presentationId }))
  if (new Set(targets).size !== targets.length) return E.left(kartisError('BAD_REQUEST', { reason: 'event-chosen-twice' }))
  const events = targets.map((id) => season.events.find((event) => event.presentationId === id))
  const unknown = targets.find((_, index) => events[index] === undefined)
  if (unknown !== undefined) return E.left(kartisError('BAD_REQUEST', { reason: 'event-not-in-season', presentationId: unknown }))
  return E.right(events.flatMap((event) => (event === undefined ? [] : [event])))
}

/** §8 ALREADY_ENROLLED: who an enrolment was bought by — the customer's account (if logged in), mobile and ID number. */
export interface Enrollee {
  readonly customerId: number | null
  readonly mobileNumber: string
  readonly ssn: string
}

/**
 * §5/§8 ALREADY_ENROLLED: two enrolments are the same person's when they share the customer
 * account, the mobile number (compared normalised: 050-1234567 is +972501234567) or the ID
 * number (compared normalised: leading zeros do not count). An empty mobile or ID number matches nothing.
 */
export const isSameEnrollee = (a: Enrollee, b: Enrollee): boolean => {
  if (a.customerId !== null && a.customerId === b.customerId) return true
  const mobile = (e: Enrollee) => (e.mobileNumber.trim() === '' ? null : canonicalMobile(e.mobileNumber))
  const id = (e: Enrollee) => (e.ssn.trim() === '' ? null : O.getOrElse(() => e.ssn.trim())(normalizeIsraeliId(e.ssn)))
  const sameWhere = (of: (e: Enrollee) => string | null) => {
    const value = of(a)
    return value !== null && value === of(b)
  }
  return sameWhere(mobile) || sameWhere(id)
}

/**
 * §8 ALREADY_ENROLLED: an enrolment in the season is refused when one of the enrolments already
 * bought in it (and not cancelled) is the same person's (isSameEnrollee); right otherwise.
 */
export const checkNotEnrolled = (
  season: Pick<EnrolmentSeason, 'membershipId' | 'seasonId'>,
  buyer: Enrollee,
  enrolled: readonly Enrollee[],
): Result<void> =>
  enrolled.some((earlier) => isSameEnrollee(buyer, earlier))
    ? E.left(kartisError('ALREADY_ENROLLED', { membershipId: season.membershipId, seasonId: season.seasonId }))
    : E.right(undefined)
