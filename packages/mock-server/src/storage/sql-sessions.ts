import { sql } from 'kysely'
import type { Clock } from '@kartis/core'
import type { NewSession, Sessions } from '../sessions/sessions'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** The session tables: the same columns, but for the owner's (customer_sessions.customer_id, staff_sessions.staff_id). */
export const CUSTOMER_SESSIONS = { table: 'customer_sessions', owner: 'customer_id' } as const
export const STAFF_SESSIONS = { table: 'staff_sessions', owner: 'staff_id' } as const
export type SessionTable = typeof CUSTOMER_SESSIONS | typeof STAFF_SESSIONS

/**
 * Issue 12/13 sessions on either engine: one row per session, keyed by the hash of its id. One
 * implementation for customers' and staff's tables (written with sql fragments, as the owner
 * column's name differs between them).
 */
export class SqlSessions implements Sessions {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly of: SessionTable,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  private get table() {
    return sql.table(this.of.table)
  }

  private get owner() {
    return sql.ref(this.of.owner)
  }

  async create(session: NewSession): Promise<void> {
    const now = this.clock.now()
    const idle = Math.min(session.idleExpiresAt, session.absoluteExpiresAt)
    await sql`INSERT INTO ${this.table} (id_hash, ${this.owner}, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
      VALUES (${session.idHash}, ${session.ownerId}, ${now}, ${now}, ${idle}, ${session.absoluteExpiresAt})`.execute(this.db)
  }

  /** One conditional UPDATE: a session that expired (idle or absolute) is never revived. */
  async touch(idHash: string, idleExpiresAt: number): Promise<number | null> {
    const now = this.clock.now()
    // The earlier of the new idle expiry and the absolute one (CASE: SQLite has no least()).
    const result = await sql<{ owner: number }>`UPDATE ${this.table}
      SET last_seen_at = ${now},
        idle_expires_at = CASE WHEN absolute_expires_at > ${idleExpiresAt} THEN ${idleExpiresAt} ELSE absolute_expires_at END
      WHERE id_hash = ${idHash} AND idle_expires_at > ${now} AND absolute_expires_at > ${now}
      RETURNING ${this.owner} AS owner`.execute(this.db)
    return result.rows[0]?.owner ?? null
  }

  async delete(idHash: string): Promise<void> {
    const now = this.clock.now()
    const deleted = await sql<{
      owner: number
    }>`DELETE FROM ${this.table} WHERE id_hash = ${idHash} RETURNING ${this.owner} AS owner`.execute(this.db)
    const owner = deleted.rows[0]?.owner
    if (owner === undefined) return
    await sql`DELETE FROM ${this.table}
      WHERE ${this.owner} = ${owner} AND (idle_expires_at <= ${now} OR absolute_expires_at <= ${now})`.execute(this.db)
  }
}
