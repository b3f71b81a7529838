import type Database from 'better-sqlite3'
import type { Result, Clock } from '@kartis/core'
import { randomReservationIdentifier, type ReservationIdentifierSource } from './identifiers'
import { SqliteCouponLedgerTx } from './sqlite-coupon-ledger'
import { SqliteGate } from './sqlite-gate'
import { SqliteReservationTx } from './sqlite-reservation-repository'
import { SqliteSeatInventoryTx } from './sqlite-seat-inventory'
import { SqliteVoucherTx } from './sqlite-voucher-repository'
import type { StorageTransaction, UnitOfWork } from './unit-of-work'

export interface SqliteUnitOfWorkOptions {
  /** Default true; false only for the concurrency control test (see SqliteGateOptions). */
  readonly guard?: boolean
  readonly newReservationIdentifier?: ReservationIdentifierSource
}

/** §7 one SQLite transaction spanning seats, reservations, vouchers and coupons. */
export class SqliteUnitOfWork implements UnitOfWork {
  private readonly gate: SqliteGate
  private readonly newIdentifier: ReservationIdentifierSource

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
    options: SqliteUnitOfWorkOptions = {},
  ) {
    this.gate = new SqliteGate(db, { guard: options.guard ?? true })
    this.newIdentifier = options.newReservationIdentifier ?? randomReservationIdentifier
  }

  transaction<T>(work: (tx: StorageTransaction) => Promise<Result<T>>): Promise<Result<T>> {
    return this.gate.transaction((scope) => {
      const seats = new SqliteSeatInventoryTx(this.db, this.clock, scope)
      return work({
        seats,
        reservations: new SqliteReservationTx(this.db, this.clock, scope, seats, this.newIdentifier),
        vouchers: new SqliteVoucherTx(this.db, this.clock, scope),
        coupons: new SqliteCouponLedgerTx(this.db, this.clock, scope),
      })
    })
  }
}
