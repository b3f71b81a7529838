import { describe, expect, it } from 'vitest'
import { EMPTY_CUSTOMER_INFO } from '../model/customer'
import { makeSeat } from '../../test/plan-fixtures'
import { emptyCart, toCartSeat } from './cart'

describe('emptyCart (§3/§9)', () => {
  it('is a cart of the kind with one payment, empty lists and null ids', () => {
    const cart = emptyCart('vouchers')
    expect(cart).toEqual({
      kind: 'vouchers',
      presentations: [],
      selectedPresentationId: null,
      seats: [],
      couponRedemptions: [],
      products: [],
      vouchers: [],
      memberships: [],
      enrolments: [],
      donations: [],
      voucherPayments: [],
      customerInfo: EMPTY_CUSTOMER_INFO,
      numberOfPayments: 1,
      globalServiceCharge: null,
      modify: null,
      isHold: false,
      locationId: null,
      authProfileId: null,
      businessId: null,
      integrationId: null,
      paymentIdentifier: null,
      reservationIdentifier: null,
      ticketIdentifiers: [],
    })
  })
  it('carries the customer info it is given', () => {
    const customerInfo = { ...EMPTY_CUSTOMER_INFO, firstName: 'ישראל', customerIds: [7] }
    expect(emptyCart('events', customerInfo).customerInfo).toBe(customerInfo)
  })
})

describe('toCartSeat (§3)', () => {
  it('keeps the seat’s place and names, takes the presentation when the plan names none, and carries no ticket yet', () => {
    const seat = makeSeat({ sectionId: 3, x: 4, y: 2, rowName: 'ב', seatName: '7', presentationId: null })
    const cartSeat = toCartSeat(seat, 31)
    expect(cartSeat).toMatchObject({ presentationId: 31, sectionId: 3, x: 4, y: 2, rowName: 'ב', seatName: '7', ticket: null })
    expect(toCartSeat({ ...seat, presentationId: 12 }, 31).presentationId).toBe(12)
  })
})
