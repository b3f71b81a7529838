import type { AppDeps, RouteHost } from '../app-deps'
import { publicVenueOfPage } from '../venues/request-venue'
import { withHebrew } from './answer'

/**
 * Issue 15 §1/§2 GET /api/venue (also /v/{slug}/api/venue): the public settings of the venue the
 * page belongs to — its host's, else its prefix's (404 VENUE_NOT_FOUND when unknown), else the
 * deep link's presentation's business's, else the install's default. Never the manager's part
 * (the codec is exact).
 */
export const registerVenueRoutes = (host: RouteHost, deps: AppDeps): void => {
  host.handle('venue', async ({ params, request }) => withHebrew(await publicVenueOfPage(deps.storage, request, params.presentationId)))
}
