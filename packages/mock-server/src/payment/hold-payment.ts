import * as E from 'fp-ts/Either'
import { HOLD_DEADLINE_MINUTES, ReservationState, isHoldStillPossible, kartisError, type Cart, type Result } from '@kartis/core'
import { ownsReservation, type ReservationOwner } from '../customers/reservation-owner'
import type { PaymentSession, PaymentSessionRepository } from '../storage/payment-sessions'
import type { ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction, UnitOfWork } from '../storage/unit-of-work'
import { checkCardPayment } from './card-payment-check'
import type { PaymentConfig } from './payment-config'

/** What a hold payment needs. */
export interface HoldPaymentDeps {
  readonly unitOfWork: UnitOfWork
  readonly paymentSessions: PaymentSessionRepository
  readonly clock: { now(): number }
  readonly config: PaymentConfig
}

/** §7 POST /payment/{resId}/payment as the server receives it. */
export interface HoldPaymentRequest {
  readonly uuid: string
  readonly reservationIdentifier: string
  /** The cart of the payment: its paymentIdentifier names the hosted-page session that paid. */
  readonly cart: Cart
  /** Issue 12 the customer logged in on the payer's session (null: none): it pays its own holds from the customer area. */
  readonly customer: ReservationOwner | null
}

/**
 * §4/issue 12 who may pay a hold: the visitor who ordered it, or the customer it belongs to
 * (ownsReservation: bought logged in, or with the customer's proved mobile number) from any
 * browser. Anyone else, another customer included, finds nothing.
 */
const mayPay = (request: HoldPaymentRequest, reservation: ReservationDetails): boolean =>
  reservation.uuid === request.uuid || (request.customer !== null && ownsReservation(request.customer, reservation))

/** Whether the reservation is paid by that payment: what a retry of the payment finds. */
const isPaidWith = (reservation: ReservationDetails | null, paymentId: string | null): boolean =>
  reservation !== null &&
  reservation.resStateId === ReservationState.paid &&
  paymentId !== null &&
  reservation.paymentSessionId === paymentId

const payInTransaction = async (
  tx: StorageTransaction,
  deps: HoldPaymentDeps,
  request: HoldPaymentRequest,
  session: PaymentSession | null,
): Promise<Result<string>> => {
  const { reservationIdentifier, uuid } = request
  const reservation = await tx.reservations.get(reservationIdentifier)
  if (reservation === null || !mayPay(request, reservation)) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
  // A retry with the payment that already paid it answers the same reservation again.
  const paymentId = request.cart.paymentIdentifier
  if (isPaidWith(reservation, paymentId)) return E.right(reservationIdentifier)
  if (!reservation.isUnpaid) return E.left(kartisError('PAYMENT_ERROR', { reason: 'not-unpaid', reservationIdentifier }))
  const now = deps.clock.now()
  if (!isHoldStillPossible(reservation.startDateTime, now))
    return E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE', { reservationIdentifier, minutes: HOLD_DEADLINE_MINUTES }))
  const paid = checkCardPayment(session, uuid, reservation.total, now, deps.config.paymentSessionTtlMs)
  if (E.isLeft(paid)) return paid
  // The payment is the payer's (its session is checked against the payer's uuid); the hold stays under the visitor who ordered it.
  const marked = await tx.reservations.markPaid(reservationIdentifier, reservation.uuid, paid.right)
  if (E.isRight(marked)) return E.right(reservationIdentifier)
  // PostgreSQL (READ COMMITTED): a retry racing the first payment, in any process, read the hold
  // unpaid above and finds it paid only when marking it; read again, so the retry is answered.
  if (marked.left.params?.['reason'] === 'not-unpaid' && isPaidWith(await tx.reservations.get(reservationIdentifier), paymentId))
    return E.right(reservationIdentifier)
  return marked
}

/**
 * §4/§7/§9 POST /payment/{resId}/payment: pays a hold (unpaid) reservation — the visitor's own, or
 * the logged-in customer's from the customer area on any device — with an
 * approved hosted-page payment (the cart's paymentIdentifier) of exactly what the reservation
 * costs as stored, up to the hold deadline (30 minutes before the event), and marks it paid in
 * one transaction. A retry with the same payment answers the same reservation. Failures:
 * RESERVATION_NOT_FOUND (unknown, or another visitor's or customer's), PAYMENT_ERROR { reason: 'not-unpaid' }
 * (paid or cancelled already), TOO_CLOSE_TO_PRSNT_DATE, and the card checks of the commit:
 * PAYMENT_ERROR (payment-not-found, payment-pending, amount-mismatch, payment-already-used),
 * PAYMENT_EXPIRED, CARD_PROVIDER_ERROR.
 */
export const payHoldReservation = async (deps: HoldPaymentDeps, request: HoldPaymentRequest): Promise<Result<string>> => {
  const paymentId = request.cart.paymentIdentifier
  // Read before the transaction: the session repository has its own door to the database.
  const session = paymentId === null ? null : await deps.paymentSessions.get(paymentId)
  return deps.unitOfWork.transaction((tx) => payInTransaction(tx, deps, request, session))
}
