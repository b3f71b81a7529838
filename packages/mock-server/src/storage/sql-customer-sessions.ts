import type { Clock } from '@kartis/core'
import type { CustomerSessions, NewCustomerSession } from '../customers/customer-sessions'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** Issue 12 customer sessions on either engine: one row per session, keyed by the hash of its id. */
export class SqlCustomerSessions implements CustomerSessions {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async create(session: NewCustomerSession): Promise<void> {
    const now = this.clock.now()
    await this.db
      .insertInto('customer_sessions')
      .values({
        id_hash: session.idHash,
        customer_id: session.customerId,
        created_at: now,
        last_seen_at: now,
        idle_expires_at: Math.min(session.idleExpiresAt, session.absoluteExpiresAt),
        absolute_expires_at: session.absoluteExpiresAt,
      })
      .execute()
  }

  /** One conditional UPDATE: a session that expired (idle or absolute) is never revived. */
  async touch(idHash: string, idleExpiresAt: number): Promise<number | null> {
    const now = this.clock.now()
    const row = await this.db
      .updateTable('customer_sessions')
      .set((eb) => ({
        last_seen_at: now,
        // The earlier of the new idle expiry and the absolute one (CASE: SQLite has no least()).
        idle_expires_at: eb
          .case()
          .when(eb.val(idleExpiresAt), '<', eb.ref('absolute_expires_at'))
          .then(eb.val(idleExpiresAt))
          .else(eb.ref('absolute_expires_at'))
          .end(),
      }))
      .where('id_hash', '=', idHash)
      .where('idle_expires_at', '>', now)
      .where('absolute_expires_at', '>', now)
      .returning('customer_id')
      .executeTakeFirst()
    return row?.customer_id ?? null
  }

  async delete(idHash: string): Promise<void> {
    const now = this.clock.now()
    const row = await this.db.deleteFrom('customer_sessions').where('id_hash', '=', idHash).returning('customer_id').executeTakeFirst()
    if (row === undefined) return
    await this.db
      .deleteFrom('customer_sessions')
      .where('customer_id', '=', row.customer_id)
      .where((eb) => eb.or([eb('idle_expires_at', '<=', now), eb('absolute_expires_at', '<=', now)]))
      .execute()
  }
}
