import * as E from 'fp-ts/Either'
import { ZERO, rebalanceVoucherPayments, cartTotals, type Cart, type CommitResult, type Result } from '@kartis/core'
import { documentKeyOf } from '../edocuments/document-key'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import type { PaymentSession } from '../storage/payment-sessions'
import type {
  CreatedReservation,
  NewReservation,
  ReservationCustomer,
  ReservationDetails,
  ReservedSeat,
} from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import { checkCardPayment } from './card-payment-check'
import type { CommitDeps, CommitOrder } from './commit-order'
import { checkSeatsStillLocked } from './lock-check'
import { sendOrderConfirmation } from './order-notices'
import { revalidateVoucherPayments } from './voucher-payments'

/**
 * Issue 14 the steps every paid order kind's commit (vouchers and donations, memberships,
 * enrolments) shares around its own: the key a retry is known by and the card payment it names,
 * the payment checked inside the transaction, the voucher debits, and the answer with its
 * confirmation.
 */

/** What a commit is paid with: its idempotency key (the payment's id, else the cart) and the card payment session it names. */
export interface CommitPayment {
  readonly idempotencyKey: string
  readonly session: PaymentSession | null
}

/** §7 a commit's key (a retry with the same payment, or the same cart unpaid, answers the first reservation) and its card payment. */
export const commitPaymentOf = async (deps: Pick<CommitDeps, 'paymentSessions'>, order: CommitOrder): Promise<CommitPayment> => {
  const paymentId = order.cart.paymentIdentifier
  return {
    idempotencyKey: idempotencyKeyOf(paymentId === null ? { cart: order.cart } : { paymentId }),
    session: paymentId === null ? null : await deps.paymentSessions.get(paymentId),
  }
}

/** A priced cart as paid: its voucher payments re-balanced, and the card payment session that paid the rest (null: none was due). */
export interface PaidCart {
  readonly cart: Cart
  readonly paymentSessionId: string | null
}

/**
 * §7/§9 inside the commit's transaction: the cart's vouchers re-validated (and locked until it
 * ends) and re-balanced over the server's price, and the card payment checked to be the visitor's,
 * approved, unexpired and of exactly the balance due (checkCardPayment's refusals).
 */
export const checkPaid = async (
  tx: Pick<StorageTransaction, 'vouchers'>,
  deps: Pick<CommitDeps, 'clock' | 'config'>,
  order: CommitOrder,
  pricedCart: Cart,
  session: PaymentSession | null,
): Promise<Result<PaidCart>> => {
  const now = deps.clock.now()
  const vouchers = await revalidateVoucherPayments(tx.vouchers, order.cart.voucherPayments, now)
  if (E.isLeft(vouchers)) return vouchers
  const cart = rebalanceVoucherPayments({ ...pricedCart, voucherPayments: vouchers.right })
  const paid = checkCardPayment(session, order.uuid, cartTotals(cart).balanceDue, now, deps.config.paymentSessionTtlMs)
  return E.isLeft(paid) ? paid : E.right({ cart, paymentSessionId: paid.right })
}

/** §7 the paid cart's voucher payments debited to the reservation, in the same transaction (a refusal rolls it back). */
export const debitVoucherPayments = async (
  tx: Pick<StorageTransaction, 'vouchers'>,
  cart: Cart,
  reservationIdentifier: string,
): Promise<Result<void>> => {
  for (const payment of cart.voucherPayments) {
    if (payment.amount <= ZERO) continue
    const debited = await tx.vouchers.debit(payment.code, payment.amount, reservationIdentifier)
    if (E.isLeft(debited)) return debited
  }
  return E.right(undefined)
}

/**
 * §4/§7 a seated order of its own kind (a membership, an enrolment) inside its transaction, after
 * its own checks: paid (checkPaid), each seat still the visitor's lock (SEAT_NO_LONGER_AVAILABLE
 * when somebody else has it, PAYMENT_EXPIRED { reason: 'lock-expired' } when it ran out), then its
 * reservation written — the seats sold, no products, no cancellation fee, plus `extra` (its
 * service charge, its owner, what it buys) — and its voucher payments debited. A replay of the key
 * writes nothing.
 */
export const createPaidSeatedReservation = async (
  tx: StorageTransaction,
  deps: Pick<CommitDeps, 'clock' | 'config'>,
  order: CommitOrder,
  priced: { readonly cart: Cart; readonly seats: readonly ReservedSeat[] },
  customer: ReservationCustomer,
  { idempotencyKey, session }: CommitPayment,
  extra: Pick<NewReservation, 'orderServiceCharge' | 'customerId' | 'enrolment'>,
): Promise<Result<CreatedReservation>> => {
  const paid = await checkPaid(tx, deps, order, priced.cart, session)
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
    cancellationFee: null,
    paymentSessionId: paid.right.paymentSessionId,
    ...extra,
  })
  if (E.isLeft(created) || created.right.isReplay) return created
  const debited = await debitVoucherPayments(tx, paid.right.cart, created.right.reservation.reservationIdentifier)
  return E.isLeft(debited) ? debited : created
}

/** §7 the commit's answer: the reservation, its tickets and its e-document's signed key. */
export const commitResultOf = (deps: Pick<CommitDeps, 'config'>, reservation: ReservationDetails): CommitResult => ({
  reservationIdentifier: reservation.reservationIdentifier,
  ticketIdentifiers: reservation.ticketIdentifiers,
  documentKey: documentKeyOf(reservation.reservationIdentifier, deps.config.documentKeySecret),
})

/**
 * §7 a paid order without a presentation's date answered (commitResultOf), its buyer told by SMS
 * and e-mail what was bought (`featureName`) with the e-document's link — once: a replay sends nothing.
 */
export const confirmedOrder = async (
  deps: Pick<CommitDeps, 'config' | 'notices'>,
  customer: ReservationCustomer,
  committed: { readonly reservation: ReservationDetails; readonly isReplay: boolean },
  featureName: string,
): Promise<CommitResult> => {
  const answer = commitResultOf(deps, committed.reservation)
  if (!committed.isReplay)
    await sendOrderConfirmation(
      deps.notices,
      customer,
      {
        reservationIdentifier: answer.reservationIdentifier,
        featureName,
        startDateTime: null,
        siteUrl: deps.config.siteUrl,
        documentKey: answer.documentKey,
      },
      false,
    )
  return answer
}
