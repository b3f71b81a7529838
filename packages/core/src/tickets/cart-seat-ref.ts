import type { CartSeat } from '../model/cart'

/**
 * §3 how a seat is found in the cart: presentation, section and coordinates (the shape
 * CouponRedemption records). The presentation is part of it because a cart may hold
 * seats of several presentations with the same coordinates.
 */
export type CartSeatRef = Pick<CartSeat, 'presentationId' | 'sectionId' | 'x' | 'y'>

/** §3 the reference of a cart seat. */
export const cartSeatRef = (seat: CartSeatRef): CartSeatRef => ({
  presentationId: seat.presentationId,
  sectionId: seat.sectionId,
  x: seat.x,
  y: seat.y,
})

/** §3 whether two references name the same cart seat. */
export const sameCartSeat = (a: CartSeatRef, b: CartSeatRef): boolean =>
  a.presentationId === b.presentationId && a.sectionId === b.sectionId && a.x === b.x && a.y === b.y
