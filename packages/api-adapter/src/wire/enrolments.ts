import type * as t from 'io-ts'
import type { EnrolmentEvent, EnrolmentRate, EnrolmentSeason } from '@kartis/core'
import { EnrolmentSelectionCodec } from './cart'
import { JerusalemDateTime } from './date-codec'
import { Shekels } from './money-codec'
import { listOf, nullable } from './optionality'
import { QueryList } from './query-list'
import { WireBool, WireInt, WireString } from './scalars'
import { SelectionsResponse, WrappedSeatPlanResponse } from './seat-selections'
import { GlobalServiceChargeCodec } from './service-charge'
import { field, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/**
 * §2/§3/§7 membership enrolment: the season (GET /enroll/{membershipId}, this product's call —
 * §7 shows none for the wizard's rates and events), and §7's seat plan, lock-seat and unlock-seat
 * of its events' seats. The order is committed by POST /payment/commit, cart kind 'enrolment'.
 */

/** §2 a rate: TicketId, TicketGroupId, Name, Price (shekels, the whole enrolment), MinEvents, MaxEvents. */
export const EnrolmentRateCodec: t.Type<EnrolmentRate, WireObject, unknown> = wireObject('EnrolmentRate', {
  ticketId: field('TicketId', WireInt),
  ticketGroupId: field('TicketGroupId', WireInt),
  name: field('Name', WireString),
  price: field('Price', Shekels),
  minEvents: field('MinEvents', WireInt),
  maxEvents: field('MaxEvents', WireInt),
})

/** §3 an event of the season: PresentationId, FeatureId, FeatureName, StartDateTime, VenueId, VenueSeatplanId, IsRequired. */
export const EnrolmentEventCodec: t.Type<EnrolmentEvent, WireObject, unknown> = wireObject('EnrolmentEvent', {
  presentationId: field('PresentationId', WireInt),
  featureId: field('FeatureId', WireInt),
  featureName: field('FeatureName', WireString),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  venueId: field('VenueId', WireInt),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  isRequired: field('IsRequired', WireBool),
})

/** §3 the season: MembershipId, SeasonId, Name, Rates, Presentations, ServiceCharge. */
export const EnrolmentSeasonCodec: t.Type<EnrolmentSeason, WireObject, unknown> = wireObject('EnrolmentSeason', {
  membershipId: field('MembershipId', WireInt),
  seasonId: field('SeasonId', WireInt),
  name: field('Name', WireString),
  rates: field('Rates', listOf(EnrolmentRateCodec)),
  events: field('Presentations', listOf(EnrolmentEventCodec)),
  serviceCharge: field('ServiceCharge', nullable(GlobalServiceChargeCodec)),
})

/** §7 the path parameter of every /enroll/{membershipId} call. */
export const EnrolmentPathParams = tolerantStruct({ membershipId: WireInt }, 'enrolment path params')
export type EnrolmentPathParams = t.TypeOf<typeof EnrolmentPathParams>

/** GET /enroll/{membershipId}: the season (NOT_FOUND for another id). */
export const EnrolmentSeasonResponse = wrapped('season', EnrolmentSeasonCodec)

/** §7 GET /enroll/{membershipId}/seatplan; presentationIds (this product's extension) names the events a status is combined over. */
export const EnrolmentSeatPlanParams = tolerantObject(
  'enrolment seat plan params',
  { membershipId: WireInt },
  { presentationIds: QueryList(WireInt) },
)
export type EnrolmentSeatPlanParams = t.TypeOf<typeof EnrolmentSeatPlanParams>

/** §7 "returns seatplan": the plan with each seat's status over the named events. */
export const EnrolmentSeatPlanResponse = WrappedSeatPlanResponse

const seatFields = {
  presentationId: WireInt,
  venueId: WireInt,
  seatplanId: WireInt,
  sectionId: WireInt,
  ticketGroupId: WireInt,
  x: WireInt,
  y: WireInt,
  selections: listOf(EnrolmentSelectionCodec),
}

/**
 * §7 PUT /enroll/{membershipId}/lock-seat body: venueId, seatplanId, sectionId, x, y, ticketGroupId,
 * seasonId, presentationId, selections; presentationIds (this product's extension, absent: the
 * one presentationId) are the events a fixed seat is locked in, all or none.
 */
export const EnrolmentLockSeatBody = tolerantObject(
  'enrolment lock-seat body',
  { ...seatFields, seasonId: WireInt },
  { presentationIds: listOf(WireInt) },
)
export type EnrolmentLockSeatBody = t.TypeOf<typeof EnrolmentLockSeatBody>

/** §7 PUT /enroll/{membershipId}/unlock-seat body: as lock-seat, without seasonId. */
export const EnrolmentUnlockSeatBody = tolerantObject('enrolment unlock-seat body', seatFields, { presentationIds: listOf(WireInt) })
export type EnrolmentUnlockSeatBody = t.TypeOf<typeof EnrolmentUnlockSeatBody>

/** §7 "returns selections" (or error): the enrolment's seats locked for the visitor, by event. */
export const EnrolmentSelectionsResponse = SelectionsResponse
