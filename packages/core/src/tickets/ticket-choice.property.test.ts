import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CartSeat } from '../model/cart'
import { cartOf, cartSeat, hallGroup } from '../../test/cart-fixtures'
import { chooseTicketQuantity, ticketQuantity } from './ticket-choice'
import { seatTicketFor, withSeatTicket } from './seat-ticket'

/** Seats of the hall group with no ticket, 'רגיל' (1) or 'סטודנט' (2). */
const seatsArb: fc.Arbitrary<readonly CartSeat[]> = fc.array(fc.constantFrom(null, 1, 2), { maxLength: 10 }).map((choices) =>
  choices.map((ticketId, i) => {
    const seat = cartSeat(i + 1)
    const ticket = hallGroup.tickets.find((t) => t.id === ticketId)
    return ticket === undefined ? seat : withSeatTicket(seat, seatTicketFor(seat, 10, ticket))
  }),
)

describe('per-quantity choice properties', () => {
  it('gives exactly the quantity asked, touching only free seats or seats with that ticket', () => {
    fc.assert(
      fc.property(seatsArb, fc.constantFrom(1, 2), fc.nat(12), (seats, ticketId, quantity) => {
        const cart = cartOf({ seats })
        const result = chooseTicketQuantity(cart, 100, hallGroup, ticketId, quantity)
        const free = seats.filter((seat) => seat.ticket === null).length
        const carrying = ticketQuantity(cart, 100, hallGroup, ticketId)
        if (E.isLeft(result)) {
          expect(result.left).toEqual({ code: 'NOT_ENOUGH_SEATS', params: { available: free } })
          expect(quantity).toBeGreaterThan(carrying + free)
          return
        }
        expect(ticketQuantity(result.right, 100, hallGroup, ticketId)).toBe(quantity)
        result.right.seats.forEach((seat, i) => {
          const before = seats[i]
          const prior = before?.ticket ?? null
          if (prior !== null && prior.ticketId !== ticketId) expect(seat).toEqual(before)
        })
      }),
    )
  })
})
