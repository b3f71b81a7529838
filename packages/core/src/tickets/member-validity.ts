import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart } from '../model/cart'
import type { Member } from '../model/member'
import type { Ticket, TicketGroup } from '../model/ticket'
import { sameCartSeat, type CartSeatRef } from './cart-seat-ref'
import { setSeatTicket } from './ticket-choice'
import { endedBefore, startsAfter } from '../time/validity-window'

/**
 * §3/§5 members: whether a member may be used at `now`, whether they may buy sale-priced
 * tickets, and whether their balance covers the membership tickets in the cart. `now` is
 * epoch milliseconds from the Clock port; dates follow time/validity-window.
 */

/** §3 a member's state at an instant; not started wins when both dates are out of range. */
export type MemberStatus = 'notStarted' | 'expired' | 'available'

type MemberDates = Pick<Member, 'startDate' | 'endDate'>

/** §3 member state at `now`: not started (start date after now), expired (end date before now), else available. */
export const memberStatus = (member: MemberDates, now: number): MemberStatus => {
  if (member.startDate !== null && startsAfter(member.startDate, now)) return 'notStarted'
  if (member.endDate !== null && endedBefore(member.endDate, now)) return 'expired'
  return 'available'
}

/** §3 isNotStarted: the member's start date is still ahead. */
export const isMemberNotStarted = (member: MemberDates, now: number): boolean => memberStatus(member, now) === 'notStarted'

/** §3 isExpired: the member's end date has passed. */
export const isMemberExpired = (member: MemberDates, now: number): boolean => memberStatus(member, now) === 'expired'

/** §3 isAvailable: the member may be used now. */
export const isMemberAvailable = (member: MemberDates, now: number): boolean => memberStatus(member, now) === 'available'

/** §5/§8 a member may be used at `now`: MEMBER_NOT_STARTED or MEMBER_EXPIRED otherwise. */
export const checkMemberValid = (member: Member, now: number): Result<Member> => {
  switch (memberStatus(member, now)) {
    case 'notStarted':
      return E.left(kartisError('MEMBER_NOT_STARTED'))
    case 'expired':
      return E.left(kartisError('MEMBER_EXPIRED'))
    case 'available':
      return E.right(member)
  }
}

/** §3 a sale ticket: its price is below the price it had before (oldPrice). */
export const isSaleTicket = (ticket: Ticket): boolean => ticket.oldPrice !== undefined && ticket.price < ticket.oldPrice

/** §3 allowMemberSaleTickets: MEMBER_SALE_NOT_ALLOWED when the member may not buy a sale ticket. */
export const checkMemberSaleAllowed = (member: Member, ticket: Ticket): Result<Ticket> =>
  isSaleTicket(ticket) && !member.allowMemberSaleTickets ? E.left(kartisError('MEMBER_SALE_NOT_ALLOWED')) : E.right(ticket)

/** §5 seats in the cart whose ticket carries the member's number, leaving out `except` (the seat being re-chosen). */
export const memberTicketCount = (cart: Cart, memberNumber: string, except?: CartSeatRef): number =>
  cart.seats.filter((seat) => seat.ticket?.memberNumber === memberNumber && (except === undefined || !sameCartSeat(seat, except))).length

/**
 * §5 "a membership ticket requires enough balance": with this ticket, the membership tickets
 * of the member in the cart may not exceed the member's balance → MEMBER_BALANCE_INSUFFICIENT
 * { balance }. Tickets that are not membership tickets do not draw on the balance.
 */
export const checkMemberBalance = (cart: Cart, member: Member, ticket: Ticket, seat?: CartSeatRef): Result<Ticket> =>
  ticket.isMembershipTicket === true && memberTicketCount(cart, member.memberNumber, seat) + 1 > member.balance
    ? E.left(kartisError('MEMBER_BALANCE_INSUFFICIENT', { balance: member.balance }))
    : E.right(ticket)

/**
 * §3/§5 puts a member's ticket on a seat, the member number on the seat ticket. Checks, in
 * order: the member is valid now, may buy the ticket if it is on sale, has balance for it;
 * then the seat and group checks of setSeatTicket.
 */
export const assignMemberTicket = (
  cart: Cart,
  seat: CartSeatRef,
  group: TicketGroup,
  ticket: Ticket,
  member: Member,
  now: number,
): Result<Cart> =>
  pipe(
    checkMemberValid(member, now),
    E.flatMap(() => checkMemberSaleAllowed(member, ticket)),
    E.flatMap(() => checkMemberBalance(cart, member, ticket, seat)),
    E.flatMap(() => setSeatTicket(cart, seat, group, { ...ticket, memberNumber: member.memberNumber })),
  )
