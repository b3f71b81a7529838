import type { Clock } from '@kartis/core'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'
import type { SmsMessage, SmsOutbox } from './sms-outbox'

/** §7 the SMS outbox on either engine. */
export class SqlSmsOutbox implements SmsOutbox {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async enqueue(to: string, text: string): Promise<SmsMessage> {
    const createdAt = this.clock.now()
    const row = await this.db
      .insertInto('sms_outbox')
      .values({ to_number: to, text, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, to, text, createdAt }
  }

  /** Messages to one number, oldest first (by id: the order they were recorded in). */
  async listFor(to: string): Promise<readonly SmsMessage[]> {
    const rows = await this.db
      .selectFrom('sms_outbox')
      .select(['id', 'to_number', 'text', 'created_at'])
      .where('to_number', '=', to)
      .orderBy('id')
      .execute()
    return rows.map((row) => ({ id: row.id, to: row.to_number, text: row.text, createdAt: row.created_at }))
  }
}
