import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartOf, cartSeat, ticketOf } from '../../test/cart-fixtures'
import { agorot, sum } from '../money/money'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { modificationChanges, modificationDue, modifiedTicketOf, modifyingCart, type PaidTicket } from './cart-modification'

const money = (max: number) => fc.integer({ min: 0, max }).map(agorot)
const priced = fc.record({ ticketId: fc.integer({ min: 1, max: 4 }), price: money(30_000), serviceCharge: money(1_000) })

/** A reservation of seats 1…n, and a cart that keeps some of them (at the same price) and adds others at new prices. */
const scenario = fc
  .record({
    paid: fc.array(priced, { minLength: 1, maxLength: 6 }),
    keep: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
    added: fc.array(priced, { maxLength: 4 }),
    globalCharge: money(2_000),
  })
  .map(({ paid, keep, added, globalCharge }) => {
    const reservation: PaidTicket[] = paid.map((ticket, i) => ({
      presentationId: 100,
      sectionId: 1,
      x: i + 1,
      y: 1,
      ticketId: ticket.ticketId,
      amount: ticket.price,
      serviceCharge: ticket.serviceCharge,
    }))
    const seatWith = (
      x: number,
      ticket: { ticketId: number; price: (typeof paid)[number]['price']; serviceCharge: (typeof paid)[number]['serviceCharge'] },
    ) => {
      const seat = cartSeat(x)
      return withSeatTicket(
        seat,
        seatTicketFor(seat, 10, ticketOf(ticket.ticketId, { price: ticket.price, serviceCharge: ticket.serviceCharge })),
      )
    }
    const keptSeats = paid.flatMap((ticket, i) => (keep[i] === true ? [seatWith(i + 1, ticket)] : []))
    const newSeats = added.map((ticket, i) => seatWith(100 + i, ticket))
    const cart = modifyingCart(
      {
        ...cartOf({ seats: [...keptSeats, ...newSeats] }),
        globalServiceCharge: { amountPerOrder: globalCharge, percentRatePerOrder: 0, name: '' },
      },
      { resId: 'KR-00000001', lastTransactionId: null, tickets: reservation.map(modifiedTicketOf) },
    )
    const paidTotal = sum(reservation.map((ticket) => ticket.amount + ticket.serviceCharge).map(agorot))
    const newTotal = sum([...keptSeats, ...newSeats].map((seat) => agorot((seat.ticket?.amount ?? 0) + (seat.ticket?.serviceCharge ?? 0))))
    return { reservation, cart, paidTotal, newTotal }
  })

describe('§9 modificationDue (property): total = seats + products − modified tickets', () => {
  it('is exactly the new seats’ price less all that was paid, never with a new handling fee; a negative one is BALANCE_IS_DUE for its size', () => {
    fc.assert(
      fc.property(scenario, ({ reservation, cart, paidTotal, newTotal }) => {
        const changes = modificationChanges(reservation, cart.seats)
        const due = modificationDue(cart, changes)
        if (changes.added.length === 0 && changes.released.length === 0) expect(E.isLeft(due) && due.left.code).toBe('NOTHING_TO_MODIFY')
        else if (newTotal >= paidTotal) expect(due).toEqual(E.right(newTotal - paidTotal))
        else
          expect(due).toEqual(
            E.left(expect.objectContaining({ code: 'BALANCE_IS_DUE', params: expect.objectContaining({ refund: paidTotal - newTotal }) })),
          )
      }),
    )
  })

  it('every paid ticket is either kept or released, and a kept one never counts as added', () => {
    fc.assert(
      fc.property(scenario, ({ reservation, cart }) => {
        const { kept, added, released } = modificationChanges(reservation, cart.seats)
        expect(kept.length + released.length).toBe(reservation.length)
        expect(added.length + kept.length).toBe(cart.seats.length)
      }),
    )
  })
})
