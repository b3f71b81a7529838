import type { SeatPlanLayout, Venue } from './catalog-snapshot'
import { TicketGroupId } from './price-list'
import { VenueId, VenueTypeId, seatplanIdOf } from './venue-ids'

/**
 * §3/§4 the viewings a VOD presentation sells: a VOD item is bought like a general-admission
 * place (no seat to choose, a quantity), so the order flow, the reservation and the customer
 * area's VOD items need nothing of their own.
 */
export const VOD_CAPACITY = 500

const vod = (id: number, venueTypeId: number, name: string): Venue => ({
  id,
  name,
  venueTypeId,
  locationId: 6,
  seatplanId: seatplanIdOf(id),
  authProfileId: null,
  businessId: 5,
  cancellationFee: null,
  ticketGroupIds: [TicketGroupId.vod],
  productIds: [],
})

/** §3 a VOD venue's plan: one general-admission section of viewings (section id: venue × 100 + 1), sold by the VOD ticket group. */
export const vodPlan = (venue: Venue): SeatPlanLayout => ({
  venueId: venue.id,
  seatplanId: seatplanIdOf(venue.id),
  sections: [
    {
      id: venue.id * 100 + 1,
      name: 'צפייה',
      isReserved: false,
      capacity: VOD_CAPACITY,
      ticketGroupId: TicketGroupId.vod,
      geometry: { xOffsetPercent: 5, yOffsetPercent: 10, widthPercent: 90, heightPercent: 80, rotateAngle: 0 },
      groups: [],
    },
  ],
})

/** §9 one venue per VOD venue type (101–104), each with its plan of viewings. */
export const vodVenues = (): readonly Venue[] => [
  vod(VenueId.vodHome, VenueTypeId.vodHome, 'קולנוע ביתי'),
  vod(VenueId.vodRental, VenueTypeId.vodRental, 'השכרת סרטים'),
  vod(VenueId.vodLive, VenueTypeId.vodLive, 'שידור חי'),
  vod(VenueId.vodArchive, VenueTypeId.vodArchive, 'ארכיון הופעות'),
]
