import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartSeat } from '../model/cart'
import type { SeatTicket } from '../model/seat-plan'
import type { Ticket, TicketGroup } from '../model/ticket'
import { sameCartSeat, type CartSeatRef } from './cart-seat-ref'
import { isCoveredByCoupon, releaseSeatFromCoupon } from './coupon'
import { seatTicketFor, withSeatTicket } from './seat-ticket'

/**
 * §3/§4 choosing tickets for the seats in the cart, per seat (a seat picks a ticket of its
 * ticket group) or per quantity (N of a ticket spread over the group's seats that have no
 * ticket yet). Seats a coupon covers belong to the coupon (tickets/coupon): choosing another
 * ticket for one of them first removes that coupon redemption.
 */

/** §3 the tickets a group offers: its price-policy tickets and its voucher tickets. */
export const ticketOfGroup = (group: TicketGroup, ticketId: number): Ticket | undefined =>
  group.tickets.find((ticket) => ticket.id === ticketId) ?? group.voucherTickets.find((ticket) => ticket.id === ticketId)

/** §3 the cart seat a reference names. */
export const findCartSeat = (cart: Cart, ref: CartSeatRef): CartSeat | undefined => cart.seats.find((seat) => sameCartSeat(seat, ref))

const replaceSeat = (cart: Cart, ref: CartSeatRef, ticket: SeatTicket | null): Cart => ({
  ...cart,
  seats: cart.seats.map((seat) => (sameCartSeat(seat, ref) ? withSeatTicket(seat, ticket) : seat)),
})

/**
 * §4 per-seat choice: puts `ticket` on a seat. SEAT_NOT_FOUND when the seat is not in the
 * cart; TICKET_NOT_IN_EVENT when the seat is not of `group` or the ticket is not one of the
 * group's tickets. The ticket's code, member number and system voucher go onto the seat ticket.
 */
export const setSeatTicket = (cart: Cart, ref: CartSeatRef, group: TicketGroup, ticket: Ticket): Result<Cart> => {
  const seat = findCartSeat(cart, ref)
  if (seat === undefined) return E.left(kartisError('SEAT_NOT_FOUND'))
  if (seat.ticketGroupId !== group.id || ticketOfGroup(group, ticket.id) === undefined) {
    return E.left(kartisError('TICKET_NOT_IN_EVENT'))
  }
  return E.right(replaceSeat(releaseSeatFromCoupon(cart, ref), ref, seatTicketFor(seat, group.id, ticket)))
}

/** §4 per-seat choice by ticket id from the group's tickets (see setSeatTicket for the failures). */
export const chooseTicketForSeat = (cart: Cart, ref: CartSeatRef, group: TicketGroup, ticketId: number): Result<Cart> => {
  const ticket = ticketOfGroup(group, ticketId)
  return ticket === undefined ? E.left(kartisError('TICKET_NOT_IN_EVENT')) : setSeatTicket(cart, ref, group, ticket)
}

/** §4 takes the ticket off a seat (and its coupon redemption, if a coupon covered it); SEAT_NOT_FOUND when absent. */
export const clearSeatTicket = (cart: Cart, ref: CartSeatRef): Result<Cart> =>
  findCartSeat(cart, ref) === undefined
    ? E.left(kartisError('SEAT_NOT_FOUND'))
    : E.right(replaceSeat(releaseSeatFromCoupon(cart, ref), ref, null))

/** A ticket chosen from the list, not one entered by code, member number or voucher (those have their own flows). */
const isPlainChoice = (ticket: SeatTicket, ticketId: number): boolean =>
  ticket.ticketId === ticketId && ticket.code === undefined && ticket.memberNumber === undefined && ticket.systemVoucher === undefined

/** The group's seats of one presentation that no coupon covers, in cart order. */
const choosableSeats = (cart: Cart, presentationId: number, group: TicketGroup): readonly CartSeat[] =>
  cart.seats.filter((seat) => seat.presentationId === presentationId && seat.ticketGroupId === group.id && !isCoveredByCoupon(cart, seat))

/** §4 per-quantity choice: how many seats of the group carry this ticket as a plain choice. */
export const ticketQuantity = (cart: Cart, presentationId: number, group: TicketGroup, ticketId: number): number =>
  choosableSeats(cart, presentationId, group).filter((seat) => seat.ticket !== null && isPlainChoice(seat.ticket, ticketId)).length

/**
 * §4 per-quantity choice: makes exactly `quantity` seats of the group carry the ticket. More
 * are taken from the group's seats without a ticket, in cart order; fewer are released from
 * the last seats carrying it. Seats with other tickets and seats under a coupon are left alone.
 * INVALID_AMOUNT for a quantity that is not a whole number ≥ 0; TICKET_NOT_IN_EVENT for a ticket
 * not in the group; NOT_ENOUGH_SEATS { available } when too few seats have no ticket.
 */
export const chooseTicketQuantity = (
  cart: Cart,
  presentationId: number,
  group: TicketGroup,
  ticketId: number,
  quantity: number,
): Result<Cart> => {
  if (!Number.isSafeInteger(quantity) || quantity < 0) return E.left(kartisError('INVALID_AMOUNT'))
  const ticket = ticketOfGroup(group, ticketId)
  if (ticket === undefined) return E.left(kartisError('TICKET_NOT_IN_EVENT'))
  const seats = choosableSeats(cart, presentationId, group)
  const carrying = seats.filter((seat) => seat.ticket !== null && isPlainChoice(seat.ticket, ticketId))
  if (quantity <= carrying.length) {
    const released = carrying.slice(quantity)
    return E.right(released.reduce((next: Cart, seat) => replaceSeat(next, seat, null), cart))
  }
  const free = seats.filter((seat) => seat.ticket === null)
  const needed = quantity - carrying.length
  if (free.length < needed) return E.left(kartisError('NOT_ENOUGH_SEATS', { available: free.length }))
  return E.right(free.slice(0, needed).reduce((next: Cart, seat) => replaceSeat(next, seat, seatTicketFor(seat, group.id, ticket)), cart))
}

/** §4 the seats still without a ticket. */
export const seatsWithoutTicket = (cart: Cart): readonly CartSeat[] => cart.seats.filter((seat) => seat.ticket === null)

/** §4 the order may continue past ticket choice: there are seats and every one has a ticket. */
export const everySeatHasTicket = (cart: Cart): boolean => cart.seats.length > 0 && cart.seats.every((seat) => seat.ticket !== null)
