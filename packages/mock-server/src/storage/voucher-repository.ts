import type { Agorot, Result, VoucherBalance } from '@kartis/core'
import type { VoucherIssue } from '@kartis/api-adapter'

/** §7 GET /system-vouchers/{ref}/history: one payment made with a voucher. */
export interface VoucherDebit {
  readonly amount: Agorot
  readonly reservationIdentifier: string | null
  readonly createdAt: number
}

/** §9 whose a transaction credit is: the visitor whose cancelled reservation it came from. */
export interface CreditOwner {
  readonly uuid: string
  readonly reservationIdentifier: string
}

/** §9 a voucher to issue; a cancellation's transaction credit names its owner. */
export interface IssuedVoucher extends VoucherIssue {
  readonly owner?: CreditOwner
}

/** §9 a transaction credit of a visitor, with the reservation it came from. */
export interface OwnedCredit extends VoucherBalance {
  /** As issued: a credit's, or (issue 14) the name of the gift card or voucher bought. */
  readonly name: string
  readonly reservationIdentifier: string
}

/** §5 voucher payment inside the commit transaction. */
export interface VoucherTx {
  /**
   * §5 the voucher's balance now; the voucher stays locked until the transaction ends (on
   * PostgreSQL), so its debit finds the same balance. Transactions looking up several vouchers
   * do so in one order (revalidateVoucherPayments: sorted by code), or two could wait on each other.
   */
  findByCode(code: string): Promise<VoucherBalance | null>
  /**
   * §5 takes `amount` from the voucher's balance, atomically and never below zero. Returns the
   * voucher after the debit. CODE_NOT_FOUND, VOUCHER_EXPIRED, VOUCHER_WITHOUT_BALANCE (balance
   * below the amount; params balance and amount), INVALID_AMOUNT for an amount that is not positive.
   */
  debit(code: string, amount: Agorot, reservationIdentifier: string | null): Promise<Result<VoucherBalance>>
  /**
   * §9 issues a voucher (a cancellation's transaction credit, a replacement) in the same
   * transaction as what pays for it. ORDER_PROCESSING_ERROR { reason: 'voucher-code-taken' }
   * when its code exists already; INVALID_AMOUNT for a negative balance.
   */
  issue(voucher: IssuedVoucher): Promise<Result<VoucherBalance>>
}

/** §3 vouchers and gift cards held by customers, looked up by code (§7 GET /payment/voucher). */
export interface VoucherRepository {
  /** Issues a voucher; false when its code exists already (so seeding can repeat). */
  issue(voucher: VoucherIssue): Promise<boolean>
  /** §7 the voucher's balance now (its initial balance minus its debits); codes match case-insensitively. */
  findByCode(code: string): Promise<VoucherBalance | null>
  /** §7 its debits, oldest first; null for an unknown code. */
  history(code: string): Promise<readonly VoucherDebit[] | null>
  /** §3/§9 the transaction credits a visitor owns, oldest first (never found by anything but their owner or their code). */
  creditsOf(uuid: string): Promise<readonly OwnedCredit[]>
  /** Issue 12 the transaction credits of these reservations' cancellations (a customer's), oldest first. */
  creditsOfReservations(reservationIdentifiers: readonly string[]): Promise<readonly OwnedCredit[]>
}
