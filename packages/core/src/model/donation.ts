import type { Agorot } from '../money/money'

/** §3 one amount a donation offers, or a free amount the donor types within its bounds. */
export interface DonationDetail {
  readonly id: number
  /** The fixed amount; 0 for a free amount. */
  readonly amount: Agorot
  readonly isCustomAmount: boolean
  /** §5 the least a free amount may be (for a fixed amount, the amount). */
  readonly minAmount: Agorot
  /** §5 the most a free amount may be (for a fixed amount, the amount). */
  readonly maxAmount: Agorot
}

/** §3 a donation cause. */
export interface Donation {
  readonly id: number
  readonly code: string
  readonly name: string
  /** What the cause does with the money, shown under its name. */
  readonly description: string
  readonly details: readonly DonationDetail[]
}
