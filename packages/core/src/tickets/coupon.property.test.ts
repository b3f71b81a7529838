import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot } from '../money/money'
import type { Cart, CartSeat } from '../model/cart'
import type { Ticket } from '../model/ticket'
import { cartOf, cartSeat, ticketOf } from '../../test/cart-fixtures'
import { applyCoupon, removeCoupon, removeCouponRedemption, sameCode } from './coupon'
import { seatTicketFor, withSeatTicket } from './seat-ticket'

const targets = [
  { presentationId: 100, ticketGroupId: 10 },
  { presentationId: 100, ticketGroupId: 11 },
]

/** A seat of group 10 or 11, with no ticket or a plain ticket (flag consistent with its ticket). */
const seatArb = (x: number): fc.Arbitrary<CartSeat> =>
  fc
    .record({
      group: fc.constantFrom(10, 11),
      ticketId: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      price: fc.integer({ min: 0, max: 50_000 }),
      sub: fc.boolean(),
    })
    .map(({ group, ticketId, price, sub }) => {
      const seat = cartSeat(x, { ticketGroupId: group })
      if (ticketId === null) return seat
      const ticket = seatTicketFor(seat, group, ticketOf(ticketId, { price: agorot(price) }))
      return withSeatTicket(seat, { ...ticket, isMultiplyFactorSubTicket: sub })
    })

const seatsArb: fc.Arbitrary<readonly CartSeat[]> = fc
  .integer({ min: 0, max: 8 })
  .chain((count) => fc.tuple(...Array.from({ length: count }, (_, i) => seatArb(i + 1))))

const couponArb = (code: string): fc.Arbitrary<Ticket> =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 4 }),
      b: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      price: fc.integer({ min: 0, max: 30_000 }),
    })
    .map(({ n, b, price }) =>
      ticketOf(900 + code.length, {
        code,
        multiplyFactor: n,
        price: agorot(price),
        ...(b === undefined ? {} : { balance: b }),
      }),
    )

const codes = ['A1', 'BB2', 'CCC3']

/** A cart built by applying random coupons to random seats, so its existing redemptions are real. */
const cartArb: fc.Arbitrary<{ cart: Cart; coupons: readonly Ticket[] }> = fc
  .record({
    seats: seatsArb,
    coupons: fc.tuple(...codes.map(couponArb)),
    attempts: fc.array(fc.record({ coupon: fc.integer({ min: 0, max: 2 }), target: fc.integer({ min: 0, max: 1 }) }), {
      maxLength: 8,
    }),
  })
  .map(({ seats, coupons, attempts }) => {
    const cart = attempts.reduce((current: Cart, attempt) => {
      const coupon = coupons[attempt.coupon]
      const target = targets[attempt.target]
      if (coupon === undefined || target === undefined) return current
      return E.getOrElse(() => current)(applyCoupon(current, target, coupon))
    }, cartOf({ seats }))
    return { cart, coupons }
  })

const coveredSeats = (cart: Cart, code: string): number =>
  cart.couponRedemptions.filter((r) => sameCode(r.code, code)).reduce((count, r) => count + r.seats.length, 0)

describe('coupon properties', () => {
  it('never covers more than balance × multiplier seats per code, n seats per redemption, each seat once', () => {
    fc.assert(
      fc.property(cartArb, ({ cart, coupons }) => {
        for (const coupon of coupons) {
          const code = coupon.code ?? ''
          const n = coupon.multiplyFactor
          expect(coveredSeats(cart, code)).toBeLessThanOrEqual((coupon.balance ?? 1) * n)
          for (const redemption of cart.couponRedemptions.filter((r) => r.code === code)) {
            expect(redemption.seats.length).toBe(n)
          }
        }
        const keys = cart.couponRedemptions.flatMap((r) => r.seats.map((s) => `${s.seat.presentationId}/${s.seat.x}`))
        expect(new Set(keys).size).toBe(keys.length)
      }),
    )
  })

  it('apply then remove that redemption gives back a deeply equal cart', () => {
    fc.assert(
      fc.property(cartArb, couponArb('FRESH'), fc.constantFrom(...targets), ({ cart }, coupon, target) => {
        const applied = applyCoupon(cart, target, coupon)
        fc.pre(E.isRight(applied))
        if (E.isLeft(applied)) return
        expect(removeCouponRedemption(applied.right, applied.right.couponRedemptions.length - 1)).toEqual(E.right(cart))
        expect(removeCoupon(applied.right, 'FRESH')).toEqual(E.right(cart))
      }),
    )
  })

  it('removing every coupon code restores the seats exactly as they were before any coupon', () => {
    fc.assert(
      fc.property(seatsArb, fc.tuple(...codes.map(couponArb)), fc.array(fc.nat(5), { maxLength: 8 }), (seats, coupons, order) => {
        const before = cartOf({ seats })
        const applied = order.reduce((cart: Cart, i) => {
          const coupon = coupons[i % coupons.length]
          const target = targets[i % targets.length]
          return coupon === undefined || target === undefined ? cart : E.getOrElse(() => cart)(applyCoupon(cart, target, coupon))
        }, before)
        const removed = codes.reduce((cart: Cart, code) => E.getOrElse(() => cart)(removeCoupon(cart, code)), applied)
        expect(removed).toEqual(before)
      }),
    )
  })
})
