import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartOf, cartSeat, hallGroup, memberOf, shekels, ticketOf } from '../../test/cart-fixtures'
import type { Cart } from '../model/cart'
import {
  assignMemberTicket,
  checkMemberBalance,
  checkMemberSaleAllowed,
  checkMemberValid,
  isMemberAvailable,
  isMemberExpired,
  isMemberNotStarted,
  isSaleTicket,
  memberStatus,
  memberTicketCount,
} from './member-validity'

/** Epoch milliseconds of an ISO instant with Z or an offset. */
const at = (iso: string): number => Date.parse(iso)

const member = memberOf({ balance: 2, usedBalance: 3, startDate: '2025-01-01', endDate: '2025-12-31' })

describe('§3 member validity at a date', () => {
  it('is not started before the start date, available inside, expired after the end date', () => {
    expect(memberStatus(member, at('2024-12-31T12:00:00+02:00'))).toBe('notStarted')
    expect(memberStatus(member, at('2025-06-15T12:00:00+03:00'))).toBe('available')
    expect(memberStatus(member, at('2026-01-01T12:00:00+02:00'))).toBe('expired')
  })

  it('a date-only end date lasts until the end of that day in Jerusalem', () => {
    // 21:59 UTC on 31 Dec is 23:59 in Jerusalem (UTC+2 in winter): still valid.
    expect(isMemberAvailable(member, at('2025-12-31T21:59:00Z'))).toBe(true)
    // 22:00 UTC is midnight in Jerusalem: the first moment of 1 Jan, expired.
    expect(isMemberExpired(member, at('2025-12-31T22:00:00Z'))).toBe(true)
  })

  it('a date-only start date opens at midnight Jerusalem time', () => {
    expect(isMemberNotStarted(member, at('2024-12-31T21:59:59Z'))).toBe(true)
    expect(isMemberNotStarted(member, at('2024-12-31T22:00:00Z'))).toBe(false)
  })

  it('compares date-times with an offset as instants', () => {
    const timed = { startDate: '2025-06-01T10:00:00+03:00', endDate: '2025-06-01T12:00:00+03:00' }
    expect(memberStatus(timed, at('2025-06-01T06:59:59Z'))).toBe('notStarted')
    expect(memberStatus(timed, at('2025-06-01T07:00:00Z'))).toBe('available')
    expect(memberStatus(timed, at('2025-06-01T09:00:01Z'))).toBe('expired')
  })

  it('open dates limit nothing', () => {
    expect(isMemberAvailable({ startDate: null, endDate: null }, at('1990-01-01T00:00:00Z'))).toBe(true)
  })

  it('gives MEMBER_NOT_STARTED and MEMBER_EXPIRED, else the member', () => {
    expect(checkMemberValid(member, at('2024-06-01T00:00:00Z'))).toEqual(E.left({ code: 'MEMBER_NOT_STARTED' }))
    expect(checkMemberValid(member, at('2026-06-01T00:00:00Z'))).toEqual(E.left({ code: 'MEMBER_EXPIRED' }))
    expect(checkMemberValid(member, at('2025-06-01T00:00:00Z'))).toEqual(E.right(member))
  })
})

describe('§3 sale tickets for members', () => {
  const sale = ticketOf(3, { price: shekels(40), oldPrice: shekels(60) })

  it('a sale ticket is priced below its old price', () => {
    expect(isSaleTicket(sale)).toBe(true)
    expect(isSaleTicket(ticketOf(1))).toBe(false)
    expect(isSaleTicket(ticketOf(1, { oldPrice: shekels(60) }))).toBe(false)
  })

  it('MEMBER_SALE_NOT_ALLOWED unless the member may buy sale tickets', () => {
    expect(checkMemberSaleAllowed(member, sale)).toEqual(E.left({ code: 'MEMBER_SALE_NOT_ALLOWED' }))
    expect(checkMemberSaleAllowed({ ...member, allowMemberSaleTickets: true }, sale)).toEqual(E.right(sale))
    expect(checkMemberSaleAllowed(member, ticketOf(1))).toEqual(E.right(ticketOf(1)))
  })
})

describe('§5 a membership ticket requires enough balance', () => {
  const memberGroup = { ...hallGroup, tickets: [...hallGroup.tickets, ticketOf(4, { name: 'מנוי', isMembershipTicket: true })] }
  const membershipTicket = ticketOf(4, { name: 'מנוי', price: shekels(0), isMembershipTicket: true })
  const june = at('2025-06-01T12:00:00+03:00')
  const seats = cartOf({ seats: [cartSeat(1), cartSeat(2), cartSeat(3)] })

  const right = (result: E.Either<unknown, Cart>): Cart => {
    if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
    return result.right
  }

  it('puts the member number on the seat ticket', () => {
    const cart = right(assignMemberTicket(seats, cartSeat(1), memberGroup, membershipTicket, member, june))
    expect(cart.seats[0]?.ticket?.memberNumber).toBe('123456')
    expect(memberTicketCount(cart, '123456')).toBe(1)
  })

  it('allows as many membership tickets as the balance, then MEMBER_BALANCE_INSUFFICIENT', () => {
    const one = right(assignMemberTicket(seats, cartSeat(1), memberGroup, membershipTicket, member, june))
    const two = right(assignMemberTicket(one, cartSeat(2), memberGroup, membershipTicket, member, june))
    expect(assignMemberTicket(two, cartSeat(3), memberGroup, membershipTicket, member, june)).toEqual(
      E.left({ code: 'MEMBER_BALANCE_INSUFFICIENT', params: { balance: 2 } }),
    )
  })

  it('re-choosing the ticket of a seat that already uses the balance does not count it twice', () => {
    const one = right(assignMemberTicket(seats, cartSeat(1), memberGroup, membershipTicket, member, june))
    const two = right(assignMemberTicket(one, cartSeat(2), memberGroup, membershipTicket, member, june))
    expect(E.isRight(assignMemberTicket(two, cartSeat(2), memberGroup, membershipTicket, member, june))).toBe(true)
  })

  it('tickets that are not membership tickets do not draw on the balance', () => {
    expect(checkMemberBalance(seats, { ...member, balance: 0 }, ticketOf(1))).toEqual(E.right(ticketOf(1)))
    expect(checkMemberBalance(seats, { ...member, balance: 0 }, membershipTicket)).toEqual(
      E.left({ code: 'MEMBER_BALANCE_INSUFFICIENT', params: { balance: 0 } }),
    )
  })

  it('checks validity first, then the sale gate', () => {
    expect(assignMemberTicket(seats, cartSeat(1), memberGroup, membershipTicket, member, at('2026-02-01T00:00:00Z'))).toEqual(
      E.left({ code: 'MEMBER_EXPIRED' }),
    )
    const saleGroup = { ...hallGroup, tickets: [ticketOf(3, { price: shekels(40), oldPrice: shekels(60) })] }
    const sale = ticketOf(3, { price: shekels(40), oldPrice: shekels(60) })
    expect(assignMemberTicket(seats, cartSeat(1), saleGroup, sale, member, june)).toEqual(E.left({ code: 'MEMBER_SALE_NOT_ALLOWED' }))
  })

  it('still refuses a ticket of another group', () => {
    expect(assignMemberTicket(seats, cartSeat(1), hallGroup, ticketOf(77), member, june)).toEqual(E.left({ code: 'TICKET_NOT_IN_EVENT' }))
  })
})
