import { describe, expect, it } from 'vitest'
import { ZERO } from '../money/money'
import { DEFAULT_SERVICE_CHARGE_NAME, type CartProduct, type VoucherPayment } from '../model/cart'
import { cartOf, cartSeat, shekels, ticketOf } from '../../test/cart-fixtures'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { balanceDue, cartTotal, cartTotals } from './cart-totals'

const ticketed = (x: number, price: number, serviceCharge: number) => {
  const seat = cartSeat(x)
  return withSeatTicket(seat, seatTicketFor(seat, 10, ticketOf(1, { price: shekels(price), serviceCharge: shekels(serviceCharge) })))
}

const popcorn: CartProduct = {
  id: 1,
  presentationId: 100,
  name: 'פופקורן',
  price: shekels(18.5),
  quantity: 2,
  isDeliveryRequired: false,
}

const giftCard = (code: string, amount: number): VoucherPayment => ({
  code,
  id: 1,
  balance: shekels(amount),
  amount: shekels(amount),
  isGiftCard: true,
})

describe('§9 cart totals', () => {
  it('adds seats, their service charges and products', () => {
    const totals = cartTotals(cartOf({ seats: [ticketed(1, 60, 4), ticketed(2, 45, 4), cartSeat(3)], products: [popcorn] }))
    expect(totals.seats).toBe(shekels(105))
    expect(totals.products).toBe(shekels(37))
    expect(totals.ticketServiceCharges).toBe(shekels(8))
    expect(totals.itemsSubtotal).toBe(shekels(142))
    expect(totals.globalServiceCharge).toBeNull()
    expect(totals.total).toBe(shekels(150))
    expect(totals.balanceDue).toBe(shekels(150))
  })

  it('adds the other order kinds’ items', () => {
    const totals = cartTotals(
      cartOf({
        vouchers: [{ systemVoucherId: 1, systemVoucherPriceId: 1, quantity: 3, price: shekels(100), date: null, redemptionData: null }],
        memberships: [{ membershipId: 1, membershipPriceId: 1, currencyId: 1, price: shekels(250), isTopup: false, seat: null }],
        enrolments: [
          { membershipId: 2, ticketId: 1, seasonId: 1, totalAmount: shekels(480), seat: null, ticketGroupId: 10, selections: [] },
        ],
        donations: [
          { donationId: 1, donationDetailId: 1, quantity: 2, customAmount: null, amount: shekels(36) },
          { donationId: 1, donationDetailId: 2, quantity: 1, customAmount: shekels(180), amount: ZERO },
        ],
      }),
    )
    expect(totals.vouchers).toBe(shekels(300))
    expect(totals.memberships).toBe(shekels(250))
    expect(totals.enrolments).toBe(shekels(480))
    expect(totals.donations).toBe(shekels(252))
    expect(totals.total).toBe(shekels(1282))
  })

  it('adds the global service charge: a fixed amount and a percent of the items, named דמי טיפול by default', () => {
    const cart = cartOf({
      seats: [ticketed(1, 60, 4)],
      products: [popcorn],
      globalServiceCharge: { amountPerOrder: shekels(3), percentRatePerOrder: 2, name: '' },
    })
    const totals = cartTotals(cart)
    // 2 % of ₪97.00 is ₪1.94; plus ₪3.00.
    expect(totals.globalServiceCharge).toEqual({ name: DEFAULT_SERVICE_CHARGE_NAME, amount: shekels(4.94) })
    expect(totals.globalServiceCharge?.name).toBe('דמי טיפול')
    expect(totals.total).toBe(shekels(97 + 4 + 4.94))
  })

  it('keeps a configured service-charge name, and charges nothing on an empty order', () => {
    const charge = { amountPerOrder: shekels(5), percentRatePerOrder: 0, name: 'עמלת הזמנה' }
    expect(cartTotals(cartOf({ seats: [ticketed(1, 60, 0)], globalServiceCharge: charge })).globalServiceCharge).toEqual({
      name: 'עמלת הזמנה',
      amount: shekels(5),
    })
    expect(cartTotals(cartOf({ globalServiceCharge: charge })).globalServiceCharge).toBeNull()
    expect(cartTotal(cartOf({ globalServiceCharge: charge }))).toBe(ZERO)
  })

  it('subtracts the modified reservation’s tickets', () => {
    const cart = cartOf({
      seats: [ticketed(1, 60, 4), ticketed(2, 60, 4)],
      modify: { resId: 'R-1', lastTransactionId: null, tickets: [{ ticketId: 1, amount: shekels(50) }] },
    })
    const totals = cartTotals(cart)
    expect(totals.modifiedTicketCredit).toBe(shekels(50))
    expect(totals.total).toBe(shekels(78))
    expect(totals.unusedCredit).toBe(ZERO)
  })

  it('never charges below 0 when the old tickets are worth more; the rest shows as unused credit', () => {
    const cart = cartOf({
      seats: [ticketed(1, 45, 4)],
      modify: {
        resId: 'R-1',
        lastTransactionId: 'T-9',
        tickets: [
          { ticketId: 1, amount: shekels(64) },
          { ticketId: 2, amount: shekels(64) },
        ],
      },
    })
    const totals = cartTotals(cart)
    expect(totals.total).toBe(ZERO)
    expect(totals.unusedCredit).toBe(shekels(79))
    expect(totals.balanceDue).toBe(ZERO)
  })

  it('balance due = total − voucher payments, never below 0', () => {
    const seats = [ticketed(1, 60, 4)]
    expect(balanceDue(cartOf({ seats, voucherPayments: [giftCard('G1', 20)] }))).toBe(shekels(44))
    expect(balanceDue(cartOf({ seats, voucherPayments: [giftCard('G1', 50), giftCard('G2', 50)] }))).toBe(ZERO)
    expect(cartTotals(cartOf({ seats, voucherPayments: [giftCard('G1', 20)] })).voucherPayments).toBe(shekels(20))
  })
})
