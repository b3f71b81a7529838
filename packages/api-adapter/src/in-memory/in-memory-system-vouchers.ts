import type { Result, SystemVouchers, VoucherHistoryEntry, VoucherReplacement } from '@kartis/core'
import type { InMemoryBoxOffice } from './box-office'

/** §7 system vouchers in memory: history, cancel and replacement of the dataset's vouchers and gift cards. */
export class InMemorySystemVouchers implements SystemVouchers {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** §7 GET /system-vouchers/{ref}/history: issued, then each redemption; SYSTEM_VOUCHER_NOT_FOUND for an unknown reference. */
  history(reference: string): Promise<Result<readonly VoucherHistoryEntry[]>> {
    return Promise.resolve(this.office.vouchers.history(reference))
  }

  /** §4/§7 cancel: the voucher no longer pays; SYSTEM_VOUCHER_NOT_ACTIVE when cancelled already. */
  cancel(reference: string, _reservationIdentifier: string): Promise<Result<void>> {
    return Promise.resolve(this.office.vouchers.cancel(reference))
  }

  /**
   * §4/§9 replacement: given for replacement now, exchangeable until replacementDays from now;
   * SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT the second time.
   */
  requestReplacement(reference: string, _reservationIdentifier: string): Promise<Result<VoucherReplacement>> {
    const now = this.office.nowIso()
    return Promise.resolve(
      this.office.vouchers.replace(reference, {
        isForReplacement: true,
        startDate: now,
        endDate: this.office.isoInDays(this.office.replacementDays),
        dateTimeCreated: now,
      }),
    )
  }
}
