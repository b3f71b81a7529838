import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CartMembershipItem, EnrolmentSelection } from '../model/cart'
import { agorot } from '../money/money'
import type { MembershipOnSale } from '../ports/membership-sales'
import { emptyCart } from './cart'
import {
  cataloguePriceOf,
  checkMembershipSeats,
  combinedSeatStatus,
  membershipSeatTargets,
  presentationsWithoutSeat,
  theMembershipLine,
} from './membership-order'

const onSale = (seating: MembershipOnSale['seating']): MembershipOnSale => ({
  membership: {
    membershipId: 7,
    membershipTypeId: seating === 'perPresentation' ? 2 : 1,
    code: 'SERIES',
    name: 'סדרה',
    prices: [
      {
        membershipPriceId: 71,
        priceCode: 'FULL',
        price: agorot(48000),
        currency: { currencyId: 1, currencyCode: 'ILS', currencySymbol: '₪' },
        selectedQuantity: 0,
        usedQuantity: 0,
      },
    ],
    topups: {},
    seats: [],
  },
  seating,
  presentations: [1, 2, 3].map((presentationId) => ({
    presentationId,
    featureId: 5,
    featureName: 'המלט',
    startDateTime: null,
    venueId: 2,
    seatplanId: 21,
  })),
  memberBalance: 4,
  validFrom: '2025-07-01',
  validUntil: '2026-06-30',
})

const line: CartMembershipItem = { membershipId: 7, membershipPriceId: 71, currencyId: 1, price: agorot(48000), isTopup: false, seat: null }

const seatIn = (presentationId: number, x = 3): EnrolmentSelection => ({
  presentationId,
  venueId: 2,
  seatplanId: 21,
  sectionId: 201,
  x,
  y: 1,
  ticketGroupId: 3,
})

describe('theMembershipLine (§5 at most one membership per order)', () => {
  it('answers the one line', () => {
    expect(theMembershipLine({ ...emptyCart('memberships'), memberships: [line] })).toEqual(E.right(line))
  })
  it('refuses a second membership with MAX_QUANTITY_EXCEEDED { max: 1 } and none with SELECTION_REQUIRED', () => {
    const two = theMembershipLine({ ...emptyCart('memberships'), memberships: [line, { ...line, membershipPriceId: 72 }] })
    expect(two).toMatchObject(E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 1 } }))
    expect(theMembershipLine(emptyCart('memberships'))).toMatchObject(E.left({ code: 'SELECTION_REQUIRED' }))
  })
})

describe('cataloguePriceOf (§9 the catalogue prices the line)', () => {
  it('takes the catalogue price when the line agrees with it', () => {
    expect(E.map((p: { readonly price: number }) => p.price)(cataloguePriceOf(onSale('none'), line))).toEqual(E.right(48000))
  })
  it('refuses a tampered price, another currency and an unknown price', () => {
    expect(cataloguePriceOf(onSale('none'), { ...line, price: agorot(100) })).toMatchObject(
      E.left({ code: 'PRICE_CHANGED', params: { membershipPriceId: expect.any(Number) } }),
    )
    expect(cataloguePriceOf(onSale('none'), { ...line, currencyId: 2 })).toMatchObject(E.left({ code: 'PRICE_CHANGED' }))
    expect(cataloguePriceOf(onSale('none'), { ...line, membershipPriceId: 99 })).toMatchObject(
      E.left({ code: 'MEMBERSHIP_PRICE_CODE_NOT_FOUND' }),
    )
  })
})

describe('checkMembershipSeats (§4 one seat per presentation of the membership)', () => {
  it('accepts a seat in each presentation of a series, any seat in each', () => {
    const seats = [seatIn(1, 3), seatIn(2, 4), seatIn(3, 5)]
    expect(checkMembershipSeats(onSale('perPresentation'), seats)).toEqual(E.right(seats))
  })
  it('names the first presentation still without a seat', () => {
    expect(presentationsWithoutSeat(onSale('perPresentation'), [seatIn(2)])).toEqual([1, 3])
    expect(checkMembershipSeats(onSale('perPresentation'), [seatIn(1), seatIn(3)])).toMatchObject(
      E.left({ code: 'SELECTION_REQUIRED', params: { presentationId: 2 } }),
    )
  })
  it('refuses a seat outside the membership and a second seat in one presentation', () => {
    expect(checkMembershipSeats(onSale('perPresentation'), [seatIn(1), seatIn(2), seatIn(3), seatIn(9)])).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-not-in-membership' } }),
    )
    expect(checkMembershipSeats(onSale('perPresentation'), [seatIn(1), seatIn(1, 4), seatIn(2), seatIn(3)])).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'second-seat-in-presentation' } }),
    )
  })
  it('a fixed seat is the same seat in every presentation', () => {
    expect(E.isRight(checkMembershipSeats(onSale('fixedSeat'), [seatIn(1), seatIn(2), seatIn(3)]))).toBe(true)
    expect(checkMembershipSeats(onSale('fixedSeat'), [seatIn(1), seatIn(2, 4), seatIn(3)])).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'fixed-seat-differs' } }),
    )
  })
  it('a membership without seats takes none', () => {
    expect(checkMembershipSeats(onSale('none'), [])).toEqual(E.right([]))
    expect(E.isLeft(checkMembershipSeats(onSale('none'), [seatIn(1)]))).toBe(true)
  })
})

describe('membershipSeatTargets (§4 where a membership seat is locked)', () => {
  it('a series locks in the one presentation named, which it must cover', () => {
    expect(membershipSeatTargets(onSale('perPresentation'), 2)).toEqual(E.right([2]))
    expect(membershipSeatTargets(onSale('perPresentation'), 9)).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-not-in-membership' } }),
    )
    expect(membershipSeatTargets(onSale('perPresentation'), null)).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-required' } }),
    )
  })
  it('a fixed seat locks in every presentation; a membership without seats in none', () => {
    expect(membershipSeatTargets(onSale('fixedSeat'), null)).toEqual(E.right([1, 2, 3]))
    expect(E.isLeft(membershipSeatTargets(onSale('none'), null))).toBe(true)
  })
})

describe('combinedSeatStatus (§4 a fixed seat must be free in every show)', () => {
  it('is available only when available everywhere', () => {
    expect(combinedSeatStatus(['available', 'available'])).toBe('available')
    expect(combinedSeatStatus(['available', 'selected', 'unavailable'])).toBe('selected')
    expect(combinedSeatStatus([])).toBe('unavailable')
  })
})
