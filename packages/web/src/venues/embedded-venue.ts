import { EMBEDDED_VENUE_ID, readEmbeddedVenue } from '@kartis/api-adapter'
import { deepLinkPresentationOf, type CurrentVenue, type PublicVenueSettings, type Result } from '@kartis/core'

/**
 * Issue 16 §1 (issue 15 §2) the venue of the page: the one the box office wrote into it (a JSON
 * data block, no call before the first paint), else — a page without one or with a block that is
 * not GET /venue's answer — GET /venue, naming a deep link's presentation.
 */
export const venueOfPage = (
  page: Pick<Document, 'getElementById'>,
  currentVenue: CurrentVenue,
  path: string,
): Promise<Result<PublicVenueSettings>> => {
  const text = page.getElementById(EMBEDDED_VENUE_ID)?.textContent
  const embedded = text === undefined || text === null ? undefined : readEmbeddedVenue(text)
  return embedded?._tag === 'Right' ? Promise.resolve(embedded) : currentVenue.current(deepLinkPresentationOf(path))
}
