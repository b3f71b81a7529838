import { SqlMembersTx } from './sql-customer-members'
import type { Clock, Result } from '@kartis/core'
import type { StorageDatabase } from './database/storage-database'
import { inTransaction } from './database/transactions'
import { randomReservationIdentifier, type ReservationIdentifierSource } from './identifiers'
import { SqlCouponLedgerTx } from './sql-coupon-ledger'
import { SqlReservationTx } from './sql-reservation-repository'
import { SqlSeatInventoryTx } from './sql-seat-inventory'
import { SqlTicketReferenceQuotaTx } from './sql-ticket-reference-quota'
import { SqlVoucherTx } from './sql-voucher-repository'
import type { StorageTransaction, UnitOfWork } from './unit-of-work'

export interface SqlUnitOfWorkOptions {
  /** Default true; false only for the concurrency tests' control runs (see TransactionOptions). */
  readonly guard?: boolean
  readonly newReservationIdentifier?: ReservationIdentifierSource
}

/** §7 one transaction spanning seats, reservations, vouchers, coupons and ticket-reference quotas, on either engine. */
export class SqlUnitOfWork implements UnitOfWork {
  private readonly guard: boolean
  private readonly newIdentifier: ReservationIdentifierSource

  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
    options: SqlUnitOfWorkOptions = {},
  ) {
    this.guard = options.guard ?? true
    this.newIdentifier = options.newReservationIdentifier ?? randomReservationIdentifier
  }

  transaction<T>(work: (tx: StorageTransaction) => Promise<Result<T>>): Promise<Result<T>> {
    const { engine } = this.database
    return inTransaction(
      this.database,
      (tx, scope) => {
        const seats = new SqlSeatInventoryTx(tx, this.clock, scope, engine, { guard: this.guard })
        return work({
          seats,
          reservations: new SqlReservationTx(tx, this.clock, scope, seats, this.newIdentifier, engine),
          vouchers: new SqlVoucherTx(tx, this.clock, scope, engine),
          coupons: new SqlCouponLedgerTx(tx, this.clock, scope, engine),
          references: new SqlTicketReferenceQuotaTx(tx, scope, engine),
          members: new SqlMembersTx(tx),
        })
      },
      { guard: this.guard },
    )
  }
}
