import type { Result, VenueAuditPage, VenueSettings, VenueSettingsRevision } from '@kartis/core'

/** Issue 15 §4 entries in one page of a venue's audit log. */
export const VENUE_AUDIT_PAGE_SIZE = 20

/**
 * Issue 15 §4 what the producer console's venue screen needs of the storage beyond the core's
 * VenueSettingsRepository: a venue's settings with their revision (read from the database, not the
 * cache, so a manager edits what is stored), a manager's save over the revision read, audited in
 * the same transaction, and the audit log.
 */
export interface VenueManagement {
  /** The venue's stored settings and revision; the defaults at revision 0 for a business never saved. */
  withRevision(businessId: number): Promise<VenueSettingsRevision>
  /**
   * Validates and saves the whole settings when the stored revision is still `revision`, writing
   * an audit row of `staffId` with the changed fields in the same transaction: VENUE_SETTINGS_OUTDATED
   * when another save came first, the core's validation codes, VENUE_ADDRESS_TAKEN; nothing is
   * written on a refusal. Unchanged settings are not saved again (no new revision, no audit row).
   */
  saveAsManager(settings: VenueSettings, revision: number, staffId: number): Promise<Result<VenueSettingsRevision>>
  /** A page (1-based) of the venue's audit log, newest first, with the staff users' names. */
  auditOf(businessId: number, page: number): Promise<VenueAuditPage>
  /** Forgets the cached venues, so the next read sees the database (another instance saved). */
  invalidate(): void
}
