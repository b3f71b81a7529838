import type { Result } from '../errors/error-codes'
import type { EnrolmentSelection } from '../model/cart'
import type { SeatPlan } from '../model/seat-plan'

/**
 * §7 PUT /membership/lock-seat body: the seat chosen for a membership. `y` is null for GA.
 * `presentationId` is this product's extension (§7's body is silent on it): a series membership
 * (type 2, §4 walked one presentation at a time) names the presentation the seat is for; null for
 * a fixed-seat membership, whose one seat is locked in every presentation it covers.
 */
export interface MembershipSeatRequest {
  readonly membershipId: number
  readonly presentationId: number | null
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly x: number
  readonly y: number | null
}

/** §7 a seat the membership holds so far in one of its presentations (the enrolment's selection shape: prsntId, venueId, …, tgId). */
export type MembershipSeatSelection = EnrolmentSelection

/** §7 memberships: the seats a membership buys, chosen on its seat plan and locked like event seats. */
export interface Memberships {
  /**
   * §7 GET /membership/seatplan?membershipId= (&presentationId=, this product's extension for a
   * series): the plan with each seat's status for this visitor; for a fixed seat, a seat is
   * available only when it is free in every presentation the membership covers.
   */
  seatPlan(membershipId: number, presentationId: number | null): Promise<Result<SeatPlan>>
  /** §7 PUT /membership/lock-seat: returns the membership's selections after the lock. */
  lockSeat(seat: MembershipSeatRequest): Promise<Result<readonly MembershipSeatSelection[]>>
  /** §7 PUT /membership/unlock-seat: the seat plus the current selections; returns the selections left. */
  unlockSeat(
    seat: MembershipSeatRequest,
    selections: readonly MembershipSeatSelection[],
  ): Promise<Result<readonly MembershipSeatSelection[]>>
}
