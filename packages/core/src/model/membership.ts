import type { Agorot } from '../money/money'
import type { Seat } from './seat-plan'

/** §9 membership type 2 is a series, walked one at a time (§4). */
export const SERIES_MEMBERSHIP_TYPE_ID = 2

/** §3 currency of a membership price. */
export interface MembershipCurrency {
  readonly currencyId: number
  readonly currencyCode: string
  readonly currencySymbol: string
}

/** §3 a price of a membership. */
export interface MembershipPrice {
  readonly membershipPriceId: number
  readonly priceCode: string
  readonly price: Agorot
  readonly currency: MembershipCurrency
  readonly selectedQuantity: number
  readonly usedQuantity: number
  readonly reference1?: string
  readonly reference2?: string
}

/** §3 a membership for sale. */
export interface Membership {
  readonly membershipId: number
  readonly membershipTypeId: number
  readonly code: string
  readonly name: string
  readonly className?: string
  readonly prices: readonly MembershipPrice[]
  /** Top-ups keyed by member number. */
  readonly topups: Readonly<Record<string, Agorot>>
  readonly seats: readonly Seat[]
}
