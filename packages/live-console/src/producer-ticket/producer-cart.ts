import {
  add,
  emptyCart,
  seatKeyId,
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

/** The ticket the producer chose for each seat, by the seat's key id (seats not in it get the default). */
export type TicketChoices = ReadonlyMap<string, number>

/**
 * §3 the tickets a producer may sell a seat at: its ticket group's priced tickets, without those
 * that need something of the buyer the producer cannot give here (a code, a member, a voucher,
 * a membership's balance or ticket references).
 */
export const producerTicketsOf = (presentation: Presentation, seat: Seat): readonly Ticket[] =>
  (presentation.ticketGroups.find((g) => g.id === seat.ticketGroupId)?.tickets ?? []).filter(
    (ticket) =>
      ticket.code === undefined &&
      ticket.memberNumber === undefined &&
      ticket.systemVoucher === undefined &&
      ticket.isMembershipTicket !== true &&
      ticket.ref1prompt === undefined &&
      ticket.ref2prompt === undefined,
  )

/** §3 the ticket a producer's seat is sold at: the one chosen for it, else the regular price (policy 1), else the first. */
export const producerTicketOf = (presentation: Presentation, seat: Seat, choices: TicketChoices): Ticket | null => {
  const tickets = producerTicketsOf(presentation, seat)
  const chosen = choices.get(seatKeyId(seat))
  return tickets.find((ticket) => ticket.id === chosen) ?? tickets.find((ticket) => ticket.pricePolicyId === 1) ?? tickets[0] ?? null
}

/** §3 a cart seat as the storefront makes it: the plan's seat with its ticket. */
const cartSeatOf = (presentation: Presentation, seat: Seat, choices: TicketChoices): CartSeat => {
  const bare = toCartSeat(seat, presentation.id)
  const ticket = producerTicketOf(presentation, seat, choices)
  return ticket === null || seat.ticketGroupId === null ? bare : withSeatTicket(bare, seatTicketFor(bare, seat.ticketGroupId, ticket))
}

/** §7 the cart of producer seats (POST /payment/commit with the customer's name and mobile). */
export const producerCart = (presentation: Presentation, seats: readonly Seat[], choices: TicketChoices): Cart => ({
  ...emptyCart('events'),
  selectedPresentationId: presentation.id,
  seats: seats.map((seat) => cartSeatOf(presentation, seat, choices)),
})

/** What the chosen seats cost at their tickets (price and service charge), as the producer tells the customer. */
export const producerTotal = (presentation: Presentation, seats: readonly Seat[], choices: TicketChoices): Agorot =>
  seats.reduce((total, seat) => {
    const ticket = producerTicketOf(presentation, seat, choices)
    return ticket === null ? total : add(add(total, ticket.price), ticket.serviceCharge)
  }, ZERO)
