import type { Clock } from '@kartis/core'
import type { EmailMessage } from '../email/email-sender'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'
import type { EmailOutbox, RecordedEmail } from './email-outbox'

/** Addresses are kept and looked up lower-cased: the outbox is read by the address as anyone types it. */
const addressKey = (address: string): string => address.trim().toLowerCase()

/** Issue 12 the e-mail outbox on either engine. */
export class SqlEmailOutbox implements EmailOutbox {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async record(message: EmailMessage): Promise<RecordedEmail> {
    const createdAt = this.clock.now()
    const to = addressKey(message.to)
    const row = await this.db
      .insertInto('email_outbox')
      .values({ to_address: to, subject: message.subject, text: message.text, html: message.html, created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { ...message, to, id: row.id, createdAt }
  }

  async listFor(to: string): Promise<readonly RecordedEmail[]> {
    const rows = await this.db
      .selectFrom('email_outbox')
      .select(['id', 'to_address', 'subject', 'text', 'html', 'created_at'])
      .where('to_address', '=', addressKey(to))
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      to: row.to_address,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.created_at,
    }))
  }
}
