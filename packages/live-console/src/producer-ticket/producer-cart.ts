import {
  add,
  emptyCart,
  seatTicketFor,
  toCartSeat,
  withSeatTicket,
  ZERO,
  type Agorot,
  type Cart,
  type CartSeat,
  type Presentation,
  type Seat,
  type Ticket,
} from '@kartis/core'

/** §3 the ticket a producer's seat is sold at: its ticket group's regular price (policy 1), else the group's first. */
export const producerTicketOf = (presentation: Presentation, seat: Seat): Ticket | null => {
  const group = presentation.ticketGroups.find((g) => g.id === seat.ticketGroupId)
  return group?.tickets.find((ticket) => ticket.pricePolicyId === 1) ?? group?.tickets[0] ?? null
}

/** §3 a cart seat as the storefront makes it: the plan's seat with its ticket. */
const cartSeatOf = (presentation: Presentation, seat: Seat): CartSeat => {
  const bare = toCartSeat(seat, presentation.id)
  const ticket = producerTicketOf(presentation, seat)
  return ticket === null || seat.ticketGroupId === null ? bare : withSeatTicket(bare, seatTicketFor(bare, seat.ticketGroupId, ticket))
}

/** §7 the cart of producer seats (POST /payment/commit with the customer's name and mobile). */
export const producerCart = (presentation: Presentation, seats: readonly Seat[]): Cart => ({
  ...emptyCart('events'),
  selectedPresentationId: presentation.id,
  seats: seats.map((seat) => cartSeatOf(presentation, seat)),
})

/** What the chosen seats cost at their tickets (price and service charge), as the producer tells the customer. */
export const producerTotal = (presentation: Presentation, seats: readonly Seat[]): Agorot =>
  seats.reduce((total, seat) => {
    const ticket = producerTicketOf(presentation, seat)
    return ticket === null ? total : add(add(total, ticket.price), ticket.serviceCharge)
  }, ZERO)
