import { NoParams, endpoint } from '../wire/endpoint'
import { PublicVenueSettingsCodec } from './venue-codec'

/** Issue 15 §1/§2 the venue a page belongs to (not a §7 call): its public settings. */
export const venueEndpoints = {
  venue: endpoint({
    name: 'venue',
    method: 'GET',
    path: '/venue',
    params: NoParams,
    body: null,
    response: PublicVenueSettingsCodec,
  }),
} as const
