import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS, kartisError, type Result, type StaffUser } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { withHebrew } from './answer'

/**
 * Issue 15 §4 the venue manager's calls (permission 270): the venues of the user's businesses, one
 * venue's whole settings with their revision, the save of the whole settings over that revision
 * (409 VENUE_SETTINGS_OUTDATED when another manager saved first; 400 with the core's code, field
 * and Hebrew text when a value is refused; nothing half-saved; rate-limited), and the venue's audit
 * log, newest first. 401 without a staff session, 403 without 270 or for another business's venue.
 */
export const registerVenueAdminRoutes = (host: RouteHost, deps: AppDeps): void => {
  const venues = deps.storage.venues
  const permission = STAFF_PERMISSIONS.venueSettings

  /** Runs `work` for the session's staff user when it holds 270 and works for `businessId`; the guard's 401/403 otherwise. */
  const asManagerOf = async <T>(
    request: FastifyRequest,
    businessId: number,
    work: (user: StaffUser) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    const user = await deps.staffGuard.forBusiness(request, permission, businessId)
    return withHebrew(E.isLeft(user) ? user : await work(user.right))
  }

  host.handle('managedVenues', async ({ request }) => {
    const user = await deps.staffGuard.withPermission(request, permission)
    if (E.isLeft(user)) return withHebrew(user)
    // Every business of the user is listed: one never configured shows with the defaults, to be set up.
    const managed = await Promise.all(
      [...user.right.businessIds].sort((a, b) => a - b).map(async (businessId) => (await venues.withRevision(businessId)).settings),
    )
    return E.right({
      venues: managed.map((venue) => ({ businessId: venue.businessId, displayName: venue.displayName, slug: venue.slug })),
    })
  })

  host.handle('managedVenue', ({ params, request }) =>
    asManagerOf(request, params.businessId, async () => E.right(await venues.withRevision(params.businessId))),
  )

  host.handle(
    'saveManagedVenue',
    ({ params, body, request }) =>
      asManagerOf(request, params.businessId, async (user) =>
        body.settings.businessId === params.businessId
          ? venues.saveAsManager(body.settings, body.revision, user.staffId)
          : E.left(kartisError('VENUE_SETTING_INVALID', { field: 'businessId' })),
      ),
    { rateLimit: 'venueSaves' },
  )

  host.handle('managedVenueAudit', ({ params, request }) =>
    asManagerOf(request, params.businessId, async () => E.right(await venues.auditOf(params.businessId, params.page ?? 1))),
  )
}
