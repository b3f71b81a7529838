import type { Result } from '@kartis/core'
import type { CouponLedgerTx } from './coupon-ledger'
import type { ReservationTx } from './reservation-repository'
import type { SeatInventoryTx } from './seat-inventory'
import type { VoucherTx } from './voucher-repository'

/** §7 everything a commit changes, inside one transaction: seats, the reservation, vouchers, coupons. */
export interface StorageTransaction {
  readonly seats: SeatInventoryTx
  readonly reservations: ReservationTx
  readonly vouchers: VoucherTx
  readonly coupons: CouponLedgerTx
}

/** §7 runs work over several repositories atomically: committed on Right, rolled back on Left or a throw. */
export interface UnitOfWork {
  transaction<T>(work: (tx: StorageTransaction) => Promise<Result<T>>): Promise<Result<T>>
}
