import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { ZERO, minMoney, nonNegative, subtract } from '../money/money'
import type { Cart, VoucherPayment } from '../model/cart'
import type { VoucherBalance } from '../model/voucher'
import { sameCode } from '../tickets/coupon'
import { endedBefore } from '../time/validity-window'
import { balanceDue, cartTotal } from './cart-totals'

/**
 * §4/§5 vouchers and gift cards paying part of an order. Each pays the lower of what is
 * still due and its balance, never a negative amount. Whenever the cart changes the payments
 * are re-balanced in the order they were added, so that earlier vouchers are used first and
 * together they never pay more than the total. A voucher that has nothing left to pay after
 * a change stays in the cart at 0 and pays again if the total grows.
 */

/** §5 voucher amounts recomputed in the order added: each pays min(its balance, what the earlier ones left). */
export const rebalanceVoucherPayments = (cart: Cart): Cart => {
  let remaining = cartTotal(cart)
  const voucherPayments = cart.voucherPayments.map((payment): VoucherPayment => {
    const amount = minMoney(nonNegative(payment.balance), remaining)
    remaining = subtract(remaining, amount)
    return amount === payment.amount ? payment : { ...payment, amount }
  })
  return { ...cart, voucherPayments }
}

/**
 * §4/§5 adds a validated voucher (GET /payment/voucher) as a payment. Failures, in order: the
 * code is already paying → VOUCHER_ALREADY_APPLIED; its expiry is past → VOUCHER_EXPIRED; its
 * balance is 0 → VOUCHER_WITHOUT_BALANCE; nothing is due → VOUCHER_NOTHING_DUE ('no balance
 * left to redeem the benefit'). It pays min(balance due, its balance).
 */
export const addVoucherPayment = (cart: Cart, voucher: VoucherBalance, now: number): Result<Cart> => {
  if (cart.voucherPayments.some((payment) => sameCode(payment.code, voucher.code))) {
    return E.left(kartisError('VOUCHER_ALREADY_APPLIED'))
  }
  if (voucher.expiresAt !== null && endedBefore(voucher.expiresAt, now)) return E.left(kartisError('VOUCHER_EXPIRED'))
  if (voucher.balance <= ZERO) return E.left(kartisError('VOUCHER_WITHOUT_BALANCE'))
  const balanced = rebalanceVoucherPayments(cart)
  const due = balanceDue(balanced)
  if (due <= ZERO) return E.left(kartisError('VOUCHER_NOTHING_DUE'))
  const payment: VoucherPayment = {
    code: voucher.code,
    id: voucher.id,
    balance: voucher.balance,
    amount: minMoney(due, voucher.balance),
    isGiftCard: voucher.isGiftCard,
  }
  return E.right({ ...balanced, voucherPayments: [...balanced.voucherPayments, payment] })
}

/** §4 removes a voucher payment (after the customer confirmed) and re-balances the rest; an absent code removes nothing. */
export const removeVoucherPayment = (cart: Cart, code: string): Cart =>
  rebalanceVoucherPayments({
    ...cart,
    voucherPayments: cart.voucherPayments.filter((payment) => !sameCode(payment.code, code)),
  })

/** §4 full cover: a card is needed only while something is due after the vouchers. */
export const requiresCardPayment = (cart: Cart): boolean => balanceDue(cart) > ZERO
