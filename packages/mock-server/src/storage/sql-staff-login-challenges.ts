import type { Clock } from '@kartis/core'
import type { StaffLoginChallenges } from '../staff/staff-login-challenges'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** Issue 13 pending second-factor steps on either engine. */
export class SqlStaffLoginChallenges implements StaffLoginChallenges {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async create(idHash: string, staffId: number, expiresAt: number): Promise<void> {
    const now = this.clock.now()
    await this.db.deleteFrom('staff_login_challenges').where('expires_at', '<=', now).execute()
    await this.db.insertInto('staff_login_challenges').values({ id_hash: idHash, staff_id: staffId, expires_at: expiresAt }).execute()
  }

  /** One conditional UPDATE: two codes tried at once count twice, and neither passes the limit. */
  async attempt(idHash: string, maxAttempts: number): Promise<number | null> {
    const row = await this.db
      .updateTable('staff_login_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id_hash', '=', idHash)
      .where('expires_at', '>', this.clock.now())
      .where('attempts', '<', maxAttempts)
      .returning('staff_id')
      .executeTakeFirst()
    return row?.staff_id ?? null
  }

  async delete(idHash: string): Promise<void> {
    await this.db.deleteFrom('staff_login_challenges').where('id_hash', '=', idHash).execute()
  }
}
