import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { kartisError, type Result } from '../errors/error-codes'
import { ZERO } from '../money/money'
import type { Cart, CartSeat, CouponRedemption } from '../model/cart'
import type { Ticket } from '../model/ticket'
import { cartSeatRef, sameCartSeat, type CartSeatRef } from './cart-seat-ref'
import { seatTicketFor, withSeatTicket } from './seat-ticket'

/**
 * §4/§5 coupons. A coupon is a ticket entered by code (a price code, or a system voucher's
 * reference for voucher tickets) with a multiplier n and a balance b of redemptions left.
 * One redemption covers n seats of its ticket group; the first covered seat carries the
 * coupon's price and service charge, the other n − 1 are sub-tickets at 0, because the
 * coupon's price is the price of the n tickets together.
 *
 * A seat is *unassigned* for a coupon when it is in the coupon's presentation and ticket
 * group and no coupon redemption covers it yet (whatever ticket it has now). Seats are
 * covered in cart order.
 */

/** Where a coupon is applied: the ticket group of one presentation it was looked up for. */
export interface CouponTarget {
  readonly presentationId: number
  readonly ticketGroupId: number
}

/** §5 the code a coupon is entered with: its price code, or its system voucher reference. */
export const couponCode = (coupon: Ticket): string | undefined => coupon.code ?? coupon.systemVoucher

/** §5 codes are compared without surrounding spaces and without case, as people type them. */
export const sameCode = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase()

/** §4 the coupon's multiplier n: seats one redemption covers (at least 1). */
export const multiplierOf = (coupon: Ticket): number =>
  Number.isSafeInteger(coupon.multiplyFactor) && coupon.multiplyFactor >= 1 ? coupon.multiplyFactor : 1

/** §5 redemptions the coupon allows (b); a price code without a balance may be redeemed once. */
export const redemptionBalanceOf = (coupon: Ticket): number => (coupon.balance === undefined ? 1 : Math.max(0, Math.floor(coupon.balance)))

/** §5 how many times the code is already redeemed in this cart (over every presentation). */
export const redemptionCount = (cart: Cart, code: string): number =>
  cart.couponRedemptions.filter((redemption) => sameCode(redemption.code, code)).length

/** §4 the index of the redemption covering a seat, or −1 when no coupon covers it. */
export const redemptionIndexCovering = (cart: Cart, seat: CartSeatRef): number =>
  cart.couponRedemptions.findIndex((redemption) => redemption.seats.some((covered) => sameCartSeat(covered.seat, seat)))

/** §4 whether a coupon covers the seat. */
export const isCoveredByCoupon = (cart: Cart, seat: CartSeatRef): boolean => redemptionIndexCovering(cart, seat) >= 0

const seatsOfTarget = (cart: Cart, target: CouponTarget): readonly CartSeat[] =>
  cart.seats.filter((seat) => seat.presentationId === target.presentationId && seat.ticketGroupId === target.ticketGroupId)

/** §4 the seats a coupon could still cover: in its presentation and group, not covered yet, in cart order. */
export const unassignedSeatsFor = (cart: Cart, target: CouponTarget): readonly CartSeat[] =>
  seatsOfTarget(cart, target).filter((seat) => !isCoveredByCoupon(cart, seat))

/**
 * §4/§5 applies one redemption of a coupon to the target's seats. Failures, in this order:
 * no seat of the group → COUPON_NO_APPLICABLE_TICKETS; the code's redemptions in the cart
 * reached b → PRICE_CODE_ALREADY_ENTERED for a single-use code already in the cart, else
 * COUPON_ALREADY_USED; every seat of the group already covered → COUPON_ALREADY_USED;
 * fewer than n unassigned seats → COUPON_NEEDS_ONE_MORE_TICKET or COUPON_NEEDS_MORE_TICKETS {count}.
 */
export const applyCoupon = (cart: Cart, target: CouponTarget, coupon: Ticket): Result<Cart> => {
  const code = couponCode(coupon)
  if (code === undefined) return E.left(kartisError('CODE_NOT_FOUND'))
  if (seatsOfTarget(cart, target).length === 0) return E.left(kartisError('COUPON_NO_APPLICABLE_TICKETS'))
  const balance = redemptionBalanceOf(coupon)
  const used = redemptionCount(cart, code)
  if (used >= balance) {
    return E.left(kartisError(used > 0 && balance <= 1 ? 'PRICE_CODE_ALREADY_ENTERED' : 'COUPON_ALREADY_USED'))
  }
  const unassigned = unassignedSeatsFor(cart, target)
  if (unassigned.length === 0) return E.left(kartisError('COUPON_ALREADY_USED'))
  const n = multiplierOf(coupon)
  const missing = n - unassigned.length
  if (missing === 1) return E.left(kartisError('COUPON_NEEDS_ONE_MORE_TICKET'))
  if (missing > 1) return E.left(kartisError('COUPON_NEEDS_MORE_TICKETS', { count: missing }))
  const covered = unassigned.slice(0, n)
  const redemption: CouponRedemption = {
    code,
    presentationId: target.presentationId,
    ticketGroupId: target.ticketGroupId,
    seats: covered.map((seat) => ({ seat: cartSeatRef(seat), prior: seat.ticket })),
  }
  const seats = cart.seats.map((seat) => {
    const position = covered.findIndex((chosen) => sameCartSeat(chosen, seat))
    if (position < 0) return seat
    const ticket = seatTicketFor(seat, target.ticketGroupId, coupon)
    return withSeatTicket(seat, position === 0 ? ticket : { ...ticket, amount: ZERO, serviceCharge: ZERO, isMultiplyFactorSubTicket: true })
  })
  return E.right({ ...cart, seats, couponRedemptions: [...cart.couponRedemptions, redemption] })
}

const restoreSeats = (seats: readonly CartSeat[], redemption: CouponRedemption): readonly CartSeat[] =>
  seats.map((seat) => {
    const covered = redemption.seats.find((entry) => sameCartSeat(entry.seat, seat))
    return covered === undefined ? seat : withSeatTicket(seat, covered.prior)
  })

/** §4 removes one redemption (by its index in the cart), giving every seat it covered its prior ticket back. */
export const removeCouponRedemption = (cart: Cart, index: number): Result<Cart> => {
  const redemption = cart.couponRedemptions[index]
  if (redemption === undefined) return E.left(kartisError('COUPON_NOT_APPLIED'))
  return E.right({
    ...cart,
    seats: restoreSeats(cart.seats, redemption),
    couponRedemptions: cart.couponRedemptions.filter((_, i) => i !== index),
  })
}

/** §4 removes every redemption of a code, restoring prior tickets; COUPON_NOT_APPLIED when the code is not in the cart. */
export const removeCoupon = (cart: Cart, code: string): Result<Cart> => {
  const removed = cart.couponRedemptions.filter((redemption) => sameCode(redemption.code, code))
  if (removed.length === 0) return E.left(kartisError('COUPON_NOT_APPLIED'))
  return E.right({
    ...cart,
    seats: removed.reduceRight(restoreSeats, cart.seats),
    couponRedemptions: cart.couponRedemptions.filter((redemption) => !sameCode(redemption.code, code)),
  })
}

/**
 * §4 frees a seat from its coupon before the seat changes (another ticket chosen, or the seat
 * leaves the cart): a redemption needs all its n seats, so the whole redemption is removed.
 */
export const releaseSeatFromCoupon = (cart: Cart, seat: CartSeatRef): Cart =>
  pipe(
    removeCouponRedemption(cart, redemptionIndexCovering(cart, seat)),
    E.getOrElse(() => cart),
  )
