import type { Agorot } from '../money/money'

/** §5 the ages a waiver voucher suits, inclusive; null means no bound. */
export interface VoucherAgeRange {
  readonly minAge: number | null
  readonly maxAge: number | null
}

/** §3 how a voucher price is redeemed. */
export interface RedemptionData {
  readonly reference: string
  readonly price: Agorot
}

/** §3 a price of a voucher for sale. */
export interface VoucherPrice {
  readonly systemVoucherPriceId: number
  readonly price: Agorot
  readonly redemptionData: RedemptionData | null
  readonly selectedQuantity: number
}

/** §2 a family of vouchers on sale (gift cards, ticket vouchers…): `/vouchers/{systemVoucherSuperClassId}` shows one. */
export interface VoucherSuperClass {
  readonly systemVoucherSuperClassId: number
  readonly name: string
  readonly description: string
}

/** §3 a voucher (or gift card) for sale. */
export interface Voucher {
  readonly systemVoucherId: number
  readonly systemVoucherClassId: number
  readonly systemVoucherSuperClassId: number
  readonly name: string
  readonly description: string
  /** A gift card holds money (its price is its balance); another voucher pays for what its redemption data names. */
  readonly isGiftCard: boolean
  /** §5 the waiver's age check: the ages the voucher suits, when it has such a limit. */
  readonly ageRange: VoucherAgeRange | null
  readonly prices: readonly VoucherPrice[]
  /** Dates the voucher may be bought for, when it is dated. */
  readonly dates: readonly string[]
}

/** A voucher or gift card held by someone, looked up by its code to pay with (§7 GET /payment/voucher). */
export interface VoucherBalance {
  readonly id: number
  readonly code: string
  readonly balance: Agorot
  readonly isGiftCard: boolean
  readonly expiresAt: string | null
}
