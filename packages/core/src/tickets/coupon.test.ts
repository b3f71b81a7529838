import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ZERO } from '../money/money'
import type { Cart } from '../model/cart'
import { cartOf, cartSeat, hallGroup, shekels, ticketOf } from '../../test/cart-fixtures'
import {
  applyCoupon,
  isCoveredByCoupon,
  redemptionCount,
  releaseSeatFromCoupon,
  removeCoupon,
  removeCouponRedemption,
  unassignedSeatsFor,
} from './coupon'
import { chooseTicketQuantity } from './ticket-choice'

const hall = { presentationId: 100, ticketGroupId: 10 }
/** 'כרטיס זוגי': two seats for ₪100, one redemption left. */
const couple = ticketOf(50, { name: 'כרטיס זוגי', code: 'ZUG2', multiplyFactor: 2, balance: 1, price: shekels(100) })
/** A price code without balance, for one seat. */
const priceCode = ticketOf(51, { name: 'קוד הנחה', code: 'SALE10', price: shekels(54) })

const right = (result: E.Either<unknown, Cart>): Cart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** n seats of the hall group, each with the ₪60 'רגיל' ticket. */
const regularSeats = (n: number): Cart =>
  right(chooseTicketQuantity(cartOf({ seats: Array.from({ length: n }, (_, i) => cartSeat(i + 1)) }), 100, hallGroup, 1, n))

describe('§5 coupon messages', () => {
  it("'no tickets found to which the coupon can apply' when no seat of the group is in the cart", () => {
    const elsewhere = cartOf({ seats: [cartSeat(1, { ticketGroupId: 11 }), cartSeat(2, { presentationId: 200 })] })
    expect(applyCoupon(elsewhere, hall, couple)).toEqual(E.left({ code: 'COUPON_NO_APPLICABLE_TICKETS' }))
    expect(applyCoupon(cartOf(), hall, couple)).toEqual(E.left({ code: 'COUPON_NO_APPLICABLE_TICKETS' }))
  })

  it("'to redeem the coupon add another ticket' when exactly one seat is missing", () => {
    expect(applyCoupon(regularSeats(1), hall, couple)).toEqual(E.left({ code: 'COUPON_NEEDS_ONE_MORE_TICKET' }))
  })

  it("'add N more tickets' with the count missing", () => {
    const family = ticketOf(52, { code: 'FAMILY4', multiplyFactor: 4, balance: 1, price: shekels(180) })
    expect(applyCoupon(regularSeats(1), hall, family)).toEqual(E.left({ code: 'COUPON_NEEDS_MORE_TICKETS', params: { count: 3 } }))
  })

  it("'coupon code already used, try another' when redemptions reach the balance", () => {
    const twice = ticketOf(53, { code: 'TWICE', multiplyFactor: 1, balance: 2, price: shekels(30) })
    const once = right(applyCoupon(regularSeats(3), hall, twice))
    const again = right(applyCoupon(once, hall, twice))
    expect(redemptionCount(again, 'TWICE')).toBe(2)
    expect(applyCoupon(again, hall, twice)).toEqual(E.left({ code: 'COUPON_ALREADY_USED' }))
  })

  it("'coupon code already used, try another' when a coupon has no redemptions left at all", () => {
    expect(applyCoupon(regularSeats(2), hall, { ...couple, balance: 0 })).toEqual(E.left({ code: 'COUPON_ALREADY_USED' }))
  })

  it("'coupon code already used, try another' when every seat of the group is already covered", () => {
    const covered = right(applyCoupon(regularSeats(2), hall, couple))
    const other = ticketOf(54, { code: 'OTHER', multiplyFactor: 1, balance: 5 })
    expect(applyCoupon(covered, hall, other)).toEqual(E.left({ code: 'COUPON_ALREADY_USED' }))
  })

  it('a price code already entered cannot be entered twice', () => {
    const once = right(applyCoupon(regularSeats(2), hall, priceCode))
    expect(applyCoupon(once, hall, priceCode)).toEqual(E.left({ code: 'PRICE_CODE_ALREADY_ENTERED' }))
    expect(applyCoupon(once, hall, { ...priceCode, code: ' sale10 ' })).toEqual(E.left({ code: 'PRICE_CODE_ALREADY_ENTERED' }))
  })

  it('a coupon without a code cannot be applied (CODE_NOT_FOUND)', () => {
    expect(applyCoupon(regularSeats(1), hall, ticketOf(1))).toEqual(E.left({ code: 'CODE_NOT_FOUND' }))
  })
})

describe('§4 coupon application', () => {
  it('covers n seats in cart order: the first carries the price, the rest are sub-tickets at 0', () => {
    const before = regularSeats(3)
    const cart = right(applyCoupon(before, hall, couple))
    const [first, second, third] = cart.seats
    expect(first?.ticket).toMatchObject({ ticketId: 50, code: 'ZUG2', amount: shekels(100), serviceCharge: shekels(4) })
    expect(first?.ticket?.isMultiplyFactorSubTicket).toBe(false)
    expect(second?.ticket).toMatchObject({ ticketId: 50, code: 'ZUG2', amount: ZERO, serviceCharge: ZERO })
    expect(second?.ticket?.isMultiplyFactorSubTicket).toBe(true)
    expect(second?.isMultiplyFactorSubTicket).toBe(true)
    expect(third).toEqual(before.seats[2])
    expect(cart.couponRedemptions).toEqual([
      {
        code: 'ZUG2',
        presentationId: 100,
        ticketGroupId: 10,
        seats: [
          { seat: { presentationId: 100, sectionId: 1, x: 1, y: 1 }, prior: before.seats[0]?.ticket },
          { seat: { presentationId: 100, sectionId: 1, x: 2, y: 1 }, prior: before.seats[1]?.ticket },
        ],
      },
    ])
    expect(unassignedSeatsFor(cart, hall).map((seat) => seat.x)).toEqual([3])
    expect(isCoveredByCoupon(cart, cartSeat(2))).toBe(true)
  })

  it('covers seats that have no ticket yet too, recording null as their prior ticket', () => {
    const cart = right(applyCoupon(cartOf({ seats: [cartSeat(1), cartSeat(2)] }), hall, couple))
    expect(cart.couponRedemptions[0]?.seats.map((entry) => entry.prior)).toEqual([null, null])
  })

  it('a coupon with balance > 1 may be entered again while redemptions are left', () => {
    const pairs = { ...couple, balance: 2 }
    const once = right(applyCoupon(regularSeats(4), hall, pairs))
    const twice = right(applyCoupon(once, hall, pairs))
    expect(twice.seats.map((seat) => seat.ticket?.amount)).toEqual([shekels(100), ZERO, shekels(100), ZERO])
    expect(applyCoupon(twice, hall, pairs)).toEqual(E.left({ code: 'COUPON_ALREADY_USED' }))
  })

  it('applies a voucher ticket by its system voucher reference', () => {
    const voucherTicket = ticketOf(9, { systemVoucher: 'SV-777', price: ZERO, serviceCharge: ZERO, balance: 1 })
    const cart = right(applyCoupon(regularSeats(1), hall, voucherTicket))
    expect(cart.seats[0]?.ticket).toMatchObject({ ticketId: 9, systemVoucher: 'SV-777', amount: ZERO })
    expect(cart.couponRedemptions[0]?.code).toBe('SV-777')
    expect(applyCoupon(cart, hall, voucherTicket)).toEqual(E.left({ code: 'PRICE_CODE_ALREADY_ENTERED' }))
  })
})

describe('§4 coupon removal', () => {
  it('removing the coupon restores the cart exactly', () => {
    const before = regularSeats(3)
    const applied = right(applyCoupon(before, hall, couple))
    expect(right(removeCoupon(applied, 'ZUG2'))).toEqual(before)
    expect(right(removeCouponRedemption(applied, 0))).toEqual(before)
  })

  it('removing by code removes every redemption of that code only', () => {
    const pairs = { ...couple, balance: 2 }
    const single = ticketOf(55, { code: 'ONE', balance: 1, price: shekels(40) })
    const base = regularSeats(5)
    const applied = right(applyCoupon(right(applyCoupon(right(applyCoupon(base, hall, pairs)), hall, pairs)), hall, single))
    const removed = right(removeCoupon(applied, 'zug2'))
    expect(removed.couponRedemptions.map((redemption) => redemption.code)).toEqual(['ONE'])
    expect(removed.seats.map((seat) => seat.ticket?.ticketId)).toEqual([1, 1, 1, 1, 55])
  })

  it('removing a code or a redemption that is not there fails with COUPON_NOT_APPLIED', () => {
    expect(removeCoupon(regularSeats(1), 'ZUG2')).toEqual(E.left({ code: 'COUPON_NOT_APPLIED' }))
    expect(removeCouponRedemption(regularSeats(1), 0)).toEqual(E.left({ code: 'COUPON_NOT_APPLIED' }))
  })

  it('releasing a covered seat removes its whole redemption; an uncovered seat changes nothing', () => {
    const before = regularSeats(3)
    const applied = right(applyCoupon(before, hall, couple))
    expect(releaseSeatFromCoupon(applied, cartSeat(2))).toEqual(before)
    expect(releaseSeatFromCoupon(applied, cartSeat(3))).toBe(applied)
  })
})
