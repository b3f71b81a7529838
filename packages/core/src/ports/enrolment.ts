import type { Result } from '../errors/error-codes'
import type { EnrolmentSelection } from '../model/cart'
import type { EnrolmentSeason } from '../model/enrolment'
import type { SeatPlan } from '../model/seat-plan'

/**
 * §7 PUT /enroll/{membershipId}/lock-seat body: a seat for the enrolment. `presentationIds` is
 * this product's extension (§7's body is silent on it): the events the seat is locked in — every
 * chosen event for a fixed seat (all or none), `[presentationId]` for a seat chosen per event.
 */
export interface EnrolmentSeatRequest {
  readonly membershipId: number
  readonly seasonId: number
  readonly presentationId: number
  readonly presentationIds: readonly number[]
  readonly venueId: number
  readonly seatplanId: number
  readonly sectionId: number
  readonly ticketGroupId: number
  readonly x: number
  readonly y: number
  /** The events' seats chosen so far (the client's view; the server's locks decide). */
  readonly selections: readonly EnrolmentSelection[]
}

/** §7 PUT /enroll/{membershipId}/unlock-seat body: as lock, without the season. */
export type EnrolmentSeatRelease = Omit<EnrolmentSeatRequest, 'seasonId'>

/** §2/§7 membership enrolment: the season (rates, events), and the seats of the chosen events. */
export interface Enrolments {
  /** §2 GET /enroll/{membershipId} (this product's call; §7 does not show one): the season, its rates and events; NOT_FOUND otherwise. */
  season(membershipId: number): Promise<Result<EnrolmentSeason>>
  /**
   * §7 GET /enroll/{membershipId}/seatplan (&presentationIds=, this product's extension): the plan
   * with each seat's status over the named events — available only when free in every one of them
   * (a fixed seat); the first event alone when none is named.
   */
  seatPlan(membershipId: number, presentationIds: readonly number[]): Promise<Result<SeatPlan>>
  /**
   * §7 PUT /enroll/{membershipId}/lock-seat: the seat locked in each of request.presentationIds, all
   * or none; returns the enrolment's selections after the lock. A seat taken in one event →
   * ENROLMENT_SEAT_TAKEN { event } naming it.
   */
  lockSeat(request: EnrolmentSeatRequest): Promise<Result<readonly EnrolmentSelection[]>>
  /** §7 PUT /enroll/{membershipId}/unlock-seat: the visitor's seat freed in each named event; returns the selections left. */
  unlockSeat(request: EnrolmentSeatRelease): Promise<Result<readonly EnrolmentSelection[]>>
}
