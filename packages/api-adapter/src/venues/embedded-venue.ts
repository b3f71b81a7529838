import type { PublicVenueSettings, Result } from '@kartis/core'
import { dataBlockElement, readDataBlock } from '../wire/data-block'
import { PublicVenueSettingsCodec } from './venue-codec'

/** The id of the data block in the storefront's index.html that carries the page's venue. */
export const EMBEDDED_VENUE_ID = 'kartis-venue'

/**
 * Issue 16 §1 the venue's public settings as the box office puts them into the storefront's page: a
 * JSON data block (GET /venue's exact answer), which the browser never runs, so the strict CSP
 * (no inline script) stays as it is, and the first paint need not wait for GET /venue.
 */
export const embeddedVenueElement = (venue: PublicVenueSettings): string =>
  dataBlockElement(EMBEDDED_VENUE_ID, PublicVenueSettingsCodec.encode(venue))

/**
 * Issue 16 §1 the venue a page was served with, read from its data block's text by GET /venue's
 * codec: DECODE_ERROR for text that is not that answer (the storefront then asks GET /venue).
 */
export const readEmbeddedVenue = (text: string): Result<PublicVenueSettings> =>
  readDataBlock(PublicVenueSettingsCodec, EMBEDDED_VENUE_ID, text)
