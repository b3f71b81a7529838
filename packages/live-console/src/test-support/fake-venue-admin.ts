import * as E from 'fp-ts/Either'
import { demoVenues } from '@kartis/api-adapter'
import {
  kartisError,
  validateVenueSettings,
  venueSettingsChanges,
  type StaffUser,
  type VenueAdmin,
  type VenueAuditEntry,
  type VenueSettingsRevision,
} from '@kartis/core'

/**
 * Test support: the venue manager's calls over the demo's venues in memory, as the box office
 * answers them: the user's businesses only (403 otherwise), the core's validation, a stale
 * revision refused, an audit entry per save.
 */
export const fakeVenueAdmin = (
  user: Pick<StaffUser, 'staffId' | 'name' | 'businessIds'>,
  now: () => number = () => Date.UTC(2026, 0, 5, 10, 0),
) => {
  const stored = new Map<number, VenueSettingsRevision>(demoVenues().map((settings) => [settings.businessId, { settings, revision: 1 }]))
  const audit: { businessId: number; entry: VenueAuditEntry }[] = []
  const saves: VenueSettingsRevision[] = []
  const denied = () => Promise.resolve(E.left(kartisError('PERMISSION_DENIED', { permission: 270 })))
  const venueAdmin: VenueAdmin = {
    venues: () =>
      Promise.resolve(
        E.right(
          [...stored.values()]
            .filter(({ settings }) => user.businessIds.includes(settings.businessId))
            .map(({ settings }) => ({ businessId: settings.businessId, displayName: settings.displayName, slug: settings.slug })),
        ),
      ),
    venue: (businessId) => {
      const venue = stored.get(businessId)
      return venue === undefined || !user.businessIds.includes(businessId) ? denied() : Promise.resolve(E.right(venue))
    },
    save: (settings, revision) => {
      const current = stored.get(settings.businessId)
      if (current === undefined || !user.businessIds.includes(settings.businessId)) return denied()
      if (current.revision !== revision)
        return Promise.resolve(E.left(kartisError('VENUE_SETTINGS_OUTDATED', { revision: current.revision })))
      const checked = validateVenueSettings(settings)
      if (E.isLeft(checked)) return Promise.resolve(checked)
      const saved = { settings: checked.right, revision: revision + 1 }
      const changes = venueSettingsChanges(current.settings, saved.settings)
      stored.set(settings.businessId, saved)
      saves.push(saved)
      audit.unshift({
        businessId: settings.businessId,
        entry: { at: now(), staffId: user.staffId, staffName: user.name, revision: saved.revision, changes },
      })
      return Promise.resolve(E.right(saved))
    },
    audit: (businessId, page) => {
      if (!user.businessIds.includes(businessId)) return denied()
      const entries = audit.filter((row) => row.businessId === businessId).map((row) => row.entry)
      return Promise.resolve(E.right({ entries: entries.slice((page - 1) * 20, page * 20), page, pageSize: 20, total: entries.length }))
    },
  }
  return { venueAdmin, saves, stored }
}
