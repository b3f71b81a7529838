import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ZERO, agorot } from '../money/money'
import { cartOf, cartSeat, shekels, ticketOf } from '../../test/cart-fixtures'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { DEFAULT_NUMBER_OF_PAYMENTS, cartInstalments, chooseNumberOfPayments, instalments, numberOfPaymentsOptions } from './payments'

describe('§9 number of payments', () => {
  it('defaults to 1', () => {
    expect(DEFAULT_NUMBER_OF_PAYMENTS).toBe(1)
    expect(cartOf().numberOfPayments).toBe(DEFAULT_NUMBER_OF_PAYMENTS)
  })

  it('offers every whole number in the configured range, or just 1', () => {
    expect(numberOfPaymentsOptions({ min: 1, max: 6 })).toEqual([1, 2, 3, 4, 5, 6])
    expect(numberOfPaymentsOptions({ min: 3, max: 1 })).toEqual([1])
    expect(numberOfPaymentsOptions({ min: 0, max: 2 })).toEqual([1, 2])
  })

  it('accepts a number in range and rejects others with INVALID_AMOUNT { min, max }', () => {
    const range = { min: 1, max: 3 }
    expect(E.map((cart: { numberOfPayments: number }) => cart.numberOfPayments)(chooseNumberOfPayments(cartOf(), 3, range))).toEqual(
      E.right(3),
    )
    expect(chooseNumberOfPayments(cartOf(), 4, range)).toEqual(E.left({ code: 'INVALID_AMOUNT', params: { min: 1, max: 3 } }))
    expect(chooseNumberOfPayments(cartOf(), 1.5, range)).toEqual(E.left({ code: 'INVALID_AMOUNT', params: { min: 1, max: 3 } }))
  })
})

describe('§9 instalments', () => {
  it('spreads the remainder agora by agora over the first instalments', () => {
    expect(instalments(shekels(100), 3)).toEqual([agorot(3334), agorot(3333), agorot(3333)])
    expect(instalments(agorot(6194), 3)).toEqual([agorot(2065), agorot(2065), agorot(2064)])
    expect(instalments(agorot(2), 4)).toEqual([agorot(1), agorot(1), ZERO, ZERO])
    expect(instalments(shekels(90), 1)).toEqual([shekels(90)])
  })

  it('a count that is not a whole number ≥ 1 is a bug', () => {
    expect(() => instalments(shekels(10), 0)).toThrow(RangeError)
    expect(() => instalments(shekels(-10), 2)).toThrow(RangeError)
  })

  it('the cart pays its balance due over its number of payments', () => {
    const seat = cartSeat(1)
    const cart = cartOf({
      seats: [withSeatTicket(seat, seatTicketFor(seat, 10, ticketOf(1, { price: shekels(100), serviceCharge: ZERO })))],
      numberOfPayments: 3,
    })
    expect(cartInstalments(cart)).toEqual([agorot(3334), agorot(3333), agorot(3333)])
  })
})
