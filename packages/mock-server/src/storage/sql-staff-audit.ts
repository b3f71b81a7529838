import type { Clock } from '@kartis/core'
import type { StaffAudit, StaffAuditEntry, StaffAuditRecord } from '../staff/staff-audit'
import type { StorageDatabase } from './database/storage-database'
import { outsideTransaction, type Tx } from './database/transactions'

/** Issue 13 the staff audit log on either engine: one row per action, never updated. */
export class SqlStaffAudit implements StaffAudit {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async record(entry: StaffAuditEntry): Promise<void> {
    await this.db
      .insertInto('staff_audit_log')
      .values({
        staff_id: entry.staffId,
        at: this.clock.now(),
        action: entry.action,
        reservation_identifier: entry.reservationIdentifier,
        details: JSON.stringify(entry.details),
      })
      .execute()
  }

  async ofReservation(reservationIdentifier: string): Promise<readonly StaffAuditRecord[]> {
    const rows = await this.db
      .selectFrom('staff_audit_log')
      .selectAll()
      .where('reservation_identifier', '=', reservationIdentifier)
      .orderBy('at')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      staffId: row.staff_id,
      at: Number(row.at),
      action: row.action,
      reservationIdentifier: row.reservation_identifier,
      details: detailsOf(row.details),
    }))
  }
}

const detailsOf = (text: string): Readonly<Record<string, string | number>> => {
  const parsed: unknown = JSON.parse(text)
  if (typeof parsed !== 'object' || parsed === null) return {}
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string | number] => ['string', 'number'].includes(typeof entry[1])),
  )
}
