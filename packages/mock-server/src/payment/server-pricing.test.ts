import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock, agorot, cartTotals, type Cart, type Result } from '@kartis/core'
import { COUPLE_COUPON, cartOf, openPaymentFixture, type SeatChoice } from './payment-fixture'
import { priceCartOnServer, type PricedOrder } from './server-pricing'

const START = Date.UTC(2025, 6, 1, 9, 0)

const setup = async () => {
  const fixture = await openPaymentFixture(new ManualClock(START))
  const price = (cart: Cart): Promise<Result<PricedOrder>> => priceCartOnServer(fixture.storage.catalog, fixture.storage.venues, cart)
  const cart = (choices: readonly SeatChoice[], popcorn?: number) =>
    cartOf(fixture.presentationId, choices, popcorn === undefined ? {} : { popcorn })
  return { ...fixture, price, cart }
}

const right = <T>(result: Result<T>): T => {
  if (E.isLeft(result)) throw new Error(`expected a price, got ${result.left.code}`)
  return result.right
}

const codeOf = <T>(result: Result<T>): string => (E.isLeft(result) ? result.left.code : 'priced')

describe('priceCartOnServer', () => {
  it('prices seats, products and the order charge from the catalog, whatever the cart claims', async () => {
    const { price, cart } = await setup()
    const priced = right(
      await price(
        cart(
          [
            { x: 1, ticketId: 11, amount: agorot(100) },
            { x: 2, ticketId: 12, amount: agorot(100) },
          ],
          2,
        ),
      ),
    )
    expect(priced.cart.seats.map((seat) => [seat.ticket?.amount, seat.ticket?.serviceCharge])).toEqual([
      [4000, 200],
      [3000, 200],
    ])
    expect(priced.cart.products.map((line) => line.price)).toEqual([2200])
    expect(priced.cart.globalServiceCharge).toEqual({ name: 'דמי טיפול', amountPerOrder: 500, percentRatePerOrder: 0 })
    // 40 + 30 + 2 × 22 + 2 + 2 service charges + 5 handling fee = ₪123.00
    expect(cartTotals(priced.cart).total).toBe(12_300)
    expect(priced.seats).toEqual([
      expect.objectContaining({ x: 1, y: 1, ticketId: 11, amount: 4000, serviceCharge: 200 }),
      expect.objectContaining({ x: 2, y: 1, ticketId: 12, amount: 3000, serviceCharge: 200 }),
    ])
    expect(priced.products).toEqual([expect.objectContaining({ productId: 1, quantity: 2, unitPrice: 2200 })])
  })

  it('takes the ticket group from the seat plan, so a hall ticket on a GA place is refused', async () => {
    const { price, cart } = await setup()
    expect(right(await price(cart([{ x: 1, ga: true, ticketId: 21 }]))).cart.seats[0]?.ticket?.amount).toBe(5000)
    expect(codeOf(await price(cart([{ x: 1, ga: true, ticketId: 11 }])))).toBe('TICKET_NOT_IN_EVENT')
  })

  it('refuses seats the plan lacks', async () => {
    const { price, cart } = await setup()
    expect(codeOf(await price(cart([{ x: 9, ticketId: 11 }])))).toBe('SEAT_NOT_FOUND')
    expect(codeOf(await price(cart([{ x: 4, ga: true, ticketId: 21 }])))).toBe('SEAT_NOT_FOUND')
  })

  it('prices a coupon by its code, with the multiplier applied by the server', async () => {
    const { price, cart } = await setup()
    const priced = right(
      await price(
        cart([
          { x: 1, ticketId: 92, code: COUPLE_COUPON },
          { x: 2, ticketId: 92, code: COUPLE_COUPON, amount: agorot(7000) },
        ]),
      ),
    )
    expect(priced.cart.seats.map((seat) => [seat.ticket?.amount, seat.ticket?.isMultiplyFactorSubTicket])).toEqual([
      [7000, false],
      [0, true],
    ])
    expect(priced.redemptions).toEqual([{ code: COUPLE_COUPON, count: 1 }])
  })

  it('refuses a couple coupon on an odd number of seats, or beyond its balance', async () => {
    const { price, cart } = await setup()
    const zug = (x: number): SeatChoice => ({ x, ticketId: 92, code: COUPLE_COUPON })
    expect(codeOf(await price(cart([zug(1)])))).toBe('COUPON_NEEDS_ONE_MORE_TICKET')
    expect(codeOf(await price(cart([zug(1), zug(2), zug(3), zug(4)])))).toBe('COUPON_ALREADY_USED')
  })

  it('refuses an unknown code and a ticket of another group', async () => {
    const { price, cart } = await setup()
    expect(codeOf(await price(cart([{ x: 1, ticketId: 11, code: 'NOPE' }])))).toBe('CODE_NOT_FOUND')
    expect(codeOf(await price(cart([{ x: 1, ticketId: 21 }])))).toBe('TICKET_NOT_IN_EVENT')
  })

  it('refuses what this box office does not sell through a commit', async () => {
    const { price, cart, presentationId } = await setup()
    const base = cart([{ x: 1, ticketId: 11 }])
    expect(codeOf(await price({ ...base, kind: 'vouchers' }))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(await price({ ...base, modify: { resId: 'KR-AAAAAAAA', lastTransactionId: null, tickets: [] } }))).toBe(
      'UNABLE_TO_PROCESS_ORDER',
    )
    expect(codeOf(await price(cart([])))).toBe('SELECTION_REQUIRED')
    const elsewhere = { ...base, seats: base.seats.map((seat) => ({ ...seat, presentationId: presentationId + 100 })) }
    expect(codeOf(await price(elsewhere))).toBe('PRSNT_NOT_FOUND')
    const product = { id: 99, presentationId, name: 'x', price: agorot(1), quantity: 1, isDeliveryRequired: false }
    expect(codeOf(await price({ ...base, products: [product] }))).toBe('UNABLE_TO_PROCESS_ORDER')
  })
})
