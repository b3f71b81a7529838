import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { ZERO, minMoney, nonNegative, percentOf, subtract, sum, type Agorot } from '../money/money'

/**
 * §9 cancellation fee: a fixed amount or a percent, charged once per order or once per
 * ticket. The fee is never more than what was paid (per ticket: never more than that
 * ticket's amount; in all: never more than the order's payment), so the refund is never negative.
 */

/** §9 how the fee is counted. */
export type CancellationFeeBasis = 'perOrder' | 'perTicket'

/** §9 a cancellation-fee rule: a fixed amount or a percent (7.5 for 7.5 %). */
export type CancellationFeeRule =
  | { readonly kind: 'fixed'; readonly basis: CancellationFeeBasis; readonly amount: Agorot }
  | { readonly kind: 'percent'; readonly basis: CancellationFeeBasis; readonly percent: number }

/** What the cancelled order was paid: in all, and per ticket. */
export interface PaidOrder {
  /** Everything paid for the order (tickets, service charges, products). */
  readonly paid: Agorot
  /** What each cancelled ticket was paid. */
  readonly ticketAmounts: readonly Agorot[]
}

/** §9 the outcome of a cancellation. */
export interface CancellationQuote {
  readonly fee: Agorot
  /** paid − fee. */
  readonly refund: Agorot
}

const feeOn = (rule: CancellationFeeRule, amount: Agorot): Agorot =>
  minMoney(nonNegative(amount), rule.kind === 'fixed' ? rule.amount : percentOf(nonNegative(amount), rule.percent))

/**
 * §9 the fee and the refund of a cancellation. Per order the rule applies to what was paid;
 * per ticket to each ticket's amount, each capped at that amount, then summed. INVALID_AMOUNT
 * for a negative fixed amount, or a percent outside 0–100.
 */
export const cancellationQuote = (rule: CancellationFeeRule, order: PaidOrder): Result<CancellationQuote> => {
  if (rule.kind === 'fixed' && rule.amount < ZERO) return E.left(kartisError('INVALID_AMOUNT'))
  const percentOutOfRange = rule.kind === 'percent' && !(rule.percent >= 0 && rule.percent <= 100)
  if (percentOutOfRange) return E.left(kartisError('INVALID_AMOUNT'))
  const paid = nonNegative(order.paid)
  const fee = minMoney(paid, rule.basis === 'perOrder' ? feeOn(rule, paid) : sum(order.ticketAmounts.map((amount) => feeOn(rule, amount))))
  return E.right({ fee, refund: subtract(paid, fee) })
}
