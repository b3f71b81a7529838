import type { Result } from '../errors/error-codes'
import type { Membership } from '../model/membership'

/** §4 how a membership's seats are chosen: one per presentation (a series), one seat for all its presentations, or none. */
export type MembershipSeating = 'perPresentation' | 'fixedSeat' | 'none'

/** §3/§4 a presentation a membership covers: where its seat is chosen (GET /membership/seatplan with its id). */
export interface MembershipPresentation {
  readonly presentationId: number
  readonly featureId: number
  readonly featureName: string
  /** ISO 8601 in Asia/Jerusalem; null for an untimed presentation. */
  readonly startDateTime: string | null
  readonly venueId: number
  readonly seatplanId: number
}

/**
 * §3/§4 a membership on sale: the §3 Membership (prices, seats), the presentations it covers in
 * the order the wizard walks them, how their seats are chosen, and what a member gets: a balance
 * of membership tickets (0: none) and its validity (YYYY-MM-DD, in Jerusalem).
 */
export interface MembershipOnSale {
  readonly membership: Membership
  readonly seating: MembershipSeating
  readonly presentations: readonly MembershipPresentation[]
  readonly memberBalance: number
  readonly validFrom: string
  readonly validUntil: string
  /**
   * Issue 14 §3 set when the list entry is an enrolment season (§2 the membership list's enroll
   * button opens /enroll/{membershipId}): its season id. Absent: a membership the order wizard sells.
   */
  readonly enrolmentSeasonId?: number
}

/** §2/§7 the membership order wizard's catalogue (the calls are "not shown": GET /memberships, GET /memberships/{code}). */
export interface MembershipSales {
  /** §2 the memberships on sale; §8 NO_MEMBERSHIP_TYPES when there are none. */
  membershipsOnSale(): Promise<Result<readonly MembershipOnSale[]>>
  /** §2 /membership/{membershipCode}: one membership on sale by its code; NOT_FOUND for another code. */
  membership(code: string): Promise<Result<MembershipOnSale>>
}
