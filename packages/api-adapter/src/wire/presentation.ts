import type * as t from 'io-ts'
import { ZERO, type Feature, type Presentation, type PresentationProduct } from '@kartis/core'
import { JerusalemDateTime } from './date-codec'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { WireBool, WireInt, WireString } from './scalars'
import { SeatPlanCodec } from './seat-plan'
import { TicketGroupCodec } from './tickets'
import { field, optionalField, wireObject, type WireObject } from './tolerant-keys'

/**
 * §3 features and presentations. §7 does not show their bodies; they are designed in the
 * box office's PascalCase (FeatureId, StartDateTime…), with §3's names (id, isGA,
 * soldout…) read as aliases, in any case.
 */

/** §3 a feature: FeatureId, Name, Description, FeatureTypeId, FeatureCategoryId, Duration (minutes), ImageUrl. */
export const FeatureCodec: t.Type<Feature, WireObject, unknown> = wireObject('Feature', {
  id: field('FeatureId', WireInt, 'Id'),
  name: field('Name', WireString, 'FeatureName'),
  description: optionalField('Description', WireString),
  featureTypeId: field('FeatureTypeId', WireInt),
  featureCategoryId: field('FeatureCategoryId', WireInt),
  durationMinutes: optionalField('Duration', WireInt, 'DurationMinutes'),
  imageUrl: optionalField('ImageUrl', WireString),
})

/** §3 a product sold with a presentation: id, name, price (shekels), isDeliveryRequired, maxQuantity. */
export const PresentationProductCodec: t.Type<PresentationProduct, WireObject, unknown> = wireObject('PresentationProduct', {
  id: field('id', WireInt, 'ProductId'),
  name: field('name', withDefault(WireString, ''), 'ProductName'),
  price: field('price', Shekels),
  isDeliveryRequired: field('isDeliveryRequired', withDefault(WireBool, false)),
  maxQuantity: optionalField('maxQuantity', WireInt),
})

/**
 * §3 a presentation: PresentationId, FeatureId, FeatureTypeId, FeatureCategoryId, VenueId,
 * VenueTypeId, VenueName, VenueSeatplanId, StartDateTime (Jerusalem; null when untimed),
 * Seatplan, TicketGroups, ServiceCharge (shekels), Products, IsReserved, IsGA (count of GA
 * sections), Soldout, LocationId, AuthProfileId, BusinessId, SeatingPolicyId, MaxSeats,
 * ViewAreaFilename, SeatsLoaded.
 */
export const PresentationCodec: t.Type<Presentation, WireObject, unknown> = wireObject('Presentation', {
  id: field('PresentationId', WireInt, 'Id'),
  featureId: field('FeatureId', WireInt),
  featureTypeId: field('FeatureTypeId', WireInt),
  featureCategoryId: field('FeatureCategoryId', WireInt),
  venueId: field('VenueId', WireInt),
  venueTypeId: field('VenueTypeId', WireInt),
  venueName: optionalField('VenueName', WireString),
  seatplanId: field('VenueSeatplanId', WireInt, 'SeatplanId'),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  seatPlan: field('Seatplan', nullable(SeatPlanCodec)),
  ticketGroups: field('TicketGroups', listOf(TicketGroupCodec)),
  serviceCharge: field('ServiceCharge', withDefault(Shekels, ZERO)),
  products: field('Products', listOf(PresentationProductCodec)),
  isReserved: field('IsReserved', WireBool),
  isGA: field('IsGA', withDefault(WireInt, 0)),
  soldout: field('Soldout', withDefault(WireBool, false), 'IsSoldOut'),
  locationId: field('LocationId', WireInt),
  authProfileId: field('AuthProfileId', nullable(WireInt)),
  businessId: field('BusinessId', nullable(WireInt)),
  seatingPolicyId: field('SeatingPolicyId', withDefault(WireInt, 0)),
  maxSeats: field('MaxSeats', WireInt),
  viewAreaFilename: optionalField('ViewAreaFilename', WireString),
  seatsLoaded: field('SeatsLoaded', withDefault(WireBool, false)),
})
