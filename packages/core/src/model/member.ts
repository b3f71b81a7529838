import type { Agorot } from '../money/money'

/** §3 a member, keyed by member number. Dates are ISO 8601 (YYYY-MM-DD or with time). */
export interface Member {
  readonly memberNumber: string
  readonly name: string
  readonly additionalName?: string
  readonly memberCustomerName?: string
  readonly membershipId: number
  readonly membershipTypeId: number
  readonly membershipIdentifier?: string
  readonly customerId: number | null
  /** Remaining balance (default 0): redemptions left for counted memberships. */
  readonly balance: number
  readonly usedBalance: number
  readonly startDate: string | null
  readonly endDate: string | null
  /** Whether the member may buy sale-priced tickets. */
  readonly allowMemberSaleTickets: boolean
}

/** A member's money balance, for memberships that hold money rather than counts. */
export interface MemberMoneyBalance {
  readonly memberNumber: string
  readonly amount: Agorot
}
