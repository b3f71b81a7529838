import type { Cart, CartSeat, OrderKind } from '../model/cart'
import type { Seat } from '../model/seat-plan'
import { EMPTY_CUSTOMER_INFO, type CustomerInfo } from '../model/customer'
import { DEFAULT_NUMBER_OF_PAYMENTS } from '../pricing/payments'

/** §3/§9 an empty cart of a kind: one payment, every list empty, every id null, not a hold order. */
export const emptyCart = (kind: OrderKind, customerInfo: CustomerInfo = EMPTY_CUSTOMER_INFO): Cart => ({
  kind,
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
  customerInfo,
  numberOfPayments: DEFAULT_NUMBER_OF_PAYMENTS,
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

/** §3 a seat of a presentation's plan as a cart seat, without a ticket yet (the storefront's selection, the console's producer seats). */
export const toCartSeat = (seat: Seat, presentationId: number): CartSeat => ({
  presentationId: seat.presentationId ?? presentationId,
  sectionId: seat.sectionId,
  x: seat.x,
  y: seat.y,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  groupId: seat.groupId,
  rowName: seat.rowName,
  seatName: seat.seatName,
  sectionName: seat.sectionName,
  ticketGroupId: seat.ticketGroupId,
  allocationId: seat.allocationId,
  attributes: seat.attributes,
  isMultiplyFactorSubTicket: false,
  ticket: null,
})
