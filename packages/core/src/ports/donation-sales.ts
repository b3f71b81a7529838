import type { Result } from '../errors/error-codes'
import type { GlobalServiceCharge } from '../model/cart'
import type { Donation } from '../model/donation'

/** §2 what the donation wizard offers: the causes and the order's service charge. */
export interface DonationDesk {
  readonly causes: readonly Donation[]
  readonly serviceCharge: GlobalServiceCharge | null
}

/** §2/§7 the donation wizard's catalogue (the call is "not shown": GET /donations). */
export interface DonationSales {
  /** The causes taking donations now. */
  donationDesk(): Promise<Result<DonationDesk>>
}
