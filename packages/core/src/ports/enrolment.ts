import type { Result } from '../errors/error-codes'
import type { EnrolmentSelection } from '../model/cart'
import type { SeatPlan } from '../model/seat-plan'

/** §7 PUT /enroll/{membershipId}/lock-seat body: a seat for one event of the enrolment. */
export interface EnrolmentSeatRequest {
  readonly membershipId: number
  readonly seasonId: number
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly x: number
  readonly y: number
  /** The events' seats chosen so far. */
  readonly selections: readonly EnrolmentSelection[]
}

/** §7 PUT /enroll/{membershipId}/unlock-seat body: as lock, without the season. */
export type EnrolmentSeatRelease = Omit<EnrolmentSeatRequest, 'seasonId'>

/** §7 enrolment: a subscription's fixed seat and its chosen events' seats. */
export interface Enrolment {
  /** §7 GET /enroll/{membershipId}/seatplan */
  seatPlan(membershipId: number): Promise<Result<SeatPlan>>
  /** §7 PUT /enroll/{membershipId}/lock-seat: returns the selections after the lock (§8 ALREADY_ENROLLED). */
  lockSeat(request: EnrolmentSeatRequest): Promise<Result<readonly EnrolmentSelection[]>>
  /** §7 PUT /enroll/{membershipId}/unlock-seat */
  unlockSeat(request: EnrolmentSeatRelease): Promise<Result<void>>
}
