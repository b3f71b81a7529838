import type { Clock } from '@kartis/core'
import { OutboxEmailSender } from '../email/outbox-email-sender'
import type { CommitDeps } from '../payment/commit-order'
import type { OrderNotices } from '../payment/order-notices'
import { OutboxSmsSender } from '../sms/outbox-sms-sender'
import type { StorageDatabase } from '../storage/database/storage-database'
import type { ServerStorage } from '../storage/server-storage'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { anotherProcess } from './test-databases'

/** Test support: order confirmations into the storage's development outboxes; a failed delivery fails the test. */
export const outboxNotices = (storage: Pick<ServerStorage, 'sms' | 'email'>): OrderNotices => ({
  sms: new OutboxSmsSender(storage.sms),
  email: new OutboxEmailSender(storage.email),
  log: {
    warn: (_details, message) => {
      throw new Error(message)
    },
  },
})

/** Test support: the same commit served by a second process on the database (PostgreSQL; on SQLite the one process). */
export const commitOnAnotherProcess = async (
  deps: CommitDeps,
  database: StorageDatabase,
  clock: Pick<Clock, 'now'>,
): Promise<CommitDeps> => {
  const other = sqlServerStorage(await anotherProcess(database), clock)
  return {
    ...deps,
    catalog: other.catalog,
    unitOfWork: other.unitOfWork,
    paymentSessions: other.paymentSessions,
    notices: outboxNotices(other),
    venues: other.venues,
  }
}
