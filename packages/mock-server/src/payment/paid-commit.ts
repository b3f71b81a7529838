import * as E from 'fp-ts/Either'
import { ZERO, rebalanceVoucherPayments, cartTotals, type Cart, type CommitResult, type Result } from '@kartis/core'
import { documentKeyOf } from '../edocuments/document-key'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import type { PaymentSession } from '../storage/payment-sessions'
import type { ReservationCustomer, ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import { checkCardPayment } from './card-payment-check'
import type { CommitDeps, CommitOrder } from './commit-order'
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
