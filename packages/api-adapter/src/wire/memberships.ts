import * as t from 'io-ts'
import type {
  Membership,
  MembershipCurrency,
  MembershipOnSale,
  MembershipPresentation,
  MembershipPrice,
  MembershipSeatRequest,
} from '@kartis/core'
import { EnrolmentSelectionCodec } from './cart'
import { JerusalemDate, JerusalemDateTime } from './date-codec'
import { Shekels } from './money-codec'
import { listOf, nullable } from './optionality'
import { oneOf, WireInt, WireString } from './scalars'
import { SeatCodec } from './seat-plan'
import { SelectionsResponse, WrappedSeatPlanResponse } from './seat-selections'
import { field, optionalField, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/**
 * §3/§7 memberships: the shop's catalogue (GET /memberships, GET /memberships/{code}: the calls
 * are "not shown", so these are this product's), and §7's seat plan, lock and unlock of a
 * membership's seats.
 */

/** §3 currency: CurrencyId, CurrencyCode, CurrencySymbol. */
export const MembershipCurrencyCodec: t.Type<MembershipCurrency, WireObject, unknown> = wireObject('MembershipCurrency', {
  currencyId: field('CurrencyId', WireInt),
  currencyCode: field('CurrencyCode', WireString),
  currencySymbol: field('CurrencySymbol', WireString),
})

/** §3 membership price: MembershipPriceId, PriceCode, Price (shekels), currency, selectedQuantity, usedQuantity, reference1, reference2. */
export const MembershipPriceCodec: t.Type<MembershipPrice, WireObject, unknown> = wireObject('MembershipPrice', {
  membershipPriceId: field('MembershipPriceId', WireInt),
  priceCode: field('PriceCode', WireString),
  price: field('Price', Shekels),
  currency: field('currency', MembershipCurrencyCodec),
  selectedQuantity: field('selectedQuantity', WireInt),
  usedQuantity: field('usedQuantity', WireInt),
  reference1: optionalField('reference1', WireString),
  reference2: optionalField('reference2', WireString),
})

/** §3 topups by member number, in shekels. */
const TopupsCodec = t.record(t.string, Shekels)

/** §3 membership: MembershipId, MembershipTypeId (2 a series), Code, Name, ClassName, prices, topups, seats. */
export const MembershipCodec: t.Type<Membership, WireObject, unknown> = wireObject('Membership', {
  membershipId: field('MembershipId', WireInt),
  membershipTypeId: field('MembershipTypeId', WireInt),
  code: field('Code', WireString),
  name: field('Name', WireString),
  className: optionalField('ClassName', WireString),
  prices: field('prices', listOf(MembershipPriceCodec)),
  topups: field('topups', TopupsCodec),
  seats: field('seats', listOf(SeatCodec)),
})

/** §4 how a membership's seats are chosen. */
export const MembershipSeatingCodec = oneOf(['perPresentation', 'fixedSeat', 'none'] as const, 'membership seating')

/** §4 a presentation a membership covers: PresentationId, FeatureId, FeatureName, StartDateTime, VenueId, VenueSeatplanId. */
export const MembershipPresentationCodec: t.Type<MembershipPresentation, WireObject, unknown> = wireObject('MembershipPresentation', {
  presentationId: field('PresentationId', WireInt),
  featureId: field('FeatureId', WireInt),
  featureName: field('FeatureName', WireString),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
})

/** §3/§4 a membership on sale: the membership, its seating, the presentations it covers, the member's balance and validity; EnrolmentSeasonId marks an enrolment season (issue 14 §3). */
export const MembershipOnSaleCodec: t.Type<MembershipOnSale, WireObject, unknown> = wireObject('MembershipOnSale', {
  membership: field('membership', MembershipCodec),
  seating: field('seating', MembershipSeatingCodec),
  presentations: field('presentations', listOf(MembershipPresentationCodec)),
  memberBalance: field('memberBalance', WireInt),
  validFrom: field('validFrom', JerusalemDate),
  validUntil: field('validUntil', JerusalemDate),
  enrolmentSeasonId: optionalField('EnrolmentSeasonId', WireInt),
})

// ---- GET /memberships, GET /memberships/{membershipCode} -----------------------------------

/** GET /memberships: every membership on sale (§8 NO_MEMBERSHIP_TYPES when none). */
export const MembershipsOnSaleResponse = wrapped('memberships', listOf(MembershipOnSaleCodec))

/** GET /memberships/{membershipCode} path parameter. */
export const MembershipByCodeParams = tolerantStruct({ membershipCode: WireString }, 'membership by code params')
export type MembershipByCodeParams = t.TypeOf<typeof MembershipByCodeParams>

/** GET /memberships/{membershipCode}: the membership on sale (NOT_FOUND for another code). */
export const MembershipByCodeResponse = wrapped('membership', MembershipOnSaleCodec)

// ---- GET /membership/seatplan --------------------------------------------------------------

/** §7 GET /membership/seatplan query: membershipId; presentationId (this product's extension) names a series' presentation. */
export const MembershipSeatPlanParams = tolerantObject(
  'membership seat plan params',
  { membershipId: WireInt },
  { presentationId: WireInt },
)
export type MembershipSeatPlanParams = t.TypeOf<typeof MembershipSeatPlanParams>

/** §7 "returns seatplan": the plan with each seat's status for the visitor. */
export const MembershipSeatPlanResponse = WrappedSeatPlanResponse

// ---- PUT /membership/lock-seat, PUT /membership/unlock-seat ------------------------------

/**
 * §7 seat: MembershipId, VenueId, VenueSeatplanId, VenueSectionId, TicketGroupId, XCoordinate,
 * YCoordinate (null for GA), and PresentationId — this product's extension, since §7's body is
 * silent on it: a series (type 2) names the presentation the seat is for; absent or null for a
 * fixed seat, locked in every presentation the membership covers.
 */
export const MembershipSeatCodec: t.Type<MembershipSeatRequest, WireObject, unknown> = wireObject('membership seat', {
  membershipId: field('MembershipId', WireInt),
  presentationId: field('PresentationId', nullable(WireInt)),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  sectionId: field('VenueSectionId', WireInt, 'SectionId'),
  ticketGroupId: field('TicketGroupId', WireInt),
  x: field('XCoordinate', WireInt),
  y: field('YCoordinate', nullable(WireInt)),
})

/** §7 PUT /membership/lock-seat body: seat. */
export const MembershipLockSeatBody = tolerantStruct({ seat: MembershipSeatCodec }, 'membership lock-seat body')
export type MembershipLockSeatBody = t.TypeOf<typeof MembershipLockSeatBody>

/** §7 PUT /membership/unlock-seat body: the same seat plus selections. */
export const MembershipUnlockSeatBody = tolerantStruct(
  { seat: MembershipSeatCodec, selections: listOf(EnrolmentSelectionCodec) },
  'membership unlock-seat body',
)
export type MembershipUnlockSeatBody = t.TypeOf<typeof MembershipUnlockSeatBody>

/** §7 "returns selections" (or error): the membership's seats locked for the visitor, by presentation. */
export const MembershipSelectionsResponse = SelectionsResponse
