import { EMBEDDED_VENUE_ID, readEmbeddedVenue } from '@kartis/api-adapter'
import { deepLinkPresentationOf, type CurrentVenue, type PublicVenueSettings, type Result } from '@kartis/core'
import type { PageDataBlocks } from '../shell/page-data-blocks'

/** Issue 16 §1 the venue the box office wrote into the page (a JSON data block); undefined for a page without a readable one. */
export const embeddedVenueOf = (page: PageDataBlocks): PublicVenueSettings | undefined => {
  const text = page.getElementById(EMBEDDED_VENUE_ID)?.textContent
  const embedded = text === undefined || text === null ? undefined : readEmbeddedVenue(text)
  return embedded?._tag === 'Right' ? embedded.right : undefined
}

/**
 * Issue 16 §1 (issue 15 §2) the venue of the page: the one the box office wrote into it (no call
 * before the first paint), else — a page without one or with a block that is not GET /venue's
 * answer — GET /venue, naming a deep link's presentation.
 */
export const venueOfPage = (page: PageDataBlocks, currentVenue: CurrentVenue, path: string): Promise<Result<PublicVenueSettings>> => {
  const embedded = embeddedVenueOf(page)
  return embedded === undefined ? currentVenue.current(deepLinkPresentationOf(path)) : Promise.resolve({ _tag: 'Right', right: embedded })
}
