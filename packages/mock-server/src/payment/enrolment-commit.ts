import * as E from 'fp-ts/Either'
import { ZERO, cartTotals, checkNotEnrolled, kartisError, rebalanceVoucherPayments, type CommitResult, type Result } from '@kartis/core'
import { documentKeyOf } from '../edocuments/document-key'
import { publishSeats } from '../seats/seat-events'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import type { ReservationCustomer, ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import { checkCardPayment } from './card-payment-check'
import type { CommitDeps, CommitOrder } from './commit-order'
import { priceEnrolmentCart, type PricedEnrolmentOrder } from './enrolment-cart-pricing'
import { checkSeatsStillLocked } from './lock-check'
import { sendOrderConfirmation } from './order-notices'
import { revalidateVoucherPayments } from './voucher-payments'

/**
 * The enrolment commit's transaction: a replay of the same key returns the first reservation;
 * otherwise the buyer must not be enrolled in the season already (§8 ALREADY_ENROLLED: the same
 * account, mobile or ID number, checked under the season's lock), vouchers are re-validated and re-balanced, the card payment checked against the
 * server's total (rate + service charge), every seat checked to be still the visitor's lock (§4;
 * SEAT_NO_LONGER_AVAILABLE when somebody else has it, PAYMENT_EXPIRED { reason: 'lock-expired' }
 * when it ran out), and the reservation (its seats sold in each event, its enrolment recorded)
 * and the voucher debits written together.
 */
const commitInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: CommitOrder,
  priced: PricedEnrolmentOrder,
  customer: ReservationCustomer,
  idempotencyKey: string,
  session: Awaited<ReturnType<CommitDeps['paymentSessions']['get']>>,
): Promise<Result<{ readonly reservation: ReservationDetails; readonly isReplay: boolean }>> => {
  const replay = await tx.reservations.findByIdempotencyKey(order.uuid, idempotencyKey)
  if (replay !== null) return E.right({ reservation: replay, isReplay: true })
  const buyer = { customerId: order.customerId ?? null, mobileNumber: customer.mobileNumber, ssn: customer.ssn }
  const notEnrolled = checkNotEnrolled(priced.season, buyer, await tx.reservations.enrolleesOf(priced.season, buyer))
  if (E.isLeft(notEnrolled)) return notEnrolled
  const now = deps.clock.now()
  const vouchers = await revalidateVoucherPayments(tx.vouchers, order.cart.voucherPayments, now)
  if (E.isLeft(vouchers)) return vouchers
  const cart = rebalanceVoucherPayments({ ...priced.cart, voucherPayments: vouchers.right })
  const paid = checkCardPayment(session, order.uuid, cartTotals(cart).balanceDue, now, deps.config.paymentSessionTtlMs)
  if (E.isLeft(paid)) return paid
  const locked = await checkSeatsStillLocked(tx.seats, order.uuid, priced.seats)
  if (E.isLeft(locked)) return locked
  const created = await tx.reservations.create({
    uuid: order.uuid,
    idempotencyKey,
    presentationId: priced.seats[0]?.presentationId ?? null,
    isHold: false,
    customer,
    seats: priced.seats,
    products: [],
    orderServiceCharge: priced.serviceCharge,
    cancellationFee: null,
    paymentSessionId: paid.right,
    customerId: order.customerId ?? null,
    enrolment: {
      membershipId: priced.season.membershipId,
      seasonId: priced.season.seasonId,
      ticketId: priced.rate.ticketId,
      seasonName: priced.season.name,
      rateName: priced.rate.name,
      isFixedSeat: priced.isFixedSeat,
    },
  })
  if (E.isLeft(created)) return created
  const { reservation } = created.right
  if (created.right.isReplay) return E.right({ reservation, isReplay: true })
  for (const payment of cart.voucherPayments) {
    if (payment.amount <= ZERO) continue
    const debited = await tx.vouchers.debit(payment.code, payment.amount, reservation.reservationIdentifier)
    if (E.isLeft(debited)) return debited
  }
  return E.right({ reservation, isReplay: false })
}

/**
 * §1/§7 POST /payment/commit of an enrolment (cart kind 'enrolment', issue 14 §3): priced on the
 * server (enrolment-cart-pricing: the season's rate, the events within its bounds, the per-order
 * charge; the client's figures are never charged), paid by card (and vouchers) as an event order
 * is, and committed in one transaction: the seats become sold in each chosen event (published once
 * committed) and the reservation records its enrolment, so its e-document lists the season, the
 * rate, and each event with its seat. The buyer gets the SMS and e-mail of an order. A hold or
 * producer-seats enrolment is UNABLE_TO_PROCESS_ORDER. A retried commit answers the first reservation.
 */
export const commitEnrolmentOrder = async (
  deps: CommitDeps,
  order: CommitOrder,
  customer: ReservationCustomer,
): Promise<Result<CommitResult>> => {
  if (order.cart.isHold || order.producer !== undefined)
    return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'enrolment-order-is-paid' }))
  const priced = await priceEnrolmentCart(deps.catalog, order.cart, deps.clock.now())
  if (E.isLeft(priced)) return priced
  const paymentId = order.cart.paymentIdentifier
  const idempotencyKey = idempotencyKeyOf(paymentId === null ? { cart: order.cart } : { paymentId })
  const session = paymentId === null ? null : await deps.paymentSessions.get(paymentId)
  const committed = await deps.unitOfWork.transaction((tx) =>
    commitInTransaction(tx, deps, order, priced.right, customer, idempotencyKey, session),
  )
  if (E.isLeft(committed)) return committed
  const { reservation, isReplay } = committed.right
  const documentKey = documentKeyOf(reservation.reservationIdentifier, deps.config.documentKeySecret)
  if (!isReplay) {
    await publishSeats(deps.seatEvents, 'sold', priced.right.seats)
    await sendOrderConfirmation(
      deps.notices,
      customer,
      {
        reservationIdentifier: reservation.reservationIdentifier,
        featureName: `${priced.right.season.name} – ${priced.right.rate.name}`,
        startDateTime: null,
        siteUrl: deps.config.siteUrl,
        documentKey,
      },
      false,
    )
  }
  return E.right({
    reservationIdentifier: reservation.reservationIdentifier,
    ticketIdentifiers: reservation.ticketIdentifiers,
    documentKey,
  })
}
