import type { Result } from '../errors/error-codes'
import type { SeatPlan } from '../model/seat-plan'

/** §7 PUT /membership/lock-seat body: the seat chosen for a membership. `y` is null for GA. */
export interface MembershipSeatRequest {
  readonly membershipId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly x: number
  readonly y: number | null
}

/** §7 a seat the membership holds so far (the server's running list of selections). */
export interface MembershipSeatSelection {
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly x: number
  readonly y: number
}

/** §7 memberships: the fixed seat a membership buys. */
export interface Memberships {
  /** §7 GET /membership/seatplan?membershipId= */
  seatPlan(membershipId: number): Promise<Result<SeatPlan>>
  /** §7 PUT /membership/lock-seat: returns the selections after the lock. */
  lockSeat(seat: MembershipSeatRequest): Promise<Result<readonly MembershipSeatSelection[]>>
  /** §7 PUT /membership/unlock-seat: the seat plus the current selections. */
  unlockSeat(seat: MembershipSeatRequest, selections: readonly MembershipSeatSelection[]): Promise<Result<void>>
}
