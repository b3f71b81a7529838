import * as E from 'fp-ts/Either'
import {
  ReservationState,
  ZERO,
  cancellationQuote,
  kartisError,
  type Agorot,
  type CancellationFeeRule,
  type CancellationQuote,
  type Result,
  type VenueSettingsRepository,
  customerAreaCancelSettingsOf,
} from '@kartis/core'
import { ownsReservation, type ReservationOwner } from '../customers/reservation-owner'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { publishSeats, type SeatEvents } from '../seats/seat-events'
import type { ReservationDetails, ReservationRepository } from '../storage/reservation-repository'
import type { PresentationSeatKey } from '../storage/seat-inventory'
import type { StorageTransaction, UnitOfWork } from '../storage/unit-of-work'
import { creditSmsText, newCreditCode } from './credit-code'
import type { OrderNotices } from './order-notices'
import type { PaymentConfig } from './payment-config'

/** What a cancellation needs. */
export interface CancelDeps {
  readonly reservations: ReservationRepository
  readonly unitOfWork: UnitOfWork
  readonly clock: { now(): number }
  readonly config: PaymentConfig
  /** §9 the credit's code is sent to the customer through the SMS port (a failure is logged: the cancel stands). */
  readonly notices: Pick<OrderNotices, 'sms' | 'log'>
  /** §9 a new credit's code; default newCreditCode (random). Tests force a collision with it. */
  readonly newCreditCode?: () => string
  /** Issue 11 where the seats freed are published once the cancellation has committed. */
  readonly seatEvents: SeatEvents
  /** Issue 15 §6 the venues, whose settings say whether customers may cancel online; absent: nowhere (§6 false by default). */
  readonly venues?: Pick<VenueSettingsRepository, 'ofBusiness'>
}

/** §7 POST /reservations/{id}/cancel as the server receives it. */
export interface CancelRequest {
  readonly uuid: string
  readonly reservationIdentifier: string
  /** Ticket identifiers to cancel: every one the reservation still holds (a whole cancellation). */
  readonly itemsToCancel: readonly string[]
  /** §8 refund as credit for a later purchase (the card cannot be refunded online). */
  readonly refundToTransactionCredit: boolean
  /** Issue 12 the customer logged in on the caller's session, if any: a customer-area cancel. */
  readonly customer?: ReservationOwner | null
  /** Issue 13 a staff user's producer cancel: the route has checked permission 268 and the reservation's business. */
  readonly byStaff?: boolean
}

/** §9 what a cancellation did. */
export interface CancelOutcome {
  readonly reservation: ReservationDetails
  readonly fee: Agorot
  readonly refund: Agorot
  /** The code of the transaction credit issued for the refund; null when nothing was refunded. */
  readonly creditCode: string | null
}

const NO_FEE: CancellationFeeRule = { kind: 'fixed', basis: 'perOrder', amount: ZERO }

/**
 * §9 the fee and refund of cancelling a whole reservation with the fee rule stored at sale
 * (none: no fee): per order on what it cost, per ticket on each seat's amount. An unpaid
 * (hold) reservation was paid nothing, so nothing is refunded.
 */
export const quoteOf = (reservation: ReservationDetails): Result<CancellationQuote> =>
  cancellationQuote(reservation.cancellationFee ?? NO_FEE, {
    paid: reservation.isUnpaid ? ZERO : reservation.total,
    ticketAmounts: reservation.tickets.filter((line) => line.kind === 'seat').map((line) => line.amount),
  })

/** §4 which lines are asked to be cancelled: every one the reservation holds, or a refusal. */
const checkItems = (reservation: ReservationDetails, items: readonly string[]): Result<void> => {
  const identifier = reservation.reservationIdentifier
  if (reservation.resStateId === ReservationState.cancelled || items.length === 0)
    return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: identifier }))
  const own = new Set(reservation.ticketIdentifiers)
  const foreign = items.find((item) => !own.has(item))
  if (foreign !== undefined) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: identifier, item: foreign }))
  const asked = new Set(items)
  if (reservation.ticketIdentifiers.some((ticket) => !asked.has(ticket)))
    return E.left(kartisError('CONTACT_PROVIDER', { reservationIdentifier: identifier, reason: 'partial-cancellation' }))
  return E.right(undefined)
}

/**
 * Issue 15 §6 whether the venue of the reservation's business lets customers cancel online (its
 * settings' orderRules.cancellation.allowed). Read before the cancel's transaction: the venues are
 * cached outside it, and a business never changes under a reservation.
 */
const customerAreaCancelAllowed = async (deps: CancelDeps, reservationIdentifier: string): Promise<boolean> => {
  if (deps.venues === undefined) return false
  const businessId = (await deps.reservations.get(reservationIdentifier))?.businessId ?? null
  return businessId !== null && customerAreaCancelSettingsOf(await deps.venues.ofBusiness(businessId)).customerAreaAllowEnableCancel
}

/** A committed cancellation and the seats it freed (the reservation's seats before it was cancelled). */
interface Cancelled {
  readonly outcome: CancelOutcome
  readonly freed: readonly PresentationSeatKey[]
}

/**
 * §6/issue 12 who may cancel: a logged-in customer its own reservations (bought logged in, or
 * with its proved mobile number) where the venue's business allows customer-area cancellation
 * (CANCEL_NOT_ALLOWED otherwise); without a login, the visitor who ordered (as before). Anyone
 * else, another customer included, finds nothing: RESERVATION_NOT_FOUND, as for an unknown one.
 */
const mayCancel = (
  customerAreaCancel: boolean,
  request: CancelRequest,
  reservation: ReservationDetails | null,
): Result<ReservationDetails> => {
  const notFound = E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: request.reservationIdentifier }))
  if (reservation === null) return notFound
  if (request.byStaff === true) return E.right(reservation)
  const customer = request.customer ?? null
  if (customer !== null && ownsReservation(customer, reservation))
    return customerAreaCancel
      ? E.right(reservation)
      : E.left(
          kartisError(
            'CANCEL_NOT_ALLOWED',
            { reservationIdentifier: reservation.reservationIdentifier },
            hebrewMessageOf('CANCEL_NOT_ALLOWED'),
          ),
        )
  return reservation.uuid === request.uuid ? E.right(reservation) : notFound
}

/** The cancellation itself, inside one transaction: the checks, the cancel and the credit. */
const cancelInTransaction = async (
  tx: StorageTransaction,
  deps: CancelDeps,
  request: CancelRequest,
  customerAreaCancel: boolean,
): Promise<Result<Cancelled>> => {
  const { reservationIdentifier } = request
  const allowed = mayCancel(customerAreaCancel, request, await tx.reservations.get(reservationIdentifier))
  if (E.isLeft(allowed)) return allowed
  const reservation = allowed.right
  // The credit and the cancel are recorded under the visitor who ordered, whoever cancels.
  const uuid = reservation.uuid
  const items = checkItems(reservation, request.itemsToCancel)
  if (E.isLeft(items)) return items
  const quote = quoteOf(reservation)
  if (E.isLeft(quote)) return quote
  const { fee, refund } = quote.right
  if (refund > ZERO && !request.refundToTransactionCredit) return E.left(kartisError('BALANCE_IS_DUE', { reservationIdentifier, refund }))
  const cancelled = await tx.reservations.cancel(reservationIdentifier, uuid)
  if (E.isLeft(cancelled)) return cancelled
  const freed = reservation.tickets.flatMap((line) => (line.kind === 'seat' && line.seat !== null ? [line.seat] : []))
  if (refund <= ZERO) return E.right({ outcome: { reservation: cancelled.right, fee, refund, creditCode: null }, freed })
  const creditCode = (deps.newCreditCode ?? newCreditCode)()
  const credit = await tx.vouchers.issue({
    code: creditCode,
    name: `זיכוי מביטול הזמנה ${reservationIdentifier}`,
    isGiftCard: false,
    balance: refund,
    expiresAt: deps.clock.now() + deps.config.creditValidityMs,
    owner: { uuid, reservationIdentifier },
  })
  if (E.isLeft(credit)) return credit
  return E.right({ outcome: { reservation: cancelled.right, fee, refund, creditCode }, freed })
}

/**
 * §4/§7/§9 cancels a reservation of the visitor: ResStateId 3 and its seats free at once. The
 * fee comes from the rule kept with the reservation (cancellationQuote); a refund left after the
 * fee cannot go back to the card online, so it is given as a transaction credit (a voucher
 * valid for creditValidityMs) when refundToTransactionCredit is set, and
 * otherwise the cancellation is refused with BALANCE_IS_DUE (contact the box office). The
 * credit's code is random (newCreditCode: the reservation number is public, the code is not),
 * the credit is recorded as the visitor's, and the code is told to whoever cancelled (the
 * outcome) and sent to the customer by SMS. The cancel and its credit are one transaction:
 * neither is ever stored without the other. The seats freed are published (issue 11) once it has
 * committed.
 * Who may cancel is mayCancel's rule (the ordering visitor, or the logged-in customer who owns it
 * where its venue allows: CANCEL_NOT_ALLOWED otherwise).
 * Failures: RESERVATION_NOT_FOUND (unknown, or another visitor's or customer's), NOTHING_TO_CANCEL (already
 * cancelled, no items, or items not of this reservation), CONTACT_PROVIDER (a partial
 * cancellation, which this box office does only at the counter), BALANCE_IS_DUE, and the
 * credit's own failure (ORDER_PROCESSING_ERROR when its code is taken), which undoes the cancel.
 */
export const cancelOrder = async (deps: CancelDeps, request: CancelRequest): Promise<Result<CancelOutcome>> => {
  const customerAreaCancel = await customerAreaCancelAllowed(deps, request.reservationIdentifier)
  const done = await deps.unitOfWork.transaction((tx) => cancelInTransaction(tx, deps, request, customerAreaCancel))
  if (E.isLeft(done)) return done
  await publishSeats(deps.seatEvents, 'free', done.right.freed)
  const { outcome } = done.right
  const { reservation, refund, creditCode } = outcome
  if (creditCode !== null && reservation.mobileNumber.trim() !== '') {
    const sent = await deps.notices.sms.send(
      reservation.mobileNumber,
      creditSmsText({ code: creditCode, reservationIdentifier: reservation.reservationIdentifier, amountShekels: refund / 100 }),
    )
    // The code was told to whoever cancelled, and the credit is in the customer area: the SMS is a courtesy.
    if (E.isLeft(sent)) deps.notices.log.warn({ code: sent.left.code }, 'cancellation: the credit code SMS was not sent')
  }
  return E.right(outcome)
}

/**
 * §6/§7 POST /reservations/{id}/producerCancel by a staff user the route has authorized (permission
 * 268, the reservation's business): the whole reservation, with the §9 fee rule stored at sale;
 * what is refunded becomes a transaction credit whose code goes to the customer by SMS (the card
 * cannot be refunded online).
 */
export const producerCancelOrder = async (deps: CancelDeps, reservation: ReservationDetails): Promise<Result<CancelOutcome>> =>
  cancelOrder(deps, {
    uuid: reservation.uuid,
    reservationIdentifier: reservation.reservationIdentifier,
    itemsToCancel: reservation.ticketIdentifiers,
    refundToTransactionCredit: true,
    byStaff: true,
  })
