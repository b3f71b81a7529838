import type { Cart, OrderKind } from '../model/cart'
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
