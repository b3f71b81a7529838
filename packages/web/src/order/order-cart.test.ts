import { agorot, applyCoupon, emptyCart } from '@kartis/core'
import type { Cart, CartSeat, SeatTicket, Ticket } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { withSelectedSeats } from './order-cart'

const seat = (x: number): CartSeat => ({
  presentationId: 5,
  sectionId: 101,
  x,
  y: 2,
  venueId: 1,
  seatplanId: 11,
  groupId: 1,
  rowName: 'ב',
  seatName: String(x),
  sectionName: 'אולם 1',
  ticketGroupId: 1,
  allocationId: null,
  attributes: [],
  isMultiplyFactorSubTicket: false,
  ticket: null,
})

const regular = (x: number): SeatTicket => ({
  presentationId: 5,
  ticketGroupId: 1,
  venueId: 1,
  seatplanId: 11,
  sectionId: 101,
  ticketId: 101,
  amount: agorot(4500),
  serviceCharge: agorot(200),
  pricePolicyId: 1,
  allocationId: null,
  isMultiplyFactorSubTicket: x < 0,
})

const couple: Ticket = {
  id: 107,
  name: 'זוגי',
  price: agorot(3500),
  serviceCharge: agorot(200),
  pricePolicyId: 7,
  multiplyFactor: 2,
  quantity: 0,
  code: 'ZUG2',
  balance: 1,
}

describe('§4 the cart follows the seat selection', () => {
  it('adds new seats without a ticket and keeps the tickets of seats still selected, in selection order', () => {
    const cart: Cart = { ...emptyCart('events'), seats: [{ ...seat(1), ticket: regular(1) }] }
    expect(withSelectedSeats(cart, [seat(2), seat(1)]).seats.map((kept) => [kept.x, kept.ticket?.ticketId ?? null])).toEqual([
      [2, null],
      [1, 101],
    ])
  })

  it('a seat leaving the selection takes its coupon off the other seats, which get their prior tickets back', () => {
    const start: Cart = { ...emptyCart('events'), seats: [{ ...seat(1), ticket: regular(1) }, seat(2)] }
    const applied = applyCoupon(start, { presentationId: 5, ticketGroupId: 1 }, couple)
    if (applied._tag === 'Left') throw new Error(applied.left.code)
    const after = withSelectedSeats(applied.right, [seat(1)])
    expect(after.couponRedemptions).toEqual([])
    expect(after.seats.map((kept) => [kept.x, kept.ticket?.ticketId ?? null])).toEqual([[1, 101]])
  })
})
