import type { Venue } from './catalog-snapshot'
import { TicketGroupId } from './price-list'
import { VenueId, VenueTypeId } from './venue-ids'

const vod = (id: number, venueTypeId: number, name: string): Venue => ({
  id,
  name,
  venueTypeId,
  locationId: 6,
  seatplanId: null,
  authProfileId: null,
  businessId: 5,
  globalServiceCharge: null,
  cancellationFee: null,
  ticketGroupIds: [TicketGroupId.vod],
  productIds: [],
})

/** §9 one venue per VOD venue type (101–104): no seat plan, sold by the VOD ticket group. */
export const vodVenues = (): readonly Venue[] => [
  vod(VenueId.vodHome, VenueTypeId.vodHome, 'קולנוע ביתי'),
  vod(VenueId.vodRental, VenueTypeId.vodRental, 'השכרת סרטים'),
  vod(VenueId.vodLive, VenueTypeId.vodLive, 'שידור חי'),
  vod(VenueId.vodArchive, VenueTypeId.vodArchive, 'ארכיון הופעות'),
]
