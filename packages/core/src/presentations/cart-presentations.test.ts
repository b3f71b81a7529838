import { describe, expect, it } from 'vitest'
import type { Cart, CartPresentation, CartProduct, CartSeat } from '../model/cart'
import { agorot } from '../money/money'
import { emptyCart } from '../orders/cart'
import { choosePresentation, removePresentation } from './cart-presentations'

const presentation = (id: number, venueTypeId = 1): CartPresentation => ({
  id,
  featureId: 10,
  venueTypeId,
  venueId: 1,
  startDateTime: '2025-03-01T20:30:00+02:00',
  seatingPolicyId: 1,
  maxSeats: 10,
  locationId: 1,
  featureName: 'המופע',
})

const seat = (presentationId: number, x: number): CartSeat => ({
  presentationId,
  sectionId: 1,
  x,
  y: 1,
  venueId: 1,
  seatplanId: 1,
  groupId: 1,
  rowName: 'א',
  seatName: String(x),
  sectionName: 'אולם 1',
  ticketGroupId: 1,
  allocationId: null,
  attributes: [],
  isMultiplyFactorSubTicket: false,
  ticket: null,
})

const product = (id: number, presentationId: number | null): CartProduct => ({
  id,
  presentationId,
  name: 'פופקורן',
  price: agorot(1500),
  quantity: 1,
  isDeliveryRequired: false,
})

const cartWith = (ids: readonly number[], selected: number | null): Cart => ({
  ...emptyCart('events'),
  presentations: ids.map((id) => presentation(id)),
  selectedPresentationId: selected,
  seats: ids.flatMap((id) => [seat(id, 1), seat(id, 2)]),
  products: [...ids.map((id) => product(id, id)), product(99, null)],
  couponRedemptions: ids.map((id) => ({ code: 'C', presentationId: id, ticketGroupId: 1, seats: [] })),
})

describe('§4 removing a presentation from the cart deselects its seats', () => {
  it('drops the presentation with its seats, products and coupons, and returns the seats to unlock', () => {
    const { cart, released } = removePresentation(cartWith([1, 2], 2), 1)
    expect(cart.presentations.map((p) => p.id)).toEqual([2])
    expect(cart.seats.map((s) => [s.presentationId, s.x])).toEqual([
      [2, 1],
      [2, 2],
    ])
    expect(cart.products.map((p) => p.id)).toEqual([2, 99])
    expect(cart.couponRedemptions.map((r) => r.presentationId)).toEqual([2])
    expect(released.map((s) => [s.presentationId, s.x])).toEqual([
      [1, 1],
      [1, 2],
    ])
    expect(cart.selectedPresentationId).toBe(2)
  })
  it('removing the selected presentation leaves none selected', () => {
    expect(removePresentation(cartWith([1], 1), 1).cart.selectedPresentationId).toBeNull()
  })
  it('removing a presentation not in the cart changes nothing', () => {
    const before = cartWith([1], 1)
    const { cart, released } = removePresentation(before, 5)
    expect(cart).toBe(before)
    expect(released).toEqual([])
  })
})

describe('§4 choosing a new presentation first clears all presentations', () => {
  it('clears every presentation and its seats, then selects the new one', () => {
    const { cart, released } = choosePresentation(cartWith([1, 2], 2), presentation(3))
    expect(cart.presentations.map((p) => p.id)).toEqual([3])
    expect(cart.selectedPresentationId).toBe(3)
    expect(cart.seats).toEqual([])
    expect(cart.products.map((p) => p.id)).toEqual([99])
    expect(released).toHaveLength(4)
  })
  it('also for venue types 101 and 102 (VOD)', () => {
    for (const venueTypeId of [101, 102]) {
      const vodCart: Cart = { ...cartWith([], null), presentations: [presentation(1, venueTypeId)], selectedPresentationId: 1 }
      const { cart } = choosePresentation(vodCart, presentation(2, venueTypeId))
      expect(cart.presentations.map((p) => p.id)).toEqual([2])
    }
  })
  it('choosing the presentation already selected keeps its seats', () => {
    const before = cartWith([1], 1)
    const { cart, released } = choosePresentation(before, presentation(1))
    expect(cart).toBe(before)
    expect(released).toEqual([])
  })
  it('keeps the customer details and the order kind', () => {
    const before: Cart = { ...cartWith([1], 1), customerInfo: { ...cartWith([], null).customerInfo, firstName: 'דנה' } }
    const { cart } = choosePresentation(before, presentation(2))
    expect(cart.customerInfo.firstName).toBe('דנה')
    expect(cart.kind).toBe('events')
  })
})
