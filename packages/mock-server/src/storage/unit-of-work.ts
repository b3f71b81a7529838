import type { MembersTx } from './customer-members'
import type { Result } from '@kartis/core'
import type { CouponLedgerTx } from './coupon-ledger'
import type { ReservationTx } from './reservation-repository'
import type { SeatInventoryTx } from './seat-inventory'
import type { TicketReferenceQuotaTx } from './ticket-reference-quota'
import type { VoucherTx } from './voucher-repository'

/** §7 everything a commit changes, inside one transaction: seats, the reservation, vouchers, coupons, ticket-reference quotas. */
export interface StorageTransaction {
  readonly seats: SeatInventoryTx
  readonly reservations: ReservationTx
  readonly vouchers: VoucherTx
  readonly coupons: CouponLedgerTx
  /** Issue 13 the ticket-reference options the order's tickets are sold under. */
  readonly references: TicketReferenceQuotaTx
  /** Issue 14 the member a membership order issues, written with its reservation. */
  readonly members: MembersTx
}

/** §7 runs work over several repositories atomically: committed on Right, rolled back on Left or a throw. */
export interface UnitOfWork {
  transaction<T>(work: (tx: StorageTransaction) => Promise<Result<T>>): Promise<Result<T>>
}
