import * as E from 'fp-ts/Either'
import { kartisError, type PublicVenueSettings, type Result } from '@kartis/core'
import { decodeWith } from '../wire/decode'
import { scriptSafeJson } from '../wire/script-safe-json'
import { PublicVenueSettingsCodec } from './venue-codec'

/** The id of the data block in the storefront's index.html that carries the page's venue. */
export const EMBEDDED_VENUE_ID = 'kartis-venue'

/**
 * Issue 16 §1 the venue's public settings as the box office puts them into the storefront's page: a
 * JSON data block (GET /venue's exact answer), which the browser never runs, so the strict CSP
 * (no inline script) stays as it is, and the first paint need not wait for GET /venue.
 */
export const embeddedVenueElement = (venue: PublicVenueSettings): string =>
  `<script type="application/json" id="${EMBEDDED_VENUE_ID}">${scriptSafeJson(PublicVenueSettingsCodec.encode(venue))}</script>`

/**
 * Issue 16 §1 the venue a page was served with, read from its data block's text by GET /venue's
 * codec: DECODE_ERROR for text that is not that answer (the storefront then asks GET /venue).
 */
export const readEmbeddedVenue = (text: string): Result<PublicVenueSettings> => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return E.left(kartisError('DECODE_ERROR', { path: '', expected: 'JSON', actual: 'text', message: `#${EMBEDDED_VENUE_ID} is not JSON` }))
  }
  return decodeWith(PublicVenueSettingsCodec, json)
}
