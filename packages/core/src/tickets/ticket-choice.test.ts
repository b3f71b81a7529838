import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../model/cart'
import { cartOf, cartSeat, hallGroup, shekels, ticketOf } from '../../test/cart-fixtures'
import { applyCoupon } from './coupon'
import {
  chooseTicketForSeat,
  chooseTicketQuantity,
  clearSeatTicket,
  everySeatHasTicket,
  seatsWithoutTicket,
  setSeatTicket,
  ticketQuantity,
} from './ticket-choice'

const seat1 = cartSeat(1)
const seat2 = cartSeat(2)
const seat3 = cartSeat(3)
const threeSeats = cartOf({ seats: [seat1, seat2, seat3] })

const right = (result: E.Either<unknown, Cart>): Cart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
  return result.right
}

describe('per-seat choice', () => {
  it('puts a ticket of the seat’s group on the seat, priced from the ticket', () => {
    const cart = right(chooseTicketForSeat(threeSeats, seat2, hallGroup, 2))
    expect(cart.seats[1]?.ticket).toEqual({
      presentationId: 100,
      ticketGroupId: 10,
      venueId: 7,
      seatplanId: 70,
      sectionId: 1,
      ticketId: 2,
      amount: shekels(45),
      serviceCharge: shekels(4),
      pricePolicyId: 1,
      allocationId: null,
      isMultiplyFactorSubTicket: false,
    })
    expect(cart.seats[0]?.ticket).toBeNull()
    expect(cart.seats[2]?.ticket).toBeNull()
  })

  it('accepts a voucher ticket of the group and keeps its system voucher on the seat ticket', () => {
    const cart = right(chooseTicketForSeat(threeSeats, seat1, hallGroup, 9))
    expect(cart.seats[0]?.ticket?.systemVoucher).toBe('SV-1')
  })

  it('rejects a ticket that is not in the group with TICKET_NOT_IN_EVENT', () => {
    expect(chooseTicketForSeat(threeSeats, seat1, hallGroup, 77)).toEqual(E.left({ code: 'TICKET_NOT_IN_EVENT' }))
  })

  it('rejects a ticket of another group with TICKET_NOT_IN_EVENT', () => {
    const balcony = cartOf({ seats: [cartSeat(1, { ticketGroupId: 11 })] })
    expect(chooseTicketForSeat(balcony, seat1, hallGroup, 1)).toEqual(E.left({ code: 'TICKET_NOT_IN_EVENT' }))
    expect(setSeatTicket(balcony, seat1, hallGroup, ticketOf(1))).toEqual(E.left({ code: 'TICKET_NOT_IN_EVENT' }))
  })

  it('rejects a seat that is not in the cart with SEAT_NOT_FOUND', () => {
    expect(chooseTicketForSeat(threeSeats, cartSeat(9), hallGroup, 1)).toEqual(E.left({ code: 'SEAT_NOT_FOUND' }))
    expect(clearSeatTicket(threeSeats, cartSeat(9))).toEqual(E.left({ code: 'SEAT_NOT_FOUND' }))
  })

  it('tells seats of another presentation at the same place apart', () => {
    const other = cartSeat(1, { presentationId: 200 })
    const cart = right(chooseTicketForSeat(cartOf({ seats: [seat1, other] }), other, hallGroup, 1))
    expect(cart.seats.map((seat) => seat.ticket?.ticketId ?? null)).toEqual([null, 1])
  })

  it('choosing another ticket for a seat under a coupon removes the coupon and restores its other seat', () => {
    const ticketed = right(chooseTicketQuantity(threeSeats, 100, hallGroup, 1, 3))
    const couple = ticketOf(50, { code: 'ZUG2', multiplyFactor: 2, price: shekels(100) })
    const withCoupon = right(applyCoupon(ticketed, { presentationId: 100, ticketGroupId: 10 }, couple))
    const changed = right(chooseTicketForSeat(withCoupon, seat2, hallGroup, 2))
    expect(changed.couponRedemptions).toEqual([])
    expect(changed.seats.map((seat) => seat.ticket?.ticketId)).toEqual([1, 2, 1])
    expect(changed.seats.map((seat) => seat.isMultiplyFactorSubTicket)).toEqual([false, false, false])
  })

  it('clears a seat’s ticket', () => {
    const cart = right(clearSeatTicket(right(chooseTicketForSeat(threeSeats, seat1, hallGroup, 1)), seat1))
    expect(cart).toEqual(threeSeats)
  })
})

describe('per-quantity choice', () => {
  it('spreads N of a ticket over the group’s seats without a ticket, in cart order', () => {
    const cart = right(chooseTicketQuantity(threeSeats, 100, hallGroup, 2, 2))
    expect(cart.seats.map((seat) => seat.ticket?.ticketId ?? null)).toEqual([2, 2, null])
    expect(ticketQuantity(cart, 100, hallGroup, 2)).toBe(2)
  })

  it('leaves seats that already have another ticket alone', () => {
    const student = right(chooseTicketForSeat(threeSeats, seat1, hallGroup, 2))
    const cart = right(chooseTicketQuantity(student, 100, hallGroup, 1, 2))
    expect(cart.seats.map((seat) => seat.ticket?.ticketId ?? null)).toEqual([2, 1, 1])
  })

  it('lowering the quantity releases the last seats carrying the ticket', () => {
    const three = right(chooseTicketQuantity(threeSeats, 100, hallGroup, 1, 3))
    const one = right(chooseTicketQuantity(three, 100, hallGroup, 1, 1))
    expect(one.seats.map((seat) => seat.ticket?.ticketId ?? null)).toEqual([1, null, null])
    expect(right(chooseTicketQuantity(one, 100, hallGroup, 1, 0))).toEqual(threeSeats)
  })

  it('fails with NOT_ENOUGH_SEATS when fewer seats are free than asked', () => {
    const student = right(chooseTicketForSeat(threeSeats, seat1, hallGroup, 2))
    expect(chooseTicketQuantity(student, 100, hallGroup, 1, 3)).toEqual(E.left({ code: 'NOT_ENOUGH_SEATS', params: { available: 2 } }))
  })

  it('counts only seats of that presentation and group', () => {
    const mixed = cartOf({ seats: [seat1, cartSeat(2, { ticketGroupId: 11 }), cartSeat(3, { presentationId: 200 })] })
    expect(chooseTicketQuantity(mixed, 100, hallGroup, 1, 2)).toEqual(E.left({ code: 'NOT_ENOUGH_SEATS', params: { available: 1 } }))
  })

  it('rejects a ticket not in the group and a quantity that is not a whole number ≥ 0', () => {
    expect(chooseTicketQuantity(threeSeats, 100, hallGroup, 77, 1)).toEqual(E.left({ code: 'TICKET_NOT_IN_EVENT' }))
    expect(chooseTicketQuantity(threeSeats, 100, hallGroup, 1, -1)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
    expect(chooseTicketQuantity(threeSeats, 100, hallGroup, 1, 1.5)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
  })
})

describe('every seat has a ticket', () => {
  it('is false while a seat has no ticket, true once all have one', () => {
    const two = right(chooseTicketQuantity(threeSeats, 100, hallGroup, 1, 2))
    expect(everySeatHasTicket(two)).toBe(false)
    expect(seatsWithoutTicket(two).map((seat) => seat.x)).toEqual([3])
    const all = right(chooseTicketForSeat(two, seat3, hallGroup, 2))
    expect(everySeatHasTicket(all)).toBe(true)
    expect(seatsWithoutTicket(all)).toEqual([])
  })

  it('is false for a cart without seats', () => {
    expect(everySeatHasTicket(cartOf())).toBe(false)
  })
})
