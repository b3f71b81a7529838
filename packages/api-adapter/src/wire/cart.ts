import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import {
  EMPTY_CUSTOMER_INFO,
  ORDER_KINDS,
  type Cart,
  type CartDonationItem,
  type CartEnrolmentItem,
  type CartMembershipItem,
  type CartModification,
  type CartPresentation,
  type CartProduct,
  type CartSeat,
  type CartVoucherItem,
  type CouponRedemption,
  type CustomerInfo,
  type EnrolmentSelection,
  type ModifiedTicket,
  type VoucherPayment,
} from '@kartis/core'
import { JerusalemDate, JerusalemDateTime } from './date-codec'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { oneOf, WireBool, WireInt, WireString } from './scalars'
import { SeatAttributesCodec, SeatTicketCodec } from './seat-plan'
import { GlobalServiceChargeCodec } from './service-charge'
import { field, isRecord, optionalField, wireObject, type WireObject } from './tolerant-keys'

/**
 * §3 the cart as it travels in POST /payment/commit and POST /cart: camelCase as §3 names
 * the client state, seats in the box office's PascalCase with their SeatTicket, voucher
 * items in PascalCase (§3 voucher item), money in shekels. Every domain fact of the
 * core's Cart is on the wire, so a cart saved on the server comes back whole.
 */

/** §3 a presentation in the cart. */
export const CartPresentationCodec: t.Type<CartPresentation, WireObject, unknown> = wireObject('CartPresentation', {
  id: field('id', WireInt, 'presentationId'),
  featureId: field('featureId', WireInt),
  featureName: field('featureName', withDefault(WireString, '')),
  venueTypeId: field('venueTypeId', WireInt),
  venueId: field('venueId', WireInt),
  startDateTime: field('startDateTime', nullable(JerusalemDateTime)),
  seatingPolicyId: field('seatingPolicyId', withDefault(WireInt, 0)),
  maxSeats: field('maxSeats', WireInt),
  locationId: field('locationId', WireInt),
})

/**
 * §3 a seat in the cart: the seat fields in PascalCase and its SeatTicket (null until a ticket is
 * chosen); reference1/reference2 when the ticket is bought under a ticket reference (issue 13).
 */
export const CartSeatCodec: t.Type<CartSeat, WireObject, unknown> = wireObject('CartSeat', {
  presentationId: field('PresentationId', WireInt),
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  groupId: field('VenueSectionSeatGroupId', WireInt, 'GroupId'),
  rowName: field('RowName', WireString),
  seatName: field('SeatName', WireString),
  sectionName: field('SectionName', WireString),
  ticketGroupId: field('TicketGroupId', nullable(WireInt)),
  allocationId: field('AllocationId', nullable(WireInt)),
  attributes: field('Attributes', withDefault(SeatAttributesCodec, [])),
  isMultiplyFactorSubTicket: field('isMultiplyFactorSubTicket', withDefault(WireBool, false)),
  ticket: field('SeatTicket', nullable(SeatTicketCodec), 'ticket'),
  // §3 the references the ticket is bought under, spelt as the membership item's; absent: none.
  reference1: optionalField('reference1', WireString),
  reference2: optionalField('reference2', WireString),
})

const CouponSeatKeyCodec = wireObject('coupon seat', {
  presentationId: field('PresentationId', WireInt),
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
})

/** §4 a coupon applied to seats, with each seat's prior ticket so removing it restores the cart. */
export const CouponRedemptionCodec: t.Type<CouponRedemption, WireObject, unknown> = wireObject('CouponRedemption', {
  code: field('code', WireString),
  presentationId: field('presentationId', WireInt),
  ticketGroupId: field('ticketGroupId', WireInt),
  seats: field(
    'seats',
    listOf(
      wireObject('coupon seat', {
        seat: field('seat', CouponSeatKeyCodec),
        prior: field('prior', nullable(SeatTicketCodec)),
      }),
    ),
  ),
})

/** §3 product line: id, quantity, price, isDeliveryRequired (and the presentation it is sold with, if any). */
export const CartProductCodec: t.Type<CartProduct, WireObject, unknown> = wireObject('CartProduct', {
  id: field('id', WireInt),
  presentationId: field('presentationId', nullable(WireInt)),
  name: field('name', withDefault(WireString, '')),
  price: field('price', Shekels),
  quantity: field('quantity', WireInt, 'selectedQuantity'),
  isDeliveryRequired: field('isDeliveryRequired', withDefault(WireBool, false)),
})

/** §3 a voucher payment: code, id, balance, amount (what it pays of this order), isGiftCard. */
export const VoucherPaymentCodec: t.Type<VoucherPayment, WireObject, unknown> = wireObject('VoucherPayment', {
  code: field('code', WireString),
  id: field('id', WireInt),
  balance: field('balance', Shekels),
  amount: field('amount', Shekels),
  isGiftCard: field('isGiftCard', withDefault(WireBool, false)),
})

const voucherPaymentList = listOf(VoucherPaymentCodec)

/**
 * §3 "voucherPayments keyed by code": read as an object keyed by code (a value without
 * its own code takes the key) or as a list; written as a list, which keeps the order
 * payments were added in (an object would put numeric codes first).
 */
export const VoucherPaymentsCodec = new t.Type<readonly VoucherPayment[], readonly WireObject[], unknown>(
  'voucher payments',
  voucherPaymentList.is,
  (u, c) => {
    if (!isRecord(u)) return voucherPaymentList.validate(u, c)
    const payments: VoucherPayment[] = []
    const errors: t.ValidationError[] = []
    for (const [code, value] of Object.entries(u)) {
      const hasCode = isRecord(value) && Object.keys(value).some((k) => k.toLowerCase() === 'code')
      const entry = isRecord(value) && !hasCode ? { ...value, code } : value
      const payment = VoucherPaymentCodec.validate(entry, t.appendContext(c, code, VoucherPaymentCodec, entry))
      if (E.isLeft(payment)) errors.push(...payment.left)
      else payments.push(payment.right)
    }
    return errors.length > 0 ? t.failures(errors) : t.success(payments)
  },
  voucherPaymentList.encode,
)

const ModifiedTicketCodec: t.Type<ModifiedTicket, WireObject, unknown> = wireObject('ModifiedTicket', {
  ticketId: field('ticketId', WireInt),
  amount: field('amount', Shekels),
})

/** §3 modify: resId, lastTransactionId, tickets (already paid, credited against the new total). */
export const CartModificationCodec: t.Type<CartModification, WireObject, unknown> = wireObject('CartModification', {
  resId: field('resId', WireString),
  lastTransactionId: field('lastTransactionId', nullable(WireString)),
  tickets: field('tickets', listOf(ModifiedTicketCodec)),
})

/** §3 enrolment selection: prsntId, venueId, seatplanId, sectionId, x, y, tgId. */
export const EnrolmentSelectionCodec: t.Type<EnrolmentSelection, WireObject, unknown> = wireObject('EnrolmentSelection', {
  presentationId: field('prsntId', WireInt, 'presentationId'),
  venueId: field('venueId', WireInt),
  seatplanId: field('seatplanId', WireInt),
  sectionId: field('sectionId', WireInt),
  x: field('x', WireInt),
  y: field('y', WireInt),
  ticketGroupId: field('tgId', WireInt, 'ticketGroupId'),
})

/** §3 membership item: membershipId, membershipPriceId, currencyId, reference1, reference2, memberNumber, isTopup, seat. */
export const CartMembershipItemCodec: t.Type<CartMembershipItem, WireObject, unknown> = wireObject('CartMembershipItem', {
  membershipId: field('membershipId', WireInt),
  membershipPriceId: field('membershipPriceId', WireInt),
  currencyId: field('currencyId', WireInt),
  price: field('price', Shekels),
  reference1: optionalField('reference1', WireString),
  reference2: optionalField('reference2', WireString),
  memberNumber: optionalField('memberNumber', WireString),
  isTopup: field('isTopup', withDefault(WireBool, false)),
  seat: field('seat', nullable(CartSeatCodec)),
  // §4 the seats a membership buys, one per presentation (this product's: §3 is silent on a series' seats).
  selections: optionalField('selections', listOf(EnrolmentSelectionCodec)),
})

/** §3 enrolment item: membershipId, ticketId, seasonId, totalAmount, seat, ticketGroupId, selections. */
export const CartEnrolmentItemCodec: t.Type<CartEnrolmentItem, WireObject, unknown> = wireObject('CartEnrolmentItem', {
  membershipId: field('membershipId', WireInt),
  ticketId: field('ticketId', WireInt),
  seasonId: field('seasonId', WireInt),
  totalAmount: field('totalAmount', Shekels),
  seat: field('seat', nullable(CartSeatCodec)),
  ticketGroupId: field('ticketGroupId', WireInt),
  selections: field('selections', listOf(EnrolmentSelectionCodec)),
})

/**
 * §3 voucher item, PascalCase as §3 gives it: SystemVoucherId, SystemVoucherPriceId, Quantity,
 * Price, Date, RedemptionData; and (§5 the waiver) JumperDateOfBirth on a line of an age-limited voucher.
 */
export const CartVoucherItemCodec: t.Type<CartVoucherItem, WireObject, unknown> = wireObject('CartVoucherItem', {
  systemVoucherId: field('SystemVoucherId', WireInt),
  systemVoucherPriceId: field('SystemVoucherPriceId', WireInt),
  quantity: field('Quantity', WireInt),
  price: field('Price', Shekels),
  date: field('Date', nullable(JerusalemDate)),
  redemptionData: field('RedemptionData', nullable(WireString)),
  jumperDateOfBirth: optionalField('JumperDateOfBirth', JerusalemDate),
})

/** §3 donation item: donationId, donationDetailId, quantity, customAmount (and the detail's amount). */
export const CartDonationItemCodec: t.Type<CartDonationItem, WireObject, unknown> = wireObject('CartDonationItem', {
  donationId: field('donationId', WireInt),
  donationDetailId: field('donationDetailId', WireInt),
  quantity: field('quantity', WireInt),
  customAmount: field('customAmount', nullable(Shekels)),
  amount: field('amount', Shekels),
})

/** §3 customer form fields as the cart carries them (customerInfo). */
export const CustomerInfoCodec: t.Type<CustomerInfo, WireObject, unknown> = wireObject('CustomerInfo', {
  customerIds: field('customerIds', listOf(WireInt)),
  firstName: field('firstName', withDefault(WireString, '')),
  lastName: field('lastName', withDefault(WireString, '')),
  ssn: field('ssn', withDefault(WireString, '')),
  email: field('email', withDefault(WireString, '')),
  mobileNumber: field('mobileNumber', withDefault(WireString, '')),
  address1: optionalField('address1', WireString),
  address2: optionalField('address2', WireString),
  city: optionalField('city', WireString),
  postalCode: optionalField('postalCode', WireString),
  dateOfBirth: optionalField('dateOfBirth', JerusalemDate),
  locationId: optionalField('locationId', WireInt),
  isMailingAllowed: field('isMailingAllowed', withDefault(WireBool, false)),
})

/** §1 the five order kinds. */
export const OrderKindCodec = oneOf(ORDER_KINDS, 'order kind')

/**
 * §3 the cart: kind, presentations, selectedPresentationId, seats, couponRedemptions,
 * products, vouchers, memberships, enrolments, donations, voucherPayments, customerInfo,
 * numberOfPayments (default 1), globalServiceCharge, modify, isHold, locationId,
 * authProfileId, businessId, integrationId, paymentIdentifier, reservationIdentifier,
 * ticketIdentifiers.
 */
export const CartCodec: t.Type<Cart, WireObject, unknown> = wireObject('Cart', {
  kind: field('kind', withDefault(OrderKindCodec, 'events')),
  presentations: field('presentations', listOf(CartPresentationCodec)),
  selectedPresentationId: field('selectedPresentationId', nullable(WireInt)),
  seats: field('seats', listOf(CartSeatCodec)),
  couponRedemptions: field('couponRedemptions', listOf(CouponRedemptionCodec)),
  products: field('products', listOf(CartProductCodec)),
  vouchers: field('vouchers', listOf(CartVoucherItemCodec)),
  memberships: field('memberships', listOf(CartMembershipItemCodec)),
  enrolments: field('enrolments', listOf(CartEnrolmentItemCodec)),
  donations: field('donations', listOf(CartDonationItemCodec)),
  voucherPayments: field('voucherPayments', withDefault(VoucherPaymentsCodec, [])),
  customerInfo: field('customerInfo', withDefault(CustomerInfoCodec, EMPTY_CUSTOMER_INFO)),
  numberOfPayments: field('numberOfPayments', withDefault(WireInt, 1)),
  globalServiceCharge: field('globalServiceCharge', nullable(GlobalServiceChargeCodec)),
  modify: field('modify', nullable(CartModificationCodec)),
  isHold: field('isHold', withDefault(WireBool, false)),
  locationId: field('locationId', nullable(WireInt)),
  authProfileId: field('authProfileId', nullable(WireInt)),
  businessId: field('businessId', nullable(WireInt)),
  integrationId: field('integrationId', nullable(WireString)),
  paymentIdentifier: field('paymentIdentifier', nullable(WireString)),
  reservationIdentifier: field('reservationIdentifier', nullable(WireString)),
  ticketIdentifiers: field('ticketIdentifiers', listOf(WireString)),
})
