import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { VenueSettingsCodec } from '@kartis/api-adapter'
import {
  DEFAULT_VENUE_BUSINESS_ID,
  defaultVenueSettings,
  kartisError,
  validateVenueSettings,
  venueSettingsChanges,
  venueSettingsOfBusiness,
  type Clock,
  type Result,
  type VenueAddress,
  type VenueAuditEntry,
  type VenueAuditPage,
  type VenueSettings,
  type VenueSettingsChange,
  type VenueSettingsRevision,
  type VenueSettingsRepository,
} from '@kartis/core'
import { VENUE_AUDIT_PAGE_SIZE, type VenueManagement } from '../venues/venue-management'
import type { StorageDatabase } from './database/storage-database'
import { inTransaction, outsideTransaction, type Tx } from './database/transactions'
import { isUniqueViolation } from './database/unique-violation'

/** Issue 15 how long an instance trusts its copy of the venues before it reads them again (another instance's save shows within this). */
export const VENUE_CACHE_TTL_MS = 5_000

/** Issue 15 §4 the NOTIFY channel a save is announced on to every instance of one PostgreSQL box office. */
export const VENUE_SETTINGS_CHANNEL = 'kartis_venue_settings'

export interface SqlVenueSettingsOptions {
  /** The install's default venue, for requests that name none (default: none configured, defaultVenueSettings()). */
  readonly defaultBusinessId?: number | null
  /** Default VENUE_CACHE_TTL_MS; 0 reads the database on every call. */
  readonly cacheTtlMs?: number
  /** Default VENUE_SETTINGS_CHANNEL; the tests give each pair of instances its own. */
  readonly changesChannel?: string
}

/** Every configured venue, indexed the three ways a request names one. */
interface VenueSnapshot {
  readonly loadedAt: number
  readonly byBusiness: ReadonlyMap<number, VenueSettings>
  readonly bySlug: ReadonlyMap<string, VenueSettings>
  readonly byHost: ReadonlyMap<string, VenueSettings>
}

/**
 * A stored row read back through the manager's codec; a row that no longer decodes (hand-edited) is
 * skipped, never served. Rows saved before venues had text overrides read as having none.
 */
const decodeRow = (json: string): VenueSettings | null => {
  try {
    const stored: unknown = JSON.parse(json)
    const withOverrides = typeof stored === 'object' && stored !== null ? { textOverrides: {}, ...stored } : stored
    const decoded = VenueSettingsCodec.decode(withOverrides)
    return E.isRight(decoded) ? decoded.right : null
  } catch {
    return null
  }
}

/**
 * Issue 15 §1/§2 venues' settings on either engine, behind the core's VenueSettingsRepository.
 * Reads come from a snapshot of every venue (a few dozen rows), read again after cacheTtlMs and
 * at once after this instance saves. On PostgreSQL a save also NOTIFYs the changes channel in its
 * transaction (delivered at commit), so the other instances, listening (main.ts), forget theirs
 * at once; the TTL bounds what a missed notification costs.
 * A save is validated by the core first, then written in one transaction (the row and its host
 * names), so a refused save leaves nothing half-written.
 */
export class SqlVenueSettings implements VenueSettingsRepository, VenueManagement {
  private snapshot: VenueSnapshot | null = null
  private readonly ttlMs: number
  private readonly defaultBusinessId: number | null
  private readonly changesChannel: string

  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
    options: SqlVenueSettingsOptions = {},
  ) {
    this.ttlMs = options.cacheTtlMs ?? VENUE_CACHE_TTL_MS
    this.defaultBusinessId = options.defaultBusinessId ?? null
    this.changesChannel = options.changesChannel ?? VENUE_SETTINGS_CHANNEL
  }

  /** Issue 15 forgets the snapshot, so the next read sees the database (a save does this itself). */
  invalidate(): void {
    this.snapshot = null
  }

  private async venues(): Promise<VenueSnapshot> {
    const now = this.clock.now()
    if (this.snapshot !== null && now - this.snapshot.loadedAt < this.ttlMs) return this.snapshot
    const db = outsideTransaction(this.database)
    const rows = await db.selectFrom('venue_settings').select(['business_id', 'settings']).orderBy('business_id').execute()
    const hosts = await db.selectFrom('venue_host_names').select(['host_name', 'business_id']).execute()
    const byBusiness = new Map<number, VenueSettings>()
    for (const row of rows) {
      const settings = decodeRow(row.settings)
      if (settings !== null && settings.businessId === row.business_id) byBusiness.set(row.business_id, settings)
    }
    const bySlug = new Map([...byBusiness.values()].map((settings) => [settings.slug, settings]))
    const byHost = new Map<string, VenueSettings>()
    for (const host of hosts) {
      const settings = byBusiness.get(host.business_id)
      if (settings !== undefined) byHost.set(host.host_name, settings)
    }
    const snapshot = { loadedAt: now, byBusiness, bySlug, byHost }
    this.snapshot = snapshot
    return snapshot
  }

  private installDefault(snapshot: VenueSnapshot): VenueSettings {
    return (this.defaultBusinessId === null ? undefined : snapshot.byBusiness.get(this.defaultBusinessId)) ?? defaultVenueSettings()
  }

  async ofBusiness(businessId: number): Promise<VenueSettings> {
    return venueSettingsOfBusiness((await this.venues()).byBusiness.values(), businessId)
  }

  /** Issue 15 §2 the host's venue, else the path prefix's (VENUE_NOT_FOUND when unknown), else the presentation's business's, else the install's default. */
  async resolve(address: VenueAddress): Promise<Result<VenueSettings>> {
    const snapshot = await this.venues()
    const byHost = address.hostName === null ? undefined : snapshot.byHost.get(address.hostName)
    if (byHost !== undefined) return E.right(byHost)
    if (address.slug !== null) {
      const bySlug = snapshot.bySlug.get(address.slug)
      return bySlug === undefined ? E.left(kartisError('VENUE_NOT_FOUND', { slug: address.slug })) : E.right(bySlug)
    }
    const byBusiness = address.businessId === null ? undefined : snapshot.byBusiness.get(address.businessId)
    return E.right(byBusiness ?? this.installDefault(snapshot))
  }

  async list(): Promise<readonly VenueSettings[]> {
    return [...(await this.venues()).byBusiness.values()]
  }

  async save(settings: VenueSettings): Promise<Result<VenueSettings>> {
    const checked = validateVenueSettings(settings)
    if (E.isLeft(checked)) return checked
    const venue = checked.right
    if (venue.businessId === DEFAULT_VENUE_BUSINESS_ID) return E.left(kartisError('VENUE_SETTING_INVALID', { field: 'businessId' }))
    try {
      const saved = await inTransaction(this.database, (tx) => this.write(tx, venue))
      this.invalidate()
      return saved
    } catch (error) {
      // Two saves racing for one address: the unique constraint decides, and the loser is told so.
      if (isUniqueViolation(error)) return E.left(kartisError('VENUE_ADDRESS_TAKEN', { field: 'slug', value: venue.slug }))
      throw error
    }
  }

  async withRevision(businessId: number): Promise<VenueSettingsRevision> {
    return this.storedIn(outsideTransaction(this.database), businessId)
  }

  /** The stored settings and revision of a business (the defaults at revision 0), read in `tx`. */
  private async storedIn(tx: Tx, businessId: number): Promise<VenueSettingsRevision> {
    const row = await tx
      .selectFrom('venue_settings')
      .select(['settings', 'revision'])
      .where('business_id', '=', businessId)
      .executeTakeFirst()
    const settings = row === undefined ? null : decodeRow(row.settings)
    return settings === null || row === undefined
      ? { settings: defaultVenueSettings(businessId, `business-${businessId}`), revision: row?.revision ?? 0 }
      : { settings, revision: row.revision }
  }

  async saveAsManager(settings: VenueSettings, revision: number, staffId: number): Promise<Result<VenueSettingsRevision>> {
    const checked = validateVenueSettings(settings)
    if (E.isLeft(checked)) return checked
    const venue = checked.right
    if (venue.businessId === DEFAULT_VENUE_BUSINESS_ID) return E.left(kartisError('VENUE_SETTING_INVALID', { field: 'businessId' }))
    const outdated = (current: number): Result<never> => E.left(kartisError('VENUE_SETTINGS_OUTDATED', { revision: current }))
    try {
      const saved = await inTransaction(this.database, async (tx): Promise<Result<VenueSettingsRevision>> => {
        const stored = await this.storedIn(tx, venue.businessId)
        if (stored.revision !== revision) return outdated(stored.revision)
        const changes = venueSettingsChanges(stored.settings, venue)
        if (changes.length === 0) return E.right(stored)
        const written = await this.write(tx, venue, revision)
        if (E.isLeft(written)) return written
        await tx
          .insertInto('venue_settings_audit')
          .values({
            business_id: venue.businessId,
            staff_id: staffId,
            at: this.clock.now(),
            revision: revision + 1,
            changes: JSON.stringify(changes),
          })
          .execute()
        return E.right({ settings: venue, revision: revision + 1 })
      })
      if (E.isRight(saved)) this.invalidate()
      return saved
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      // Two first saves of one venue racing: the row's key decides, and the loser is told another save came first.
      const current = await this.withRevision(venue.businessId)
      return current.revision !== revision
        ? outdated(current.revision)
        : E.left(kartisError('VENUE_ADDRESS_TAKEN', { field: 'slug', value: venue.slug }))
    }
  }

  async auditOf(businessId: number, page: number): Promise<VenueAuditPage> {
    const db = outsideTransaction(this.database)
    const wanted = Math.max(1, Math.trunc(page))
    const count = await db
      .selectFrom('venue_settings_audit')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .where('business_id', '=', businessId)
      .executeTakeFirst()
    const rows = await db
      .selectFrom('venue_settings_audit as a')
      .innerJoin('staff_users as s', 's.id', 'a.staff_id')
      .select(['a.at', 'a.staff_id', 's.name', 'a.revision', 'a.changes'])
      .where('a.business_id', '=', businessId)
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(VENUE_AUDIT_PAGE_SIZE)
      .offset((wanted - 1) * VENUE_AUDIT_PAGE_SIZE)
      .execute()
    const entries: VenueAuditEntry[] = rows.map((row) => ({
      at: Number(row.at),
      staffId: row.staff_id,
      staffName: row.name,
      revision: row.revision,
      changes: changesOf(row.changes),
    }))
    return { entries, page: wanted, pageSize: VENUE_AUDIT_PAGE_SIZE, total: Number(count?.total ?? 0) }
  }

  /** Writes the venue's row and host names; with `expectedRevision`, only over that stored revision (VENUE_SETTINGS_OUTDATED otherwise). */
  private async write(tx: Tx, venue: VenueSettings, expectedRevision?: number): Promise<Result<VenueSettings>> {
    const slugOwner = await tx.selectFrom('venue_settings').select('business_id').where('slug', '=', venue.slug).executeTakeFirst()
    if (slugOwner !== undefined && slugOwner.business_id !== venue.businessId)
      return E.left(kartisError('VENUE_ADDRESS_TAKEN', { field: 'slug', value: venue.slug }))
    if (venue.hostNames.length > 0) {
      const hostOwner = await tx
        .selectFrom('venue_host_names')
        .select(['host_name', 'business_id'])
        .where('host_name', 'in', venue.hostNames)
        .where('business_id', '<>', venue.businessId)
        .executeTakeFirst()
      if (hostOwner !== undefined) return E.left(kartisError('VENUE_ADDRESS_TAKEN', { field: 'hostNames', value: hostOwner.host_name }))
    }
    const json = JSON.stringify(VenueSettingsCodec.encode(venue))
    const now = this.clock.now()
    const existing = await tx.selectFrom('venue_settings').select('revision').where('business_id', '=', venue.businessId).executeTakeFirst()
    // Host names first let go of (this venue's old ones), then the row, then the new names.
    await tx.deleteFrom('venue_host_names').where('business_id', '=', venue.businessId).execute()
    if (existing === undefined)
      await tx
        .insertInto('venue_settings')
        .values({ business_id: venue.businessId, slug: venue.slug, settings: json, revision: 1, updated_at: now })
        .execute()
    else {
      const updated = await tx
        .updateTable('venue_settings')
        .set({ slug: venue.slug, settings: json, revision: existing.revision + 1, updated_at: now })
        .where('business_id', '=', venue.businessId)
        .$if(expectedRevision !== undefined, (update) => update.where('revision', '=', expectedRevision ?? 0))
        .executeTakeFirst()
      // Another save committed between this one's read and its write (PostgreSQL waits for its lock, then sees the new revision).
      if (Number(updated.numUpdatedRows) === 0) return E.left(kartisError('VENUE_SETTINGS_OUTDATED', { revision: existing.revision + 1 }))
    }
    if (venue.hostNames.length > 0)
      await tx
        .insertInto('venue_host_names')
        .values(venue.hostNames.map((host) => ({ host_name: host, business_id: venue.businessId })))
        .execute()
    if (this.database.engine === 'postgres') await sql`select pg_notify(${this.changesChannel}, ${String(venue.businessId)})`.execute(tx)
    return E.right(venue)
  }
}

const isChange = (value: unknown): value is VenueSettingsChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'field') === 'string' &&
  ['string', 'object'].includes(typeof Reflect.get(value, 'from')) &&
  ['string', 'object'].includes(typeof Reflect.get(value, 'to'))

/** An audit row's changes as written (venueSettingsChanges); anything else in the column reads as none. */
const changesOf = (json: string): readonly VenueSettingsChange[] => {
  try {
    const parsed: unknown = JSON.parse(json)
    return Array.isArray(parsed) ? parsed.filter(isChange) : []
  } catch {
    return []
  }
}
