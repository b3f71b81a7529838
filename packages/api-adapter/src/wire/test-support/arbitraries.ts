import fc from 'fast-check'
import {
  agorot,
  formatJerusalemDateTime,
  ORDER_KINDS,
  SeatAttribute,
  type Agorot,
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
  type GlobalServiceCharge,
  type Seat,
  type SeatGeometry,
  type SeatGroup,
  type SeatPlan,
  type SeatRow,
  type SeatSection,
  type SeatStatus,
  type SeatTicket,
  type VoucherPayment,
} from '@kartis/core'

/** Test support: generators of domain values in the form the codecs decode to (canonical dates, agorot, known codes). */

const id = fc.integer({ min: -1, max: 2_000_000 })
const nullableId = fc.option(id, { nil: null })
const hebrew = fc.constantFrom('אולם גדול', 'שורה 5', 'מושב 12', 'יציע', 'הקומדי סטור', 'דמי טיפול', '')
/** §3 text as a server may send it: Hebrew or anything. */
export const textArb = fc.oneof(hebrew, fc.string())
const numberArb = fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0))

/** §9 prices: 0 to ten billion shekels, in agorot. */
export const agorotArb: fc.Arbitrary<Agorot> = fc.integer({ min: 0, max: 1_000_000_000_000 }).map(agorot)

/** §1 canonical Jerusalem date-times between 1990 and 2100, some with milliseconds. */
export const jerusalemDateTimeArb: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => formatJerusalemDateTime(ms))

/** §9 calendar dates YYYY-MM-DD. */
export const dateArb: fc.Arbitrary<string> = fc
  .integer({ min: Date.UTC(1920, 0, 1), max: Date.UTC(2100, 0, 1) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10))

const attributesArb = fc.uniqueArray(fc.constantFrom(...Object.values(SeatAttribute)), { maxLength: 4 })
const statusArb = fc.constantFrom<SeatStatus>('available', 'selected', 'hold', 'unavailable')

/** §3 seat ticket. */
export const seatTicketArb: fc.Arbitrary<SeatTicket> = fc.record(
  {
    presentationId: id,
    ticketGroupId: id,
    venueId: id,
    seatplanId: id,
    sectionId: id,
    ticketId: id,
    amount: agorotArb,
    serviceCharge: agorotArb,
    pricePolicyId: id,
    allocationId: nullableId,
    isMultiplyFactorSubTicket: fc.boolean(),
    code: textArb,
    ref1: textArb,
    ref2: textArb,
    memberNumber: textArb,
    systemVoucher: textArb,
  },
  {
    requiredKeys: [
      'presentationId',
      'ticketGroupId',
      'venueId',
      'seatplanId',
      'sectionId',
      'ticketId',
      'amount',
      'serviceCharge',
      'pricePolicyId',
      'allocationId',
      'isMultiplyFactorSubTicket',
    ],
  },
)

const geometryArb: fc.Arbitrary<SeatGeometry> = fc.record({
  xOffsetPercent: numberArb,
  yOffsetPercent: numberArb,
  widthPercent: numberArb,
  heightPercent: numberArb,
  rotateAngle: numberArb,
})

/** §3 seat. */
export const seatArb: fc.Arbitrary<Seat> = fc
  .record(
    {
      sectionId: id,
      x: id,
      y: nullableId,
      venueId: id,
      seatplanId: id,
      groupId: id,
      seatplanX: numberArb,
      seatplanY: numberArb,
      rowName: textArb,
      seatName: textArb,
      sectionName: textArb,
      ticketGroupId: nullableId,
      allocationId: nullableId,
      presentationId: nullableId,
      attributes: attributesArb,
      status: statusArb,
      isBlocked: fc.boolean(),
      isSingleSeatBlock: fc.boolean(),
      isMultiplyFactorSubTicket: fc.boolean(),
      ticket: fc.option(seatTicketArb, { nil: null }),
      firstTicket: fc.option(seatTicketArb, { nil: null }),
      ref1: textArb,
      ref2: textArb,
    },
    {
      requiredKeys: [
        'sectionId',
        'x',
        'y',
        'venueId',
        'seatplanId',
        'groupId',
        'seatplanX',
        'seatplanY',
        'rowName',
        'seatName',
        'sectionName',
        'ticketGroupId',
        'allocationId',
        'presentationId',
        'attributes',
        'status',
        'isBlocked',
        'isSingleSeatBlock',
        'isMultiplyFactorSubTicket',
        'ticket',
        'firstTicket',
      ],
    },
  )
  .chain((layout) => geometryArb.map((geometry): Seat => ({ ...layout, ...geometry })))

const rowArb: fc.Arbitrary<SeatRow> = fc.record({ name: textArb, seats: fc.array(seatArb, { maxLength: 4 }) })
const groupArb: fc.Arbitrary<SeatGroup> = fc.record({ id, name: textArb, rows: fc.array(rowArb, { maxLength: 3 }) })
const sectionArb: fc.Arbitrary<SeatSection> = fc.record(
  {
    id,
    name: textArb,
    isReserved: fc.boolean(),
    groups: fc.array(groupArb, { maxLength: 3 }),
    isSoldOut: fc.boolean(),
    gaCapacity: fc.nat(),
    geometry: geometryArb,
  },
  { requiredKeys: ['id', 'name', 'isReserved', 'groups', 'isSoldOut'] },
)

/** §3 seat plan. */
export const seatPlanArb: fc.Arbitrary<SeatPlan> = fc.record({
  venueId: id,
  seatplanId: id,
  sections: fc.array(sectionArb, { maxLength: 3 }),
})

const cartSeatArb: fc.Arbitrary<CartSeat> = fc.record(
  {
    presentationId: id,
    sectionId: id,
    x: id,
    y: nullableId,
    venueId: id,
    seatplanId: id,
    groupId: id,
    rowName: textArb,
    seatName: textArb,
    sectionName: textArb,
    ticketGroupId: nullableId,
    allocationId: nullableId,
    attributes: attributesArb,
    isMultiplyFactorSubTicket: fc.boolean(),
    ticket: fc.option(seatTicketArb, { nil: null }),
    reference1: textArb,
    reference2: textArb,
  },
  {
    requiredKeys: [
      'presentationId',
      'sectionId',
      'x',
      'y',
      'venueId',
      'seatplanId',
      'groupId',
      'rowName',
      'seatName',
      'sectionName',
      'ticketGroupId',
      'allocationId',
      'attributes',
      'isMultiplyFactorSubTicket',
      'ticket',
    ],
  },
)

const cartPresentationArb: fc.Arbitrary<CartPresentation> = fc.record({
  id,
  featureId: id,
  featureName: textArb,
  venueTypeId: id,
  venueId: id,
  startDateTime: fc.option(jerusalemDateTimeArb, { nil: null }),
  seatingPolicyId: id,
  maxSeats: fc.nat({ max: 20 }),
  locationId: id,
})

const couponArb: fc.Arbitrary<CouponRedemption> = fc.record({
  code: textArb,
  presentationId: id,
  ticketGroupId: id,
  seats: fc.array(
    fc.record({
      seat: fc.record({ presentationId: id, sectionId: id, x: id, y: nullableId }),
      prior: fc.option(seatTicketArb, { nil: null }),
    }),
    { maxLength: 3 },
  ),
})

const productArb: fc.Arbitrary<CartProduct> = fc.record({
  id,
  presentationId: nullableId,
  name: textArb,
  price: agorotArb,
  quantity: fc.nat({ max: 50 }),
  isDeliveryRequired: fc.boolean(),
})

const voucherItemArb: fc.Arbitrary<CartVoucherItem> = fc.record({
  systemVoucherId: id,
  systemVoucherPriceId: id,
  quantity: fc.nat({ max: 10 }),
  price: agorotArb,
  date: fc.option(dateArb, { nil: null }),
  redemptionData: fc.option(textArb, { nil: null }),
})

const membershipItemArb: fc.Arbitrary<CartMembershipItem> = fc.record(
  {
    membershipId: id,
    membershipPriceId: id,
    currencyId: id,
    price: agorotArb,
    reference1: textArb,
    reference2: textArb,
    memberNumber: textArb,
    isTopup: fc.boolean(),
    seat: fc.option(cartSeatArb, { nil: null }),
  },
  { requiredKeys: ['membershipId', 'membershipPriceId', 'currencyId', 'price', 'isTopup', 'seat'] },
)

const selectionArb: fc.Arbitrary<EnrolmentSelection> = fc.record({
  presentationId: id,
  venueId: id,
  seatplanId: id,
  sectionId: id,
  x: id,
  y: id,
  ticketGroupId: id,
})

const enrolmentItemArb: fc.Arbitrary<CartEnrolmentItem> = fc.record({
  membershipId: id,
  ticketId: id,
  seasonId: id,
  totalAmount: agorotArb,
  seat: fc.option(cartSeatArb, { nil: null }),
  ticketGroupId: id,
  selections: fc.array(selectionArb, { maxLength: 3 }),
})

const donationItemArb: fc.Arbitrary<CartDonationItem> = fc.record({
  donationId: id,
  donationDetailId: id,
  quantity: fc.nat({ max: 10 }),
  customAmount: fc.option(agorotArb, { nil: null }),
  amount: agorotArb,
})

const voucherPaymentArb: fc.Arbitrary<VoucherPayment> = fc.record({
  code: textArb,
  id,
  balance: agorotArb,
  amount: agorotArb,
  isGiftCard: fc.boolean(),
})

const customerInfoArb: fc.Arbitrary<CustomerInfo> = fc.record(
  {
    customerIds: fc.array(id, { maxLength: 3 }),
    firstName: textArb,
    lastName: textArb,
    ssn: textArb,
    email: textArb,
    mobileNumber: textArb,
    address1: textArb,
    address2: textArb,
    city: textArb,
    postalCode: textArb,
    dateOfBirth: dateArb,
    locationId: id,
    isMailingAllowed: fc.boolean(),
  },
  { requiredKeys: ['customerIds', 'firstName', 'lastName', 'ssn', 'email', 'mobileNumber', 'isMailingAllowed'] },
)

const serviceChargeArb: fc.Arbitrary<GlobalServiceCharge> = fc.record({
  amountPerOrder: agorotArb,
  percentRatePerOrder: numberArb,
  name: textArb,
})

const modificationArb: fc.Arbitrary<CartModification> = fc.record({
  resId: textArb,
  lastTransactionId: fc.option(textArb, { nil: null }),
  tickets: fc.array(fc.record({ ticketId: id, amount: agorotArb }), { maxLength: 3 }),
})

/** §3 cart. */
export const cartArb: fc.Arbitrary<Cart> = fc.record({
  kind: fc.constantFrom(...ORDER_KINDS),
  presentations: fc.array(cartPresentationArb, { maxLength: 2 }),
  selectedPresentationId: nullableId,
  seats: fc.array(cartSeatArb, { maxLength: 4 }),
  couponRedemptions: fc.array(couponArb, { maxLength: 2 }),
  products: fc.array(productArb, { maxLength: 3 }),
  vouchers: fc.array(voucherItemArb, { maxLength: 2 }),
  memberships: fc.array(membershipItemArb, { maxLength: 2 }),
  enrolments: fc.array(enrolmentItemArb, { maxLength: 2 }),
  donations: fc.array(donationItemArb, { maxLength: 2 }),
  voucherPayments: fc.array(voucherPaymentArb, { maxLength: 3 }),
  customerInfo: customerInfoArb,
  numberOfPayments: fc.integer({ min: 1, max: 12 }),
  globalServiceCharge: fc.option(serviceChargeArb, { nil: null }),
  modify: fc.option(modificationArb, { nil: null }),
  isHold: fc.boolean(),
  locationId: nullableId,
  authProfileId: nullableId,
  businessId: nullableId,
  integrationId: fc.option(textArb, { nil: null }),
  paymentIdentifier: fc.option(textArb, { nil: null }),
  reservationIdentifier: fc.option(textArb, { nil: null }),
  ticketIdentifiers: fc.array(textArb, { maxLength: 3 }),
})
