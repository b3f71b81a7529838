import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ZERO } from '../money/money'
import { shekels } from '../../test/cart-fixtures'
import { cancellationQuote, type PaidOrder } from './cancellation-fee'

/** Two tickets at ₪64 and ₪0 (a coupon's sub-ticket), ₪140 paid in all with products. */
const order: PaidOrder = { paid: shekels(140), ticketAmounts: [shekels(64), ZERO] }

describe('§9 cancellation fee', () => {
  it('a fixed amount per order', () => {
    expect(cancellationQuote({ kind: 'fixed', basis: 'perOrder', amount: shekels(10) }, order)).toEqual(
      E.right({ fee: shekels(10), refund: shekels(130) }),
    )
  })

  it('a fixed amount per ticket, never more than each ticket was paid', () => {
    expect(cancellationQuote({ kind: 'fixed', basis: 'perTicket', amount: shekels(10) }, order)).toEqual(
      E.right({ fee: shekels(10), refund: shekels(130) }),
    )
    expect(
      cancellationQuote({ kind: 'fixed', basis: 'perTicket', amount: shekels(10) }, { ...order, ticketAmounts: [shekels(64), shekels(6)] }),
    ).toEqual(E.right({ fee: shekels(16), refund: shekels(124) }))
  })

  it('a percent per order, rounded to the agora', () => {
    expect(cancellationQuote({ kind: 'percent', basis: 'perOrder', percent: 7.5 }, order)).toEqual(
      E.right({ fee: shekels(10.5), refund: shekels(129.5) }),
    )
  })

  it('a percent per ticket', () => {
    expect(
      cancellationQuote({ kind: 'percent', basis: 'perTicket', percent: 10 }, { ...order, ticketAmounts: [shekels(64), shekels(45.55)] }),
    ).toEqual(E.right({ fee: shekels(6.4 + 4.56), refund: shekels(140 - 10.96) }))
  })

  it('is never more than what was paid', () => {
    expect(cancellationQuote({ kind: 'fixed', basis: 'perOrder', amount: shekels(500) }, order)).toEqual(
      E.right({ fee: shekels(140), refund: ZERO }),
    )
    expect(
      cancellationQuote(
        { kind: 'fixed', basis: 'perTicket', amount: shekels(100) },
        { paid: shekels(50), ticketAmounts: [shekels(64), shekels(64)] },
      ),
    ).toEqual(E.right({ fee: shekels(50), refund: ZERO }))
    expect(cancellationQuote({ kind: 'percent', basis: 'perOrder', percent: 100 }, order)).toEqual(
      E.right({ fee: shekels(140), refund: ZERO }),
    )
  })

  it('rejects a negative amount or a percent outside 0–100 with INVALID_AMOUNT', () => {
    expect(cancellationQuote({ kind: 'fixed', basis: 'perOrder', amount: shekels(-1) }, order)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
    expect(cancellationQuote({ kind: 'percent', basis: 'perTicket', percent: 101 }, order)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
    expect(cancellationQuote({ kind: 'percent', basis: 'perOrder', percent: Number.NaN }, order)).toEqual(
      E.left({ code: 'INVALID_AMOUNT' }),
    )
  })
})
