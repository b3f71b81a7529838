import type { Agorot } from '../money/money'

/** §3 one amount a donation offers (or a custom amount). */
export interface DonationDetail {
  readonly id: number
  readonly amount: Agorot
  readonly isCustomAmount: boolean
}

/** §3 a donation cause. */
export interface Donation {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly details: readonly DonationDetail[]
}
