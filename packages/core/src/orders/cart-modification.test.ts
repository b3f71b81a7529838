import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartOf, cartSeat, hallGroup, shekels } from '../../test/cart-fixtures'
import type { Cart, CartSeat } from '../model/cart'
import { cartTotals } from '../pricing/cart-totals'
import { chooseTicketForSeat } from '../tickets/ticket-choice'
import { modificationChanges, modificationDue, modifiedTicketOf, modifyingCart, type PaidTicket } from './cart-modification'

/** The reservation: seats 1 and 2 of the hall, each 'רגיל' (ticket 1, ₪60 + ₪4). */
const paid: readonly PaidTicket[] = [1, 2].map((x) => ({
  presentationId: 100,
  sectionId: 1,
  x,
  y: 1,
  ticketId: 1,
  amount: shekels(60),
  serviceCharge: shekels(4),
}))

const right = (result: E.Either<unknown, Cart>): Cart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** A cart of the hall's seats `xs`, each with ticket `ticketId` of the hall group, modifying the reservation. */
const modifying = (seats: readonly { readonly x: number; readonly ticketId: number }[], extra: Partial<Cart> = {}): Cart => {
  const cart = seats.reduce(
    (current, { x, ticketId }) => right(chooseTicketForSeat(current, cartSeat(x), hallGroup, ticketId)),
    cartOf({
      seats: seats.map(({ x }) => cartSeat(x)),
      globalServiceCharge: { amountPerOrder: shekels(5), percentRatePerOrder: 0, name: '' },
    }),
  )
  return modifyingCart({ ...cart, ...extra }, { resId: 'KR-00000001', lastTransactionId: 'T1', tickets: paid.map(modifiedTicketOf) })
}

const changesOf = (cart: Cart) => modificationChanges(paid, cart.seats)

describe('§3/§9 modifiedTicketOf and modifyingCart', () => {
  it('a paid ticket credits its price and its service charge', () => {
    expect(modifiedTicketOf({ ticketId: 1, amount: shekels(60), serviceCharge: shekels(4) })).toEqual({ ticketId: 1, amount: shekels(64) })
  })

  it('a modification carries the credit and no new handling fee', () => {
    const cart = modifying([{ x: 1, ticketId: 1 }])
    expect(cart.globalServiceCharge).toBeNull()
    expect(cartTotals(cart).modifiedTicketCredit).toBe(shekels(128))
  })
})

describe('§4 modificationChanges', () => {
  it('keeps the same seat with the same ticket; a changed ticket or a new seat is added; the rest is released', () => {
    const changes = changesOf(
      modifying([
        { x: 1, ticketId: 1 },
        { x: 2, ticketId: 2 },
        { x: 3, ticketId: 1 },
      ]),
    )
    expect(changes.kept.map((ticket) => ticket.x)).toEqual([1])
    expect(changes.added.map((seat: CartSeat) => [seat.x, seat.ticket?.ticketId])).toEqual([
      [2, 2],
      [3, 1],
    ])
    expect(changes.released.map((ticket) => ticket.x)).toEqual([2])
  })
})

describe('§9 modificationDue: total = seats + products − modified tickets', () => {
  it('a seat moved at the same price costs nothing more', () => {
    const cart = modifying([
      { x: 1, ticketId: 1 },
      { x: 5, ticketId: 1 },
    ])
    expect(modificationDue(cart, changesOf(cart))).toEqual(E.right(shekels(0)))
  })

  it('a dearer ticket, or a seat and an extra more, costs the difference', () => {
    const third = modifying([
      { x: 1, ticketId: 1 },
      { x: 2, ticketId: 1 },
      { x: 3, ticketId: 1 },
    ])
    expect(modificationDue(third, changesOf(third))).toEqual(E.right(shekels(64)))
    const popcorn = modifying(
      [
        { x: 1, ticketId: 1 },
        { x: 2, ticketId: 1 },
      ],
      {
        products: [{ id: 5, presentationId: 100, name: 'פופקורן', price: shekels(18), quantity: 1, isDeliveryRequired: false }],
      },
    )
    expect(modificationDue(popcorn, changesOf(popcorn))).toEqual(E.right(shekels(18)))
  })

  it('a cheaper order would need a refund: refused online with BALANCE_IS_DUE and the amount', () => {
    const student = modifying([
      { x: 1, ticketId: 1 },
      { x: 2, ticketId: 2 },
    ])
    expect(modificationDue(student, changesOf(student))).toEqual(
      E.left(expect.objectContaining({ code: 'BALANCE_IS_DUE', params: { reservationIdentifier: 'KR-00000001', refund: shekels(15) } })),
    )
    const fewer = modifying([{ x: 1, ticketId: 1 }])
    expect(modificationDue(fewer, changesOf(fewer))).toEqual(E.left(expect.objectContaining({ code: 'BALANCE_IS_DUE' })))
  })

  it('nothing changed is NOTHING_TO_MODIFY; a cart that modifies nothing is not a modification', () => {
    const same = modifying([
      { x: 1, ticketId: 1 },
      { x: 2, ticketId: 1 },
    ])
    expect(modificationDue(same, changesOf(same))).toEqual(E.left(expect.objectContaining({ code: 'NOTHING_TO_MODIFY' })))
    expect(modificationDue(cartOf(), { added: [cartSeat(1)], released: [] })).toEqual(
      E.left(expect.objectContaining({ code: 'UNABLE_TO_PROCESS_ORDER' })),
    )
  })
})
