import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { ZERO, add, type Agorot } from '../money/money'
import type { Cart, CartModification, CartSeat, ModifiedTicket } from '../model/cart'
import { cartTotals } from '../pricing/cart-totals'
import { sameCartSeat, type CartSeatRef } from '../tickets/cart-seat-ref'

/**
 * §3/§4/§9 modifying a reservation already bought (/cart/{resId} opened by its owner): the cart
 * holds the reservation's seats with their tickets, the customer changes a ticket or a seat, and
 * pays the difference — total = seats + products − modified tickets.
 */

/** §3 a ticket of the reservation as it was paid: its price and its service charge, both credited. */
export interface PaidTicket extends CartSeatRef {
  readonly ticketId: number
  readonly amount: Agorot
  readonly serviceCharge: Agorot
}

/** §3/§9 what a paid ticket credits against the modified order: all it was paid, price and service charge. */
export const modifiedTicketOf = (ticket: Pick<PaidTicket, 'ticketId' | 'amount' | 'serviceCharge'>): ModifiedTicket => ({
  ticketId: ticket.ticketId,
  amount: add(ticket.amount, ticket.serviceCharge),
})

/**
 * §3/§9 a cart that modifies a reservation: its paid tickets credited, and no new order charge
 * (the reservation paid its handling fee once; changing a ticket does not charge it again).
 */
export const modifyingCart = (cart: Cart, modification: CartModification): Cart => ({
  ...cart,
  modify: modification,
  globalServiceCharge: null,
})

/** §4 how a modification's seats stand against the reservation's: kept as they were, new (a seat or a ticket), and let go. */
export interface ModificationChanges<P extends PaidTicket> {
  /** The reservation's tickets the cart keeps: the same seat with the same ticket. */
  readonly kept: readonly P[]
  /** Seats of the cart that are new, or whose ticket changed. */
  readonly added: readonly CartSeat[]
  /** The reservation's tickets the cart does not keep (a seat let go, or its ticket changed). */
  readonly released: readonly P[]
}

/** §4 the changes a modification makes to the reservation's paid tickets (see ModificationChanges). */
export const modificationChanges = <P extends PaidTicket>(paid: readonly P[], seats: readonly CartSeat[]): ModificationChanges<P> => {
  const keeps = (ticket: P): boolean => seats.some((seat) => sameCartSeat(seat, ticket) && seat.ticket?.ticketId === ticket.ticketId)
  return {
    kept: paid.filter(keeps),
    added: seats.filter((seat) => !paid.some((ticket) => sameCartSeat(seat, ticket) && seat.ticket?.ticketId === ticket.ticketId)),
    released: paid.filter((ticket) => !keeps(ticket)),
  }
}

/**
 * §9 what a modification costs: the cart's total, where total = seats + products − modified
 * tickets (cartTotals). A modification that changes nothing is refused (NOTHING_TO_MODIFY); one
 * worth less than what was paid would need a refund, which is not given online — the box office
 * refunds at the counter, as with a partial cancellation: BALANCE_IS_DUE { refund }.
 */
export const modificationDue = (cart: Cart, changes: Pick<ModificationChanges<PaidTicket>, 'added' | 'released'>): Result<Agorot> => {
  if (cart.modify === null) return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'not-a-modification' }))
  if (changes.added.length === 0 && changes.released.length === 0 && cart.products.length === 0)
    return E.left(kartisError('NOTHING_TO_MODIFY', { reservationIdentifier: cart.modify.resId }))
  const totals = cartTotals(cart)
  return totals.unusedCredit > ZERO
    ? E.left(kartisError('BALANCE_IS_DUE', { reservationIdentifier: cart.modify.resId, refund: totals.unusedCredit }))
    : E.right(totals.total)
}
