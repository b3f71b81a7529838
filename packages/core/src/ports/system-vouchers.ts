import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'
import type { CustomerSystemVoucher } from '../model/customer'

/** §7 one line of a system voucher's history (shape not shown in the spec: the facts a history needs). */
export interface VoucherHistoryEntry {
  /** ISO 8601 with offset. */
  readonly dateTime: string
  readonly description: string
  /** Positive when loaded, negative when redeemed. */
  readonly amount: Agorot
  readonly reservationIdentifier: string | null
}

/** §4 what a replacement request changes on the voucher. */
export type VoucherReplacement = Pick<CustomerSystemVoucher, 'isForReplacement' | 'startDate' | 'endDate' | 'dateTimeCreated'>

/** §7 customer area: system vouchers the customer holds. */
export interface SystemVouchers {
  /** §7 GET /system-vouchers/{ref}/history */
  history(reference: string): Promise<Result<readonly VoucherHistoryEntry[]>>
  /** §7 POST /system-vouchers/{voucherReference}/cancel */
  cancel(reference: string, reservationIdentifier: string): Promise<Result<void>>
  /** §7 POST /system-vouchers/{voucherReference}/replacement */
  requestReplacement(reference: string, reservationIdentifier: string): Promise<Result<VoucherReplacement>>
}
