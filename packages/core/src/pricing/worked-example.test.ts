import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { ZERO, formatMoney } from '../money/money'
import type { Cart } from '../model/cart'
import { cartOf, cartSeat, hallGroup, shekels, ticketOf } from '../../test/cart-fixtures'
import { applyCoupon } from '../tickets/coupon'
import { chooseTicketQuantity } from '../tickets/ticket-choice'
import { cartTotals } from './cart-totals'
import { cartInstalments } from './payments'
import { addVoucherPayment } from './voucher-payment'

/** The example of docs/pricing.md, step by step: if a number here changes, change the document too. */
describe('docs/pricing.md worked example', () => {
  const coupleTicket = ticketOf(50, {
    name: 'כרטיס זוגי',
    code: 'ZUG2',
    multiplyFactor: 2,
    balance: 1,
    price: shekels(100),
    serviceCharge: shekels(4),
  })
  const giftCard = { id: 8, code: 'GIFT-1000', balance: shekels(100), isGiftCard: true, expiresAt: null }

  const start = cartOf({
    seats: [cartSeat(1), cartSeat(2), cartSeat(3)],
    products: [{ id: 1, presentationId: 100, name: 'פופקורן', price: shekels(18.5), quantity: 2, isDeliveryRequired: false }],
    globalServiceCharge: { amountPerOrder: shekels(3), percentRatePerOrder: 2, name: 'דמי טיפול' },
    modify: { resId: 'R-2041', lastTransactionId: 'T-77', tickets: [{ ticketId: 1, amount: shekels(50) }] },
    numberOfPayments: 3,
  })

  const result = pipe(
    chooseTicketQuantity(start, 100, hallGroup, 1, 3),
    E.flatMap((cart) => applyCoupon(cart, { presentationId: 100, ticketGroupId: 10 }, coupleTicket)),
    E.flatMap((cart) => addVoucherPayment(cart, giftCard, 0)),
  )
  const cart: Cart = E.getOrElse(() => start)(result)

  it('every step succeeds', () => {
    expect(E.isRight(result)).toBe(true)
  })

  it('seat prices after the coupon: ₪100.00, ₪0.00 (sub-ticket), ₪60.00', () => {
    expect(cart.seats.map((seat) => seat.ticket?.amount)).toEqual([shekels(100), ZERO, shekels(60)])
  })

  it('walks from the list prices to the balance due', () => {
    const totals = cartTotals(cart)
    expect(totals.seats).toBe(shekels(160))
    expect(totals.products).toBe(shekels(37))
    expect(totals.itemsSubtotal).toBe(shekels(197))
    expect(totals.ticketServiceCharges).toBe(shekels(8))
    expect(totals.globalServiceCharge).toEqual({ name: 'דמי טיפול', amount: shekels(6.94) })
    expect(totals.modifiedTicketCredit).toBe(shekels(50))
    expect(totals.total).toBe(shekels(161.94))
    expect(totals.voucherPayments).toBe(shekels(100))
    expect(totals.balanceDue).toBe(shekels(61.94))
    expect(formatMoney(totals.balanceDue, 'en-US')).toBe('₪61.94')
  })

  it('three card payments of ₪20.65, ₪20.65 and ₪20.64', () => {
    expect(cartInstalments(cart)).toEqual([shekels(20.65), shekels(20.65), shekels(20.64)])
  })
})
