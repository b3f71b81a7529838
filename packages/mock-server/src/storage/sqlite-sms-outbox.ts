import type Database from 'better-sqlite3'
import type { Clock } from '@kartis/core'
import type { SmsMessage, SmsOutbox } from './sms-outbox'
import { SqliteGate } from './sqlite-gate'

/** §7 the SMS outbox on SQLite. */
export class SqliteSmsOutbox implements SmsOutbox {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    this.gate = new SqliteGate(db)
  }

  enqueue(to: string, text: string): Promise<SmsMessage> {
    return this.gate.exclusive(() => {
      const createdAt = this.clock.now()
      const result = this.db
        .prepare<[string, string, number]>('INSERT INTO sms_outbox (to_number, text, created_at) VALUES (?, ?, ?)')
        .run(to, text, createdAt)
      return { id: Number(result.lastInsertRowid), to, text, createdAt }
    })
  }

  listFor(to: string): Promise<readonly SmsMessage[]> {
    return this.gate.exclusive(() =>
      this.db
        .prepare<[string], SmsMessage>(
          'SELECT id, to_number AS "to", text, created_at AS createdAt FROM sms_outbox WHERE to_number = ? ORDER BY id',
        )
        .all(to),
    )
  }
}
