import { agorot, emptyCart } from '@kartis/core'
import type { Cart, CartSeat, SeatTicket } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { addPaymentInfoEvent, beginCheckoutEvent, cartItems, itemsEvent, purchaseEvent } from './ecommerce-events'

const ticket = (ticketId: number, amount: number): SeatTicket => ({
  presentationId: 5,
  ticketGroupId: 1,
  venueId: 1,
  seatplanId: 11,
  sectionId: 101,
  ticketId,
  amount: agorot(amount),
  serviceCharge: agorot(200),
  pricePolicyId: 1,
  allocationId: null,
  isMultiplyFactorSubTicket: false,
})

const seat = (x: number, seatTicket: SeatTicket | null): CartSeat => ({
  presentationId: 5,
  sectionId: 101,
  x,
  y: 3,
  venueId: 1,
  seatplanId: 11,
  groupId: 1,
  rowName: 'ג',
  seatName: String(x),
  sectionName: 'אולם 1',
  ticketGroupId: 1,
  allocationId: null,
  attributes: [],
  isMultiplyFactorSubTicket: false,
  ticket: seatTicket,
})

const cart: Cart = {
  ...emptyCart('events'),
  presentations: [
    {
      id: 5,
      featureId: 1,
      venueTypeId: 1,
      venueId: 1,
      startDateTime: null,
      seatingPolicyId: 3,
      maxSeats: 10,
      locationId: 1,
      featureName: 'הקיץ האחרון בחיפה',
    },
  ],
  selectedPresentationId: 5,
  seats: [seat(1, ticket(101, 4500)), seat(2, ticket(101, 4500)), seat(3, ticket(102, 3800))],
  products: [{ id: 1, presentationId: 5, name: 'פופקורן', price: agorot(2200), quantity: 2, isDeliveryRequired: false }],
}

describe('§7 e-commerce events of a cart', () => {
  it('lists seats by ticket (price with its service charge) and products by line', () => {
    expect(cartItems(cart)).toEqual([
      {
        itemId: 'presentation-5-ticket-101',
        itemName: 'הקיץ האחרון בחיפה',
        itemCategory: 'tickets',
        itemVariant: 'אולם 1',
        price: 4700,
        quantity: 2,
      },
      {
        itemId: 'presentation-5-ticket-102',
        itemName: 'הקיץ האחרון בחיפה',
        itemCategory: 'tickets',
        itemVariant: 'אולם 1',
        price: 4000,
        quantity: 1,
      },
      { itemId: 'product-1', itemName: 'פופקורן', itemCategory: 'products', price: 2200, quantity: 2 },
    ])
  })

  it('values begin_checkout, add_payment_info and purchase at the cart total (§9)', () => {
    const total = 4700 * 2 + 4000 + 2200 * 2
    expect(beginCheckoutEvent(cart)).toMatchObject({ name: 'begin_checkout', currency: 'ILS', value: total })
    expect(addPaymentInfoEvent(cart, 'gift_card')).toMatchObject({ name: 'add_payment_info', value: total, paymentType: 'gift_card' })
    expect(purchaseEvent(cart, { reservationIdentifier: 'R-7', ticketIdentifiers: [], documentKey: 'R-7-0123456789abcdef' })).toMatchObject(
      {
        name: 'purchase',
        value: total,
        transactionId: 'R-7',
      },
    )
  })

  it('values an items event at price × quantity', () => {
    expect(itemsEvent('add_to_cart', cartItems(cart)).value).toBe(4700 * 2 + 4000 + 2200 * 2)
  })
})
