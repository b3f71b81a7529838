import type { CartSeat } from '../model/cart'
import type { SeatTicket } from '../model/seat-plan'
import type { Ticket } from '../model/ticket'

/**
 * §3 seat ticket: what a cart seat carries once `ticket` of ticket group `ticketGroupId` is
 * chosen for it. Price and service charge come from the ticket; the code, member number and
 * system voucher travel with it so the order says how the price was obtained.
 */
export const seatTicketFor = (seat: CartSeat, ticketGroupId: number, ticket: Ticket): SeatTicket => ({
  presentationId: seat.presentationId,
  ticketGroupId,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  ticketId: ticket.id,
  amount: ticket.price,
  serviceCharge: ticket.serviceCharge,
  pricePolicyId: ticket.pricePolicyId,
  allocationId: seat.allocationId,
  isMultiplyFactorSubTicket: false,
  ...(ticket.code === undefined ? {} : { code: ticket.code }),
  ...(ticket.memberNumber === undefined ? {} : { memberNumber: ticket.memberNumber }),
  ...(ticket.systemVoucher === undefined ? {} : { systemVoucher: ticket.systemVoucher }),
})

/**
 * §3 puts a ticket (or none) on a cart seat. The seat's isMultiplyFactorSubTicket flag is
 * derived from its ticket, so the two never disagree.
 */
export const withSeatTicket = (seat: CartSeat, ticket: SeatTicket | null): CartSeat => ({
  ...seat,
  ticket,
  isMultiplyFactorSubTicket: ticket?.isMultiplyFactorSubTicket ?? false,
})
