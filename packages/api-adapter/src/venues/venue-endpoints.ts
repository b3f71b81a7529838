import { endpoint } from '../wire/endpoint'
import { VenueParams, PublicVenueSettingsCodec } from './venue-codec'

/** Issue 15 §1/§2 the venue a page belongs to (not a §7 call): its public settings; a deep link names its presentation. */
export const venueEndpoints = {
  venue: endpoint({
    name: 'venue',
    method: 'GET',
    path: '/venue',
    params: VenueParams,
    body: null,
    response: PublicVenueSettingsCodec,
  }),
} as const
