import type { Clock } from '@kartis/core'
import type { LoginLinkRequests } from '../customers/login-link-requests'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** Issue 12 the login links asked for by e-mail, on either engine. */
export class SqlLoginLinkRequests implements LoginLinkRequests {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async record(email: string, clientAddress: string): Promise<void> {
    await this.db.insertInto('login_link_requests').values({ email, client_address: clientAddress, created_at: this.clock.now() }).execute()
  }

  async countSince(email: string, since: number): Promise<number> {
    const row = await this.db
      .selectFrom('login_link_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }
}
