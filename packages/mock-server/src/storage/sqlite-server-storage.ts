import type Database from 'better-sqlite3'
import type { Clock } from '@kartis/core'
import type { ServerStorage } from './server-storage'
import { SqliteCartRepository } from './sqlite-cart-repository'
import { SqliteCatalogRepository } from './sqlite-catalog-repository'
import { SqlitePaymentSessions } from './sqlite-payment-sessions'
import { SqliteReservationRepository } from './sqlite-reservation-repository'
import { SqliteSeatInventory } from './sqlite-seat-inventory'
import { SqliteSmsOutbox } from './sqlite-sms-outbox'
import { SqliteUnitOfWork } from './sqlite-unit-of-work'
import { SqliteVoucherRepository } from './sqlite-voucher-repository'

export interface SqliteServerStorageOptions {
  /**
   * Default true. false only for the concurrency tests' control run: seat and commit
   * transactions then run unguarded (no mutex, no BEGIN IMMEDIATE), so races show.
   */
  readonly guard?: boolean
}

/** §3 the server's repositories over one migrated SQLite connection. */
export const sqliteServerStorage = (
  db: Database.Database,
  clock: Pick<Clock, 'now'>,
  options: SqliteServerStorageOptions = {},
): ServerStorage => {
  const guard = options.guard ?? true
  return {
    catalog: new SqliteCatalogRepository(db, clock),
    seats: new SqliteSeatInventory(db, clock, { guard }),
    reservations: new SqliteReservationRepository(db, clock),
    vouchers: new SqliteVoucherRepository(db),
    paymentSessions: new SqlitePaymentSessions(db, clock),
    carts: new SqliteCartRepository(db, clock),
    sms: new SqliteSmsOutbox(db, clock),
    unitOfWork: new SqliteUnitOfWork(db, clock, { guard }),
  }
}
