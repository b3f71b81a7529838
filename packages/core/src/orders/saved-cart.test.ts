import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartOf, cartSeat, hallGroup, shekels, ticketOf } from '../../test/cart-fixtures'
import { EMPTY_CUSTOMER_INFO } from '../model/customer'
import type { Cart } from '../model/cart'
import { applyCoupon } from '../tickets/coupon'
import { chooseTicketQuantity } from '../tickets/ticket-choice'
import {
  SAVED_CART_VALIDITY_DAYS,
  cartToSave,
  restoreSeats,
  savedCartExpiry,
  savedCartOf,
  withRestoredSeats,
  type SavedSeatStanding,
} from './saved-cart'

const right = (result: E.Either<unknown, Cart>): Cart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
  return result.right
}

/** Three seats of the hall, each with the ₪60 'רגיל' ticket. */
const threeSeats = (): Cart => right(chooseTicketQuantity(cartOf({ seats: [cartSeat(1), cartSeat(2), cartSeat(3)] }), 100, hallGroup, 1, 3))

describe('§2/§7 savedCartOf: what a saved cart keeps', () => {
  it('keeps the choices and drops who the customer is and how the order is paid', () => {
    const cart: Cart = {
      ...threeSeats(),
      products: [{ id: 5, presentationId: 100, name: 'פופקורן', price: shekels(18), quantity: 2, isDeliveryRequired: false }],
      customerInfo: { ...EMPTY_CUSTOMER_INFO, firstName: 'דנה', ssn: '123456782', mobileNumber: '0521234567' },
      voucherPayments: [{ code: 'GIFT-1', id: 1, balance: shekels(100), amount: shekels(50), isGiftCard: true }],
      numberOfPayments: 3,
      paymentIdentifier: 'PAY-1',
      reservationIdentifier: 'KR-00000001',
      ticketIdentifiers: ['KR-00000001-01'],
      modify: { resId: 'KR-00000002', lastTransactionId: 'T1', tickets: [{ ticketId: 1, amount: shekels(60) }] },
    }
    const saved = savedCartOf(cart)
    expect(saved.seats).toEqual(cart.seats)
    expect(saved.products).toEqual(cart.products)
    expect(saved.customerInfo).toEqual(EMPTY_CUSTOMER_INFO)
    expect(saved.voucherPayments).toEqual([])
    expect(saved).toMatchObject({
      numberOfPayments: 1,
      paymentIdentifier: null,
      reservationIdentifier: null,
      ticketIdentifiers: [],
      modify: null,
    })
  })
})

describe('§2/§5/§7 cartToSave', () => {
  it('needs something chosen', () => {
    expect(cartToSave({ cart: cartOf() })).toEqual(E.left(expect.objectContaining({ code: 'SELECTION_REQUIRED' })))
  })

  it('keeps the cart as savedCartOf does; no number, no SMS', () => {
    const cart = { ...threeSeats(), customerInfo: { ...EMPTY_CUSTOMER_INFO, firstName: 'דנה' } }
    expect(cartToSave({ cart, mobileNumber: '  ' })).toEqual(E.right({ cart: savedCartOf(cart), mobileNumber: null }))
  })

  it('a number to send the link to must be an Israeli mobile, kept in its local form', () => {
    expect(cartToSave({ cart: threeSeats(), mobileNumber: '+972 52-123-4567' })).toEqual(
      E.right({ cart: threeSeats(), mobileNumber: '0521234567' }),
    )
    expect(cartToSave({ cart: threeSeats(), mobileNumber: '03-1234567' })).toEqual(
      E.left(expect.objectContaining({ code: 'invalid_mobileNumber' })),
    )
  })
})

describe('§2/§4 restoreSeats: a saved cart opened from its link', () => {
  it('keeps seats still free, still the saver’s or already the opener’s; drops those taken meanwhile, in cart order', () => {
    const standing: Readonly<Record<number, SavedSeatStanding>> = { 1: 'free', 2: 'taken', 3: 'saver', 4: 'opener', 5: 'taken' }
    const restored = restoreSeats([1, 2, 3, 4, 5], (x) => standing[x] ?? 'taken')
    expect(restored).toEqual({ kept: [1, 3, 4], dropped: [2, 5] })
  })
})

describe('§2/§4 withRestoredSeats', () => {
  it('leaves out the dropped seats and places the kept ones where the opener holds them', () => {
    const cart = threeSeats()
    const restored = withRestoredSeats(cart, [cartSeat(2)], (seat) => (seat.x === 3 ? { ...seat, x: 30 } : seat))
    expect(restored.seats.map((seat) => seat.x)).toEqual([1, 30])
    expect(restored.seats[0]?.ticket).toEqual(cart.seats[0]?.ticket)
  })

  it('a coupon that covered a dropped seat is removed, its other seat back on its prior ticket', () => {
    const couple = ticketOf(50, { name: 'כרטיס זוגי', code: 'ZUG2', multiplyFactor: 2, balance: 1, price: shekels(100) })
    const before = threeSeats()
    const cart = right(applyCoupon(before, { presentationId: 100, ticketGroupId: 10 }, couple))
    const restored = withRestoredSeats(cart, [cartSeat(1)])
    expect(restored.couponRedemptions).toEqual([])
    expect(restored.seats.map((seat) => seat.ticket)).toEqual([before.seats[1]?.ticket, before.seats[2]?.ticket])
  })

  it('with nothing dropped the cart keeps its seats as they are', () => {
    const cart = threeSeats()
    expect(withRestoredSeats(cart, [])).toEqual(cart)
  })
})

describe('§2 savedCartExpiry', () => {
  const now = Date.UTC(2026, 6, 1, 9, 0)
  it('a week from now for a cart without a timed presentation', () => {
    expect(savedCartExpiry([], now)).toEqual(E.right(now + SAVED_CART_VALIDITY_DAYS * 86_400_000))
    expect(savedCartExpiry([{ startDateTime: null }], now)).toEqual(E.right(now + 7 * 86_400_000))
  })

  it('a presentation that has started cannot be saved', () => {
    expect(savedCartExpiry([{ startDateTime: '2026-07-01T12:00:00+03:00' }], now)).toEqual(
      E.left(expect.objectContaining({ code: 'TOO_CLOSE_TO_PRSNT_DATE' })),
    )
  })

  it('never past the start of its presentation (Jerusalem time)', () => {
    expect(savedCartExpiry([{ startDateTime: '2026-07-03T21:00:00+03:00' }], now)).toEqual(E.right(Date.UTC(2026, 6, 3, 18, 0)))
    expect(savedCartExpiry([{ startDateTime: '2026-09-03T21:00:00+03:00' }, { startDateTime: null }], now)).toEqual(
      E.right(now + 7 * 86_400_000),
    )
  })
})
