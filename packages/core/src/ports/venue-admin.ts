import type { Result } from '../errors/error-codes'
import type { VenueSettingsChange } from '../venues/venue-settings-changes'
import type { VenueSettings } from '../venues/venue-settings'

/** Issue 15 §4 a venue a manager may edit (permission 270 and one of their businesses). */
export interface ManagedVenue {
  readonly businessId: number
  readonly displayName: string
  readonly slug: string
}

/**
 * Issue 15 §4 a venue's whole settings as its manager reads them, with the revision they were read
 * at: a save names it, so a manager never overwrites another's change unseen (0: never saved,
 * the defaults).
 */
export interface VenueSettingsRevision {
  readonly settings: VenueSettings
  readonly revision: number
}

/** Issue 15 §4 one save of a venue's settings in its audit log: who, when, and what changed (field by field). */
export interface VenueAuditEntry {
  readonly at: number
  readonly staffId: number
  readonly staffName: string
  readonly revision: number
  readonly changes: readonly VenueSettingsChange[]
}

/** Issue 15 §4 a page of a venue's audit log, newest first. */
export interface VenueAuditPage {
  readonly entries: readonly VenueAuditEntry[]
  /** 1-based. */
  readonly page: number
  readonly pageSize: number
  readonly total: number
}

/**
 * Issue 15 §4 the producer console's venue settings (permission 270, the manager's businesses only):
 * the venues, one venue's settings with their revision, a save of the whole settings over the
 * revision read (VENUE_SETTINGS_OUTDATED when another save came first; the core's validation codes
 * otherwise; nothing half-saved), and the venue's audit log.
 */
export interface VenueAdmin {
  venues(): Promise<Result<readonly ManagedVenue[]>>
  venue(businessId: number): Promise<Result<VenueSettingsRevision>>
  save(settings: VenueSettings, revision: number): Promise<Result<VenueSettingsRevision>>
  audit(businessId: number, page: number): Promise<Result<VenueAuditPage>>
}
