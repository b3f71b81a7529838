import { EnrolmentSelectionCodec } from './cart'
import { listOf } from './optionality'
import { orError } from './result-codec'
import { SeatPlanCodec } from './seat-plan'
import { wrapped } from './tolerant-keys'

/**
 * §7 what the membership and the enrolment seat calls answer alike (one codec each, so the two
 * stay the same shape): their seat plan and the visitor's selections.
 */

/** §7 "returns seatplan" (GET /membership/seatplan, GET /enroll/{membershipId}/seatplan): the plan with each seat's status for the visitor. */
export const WrappedSeatPlanResponse = wrapped('seatplan', SeatPlanCodec)

/** §7 "returns selections" (or error) of the membership and enrolment lock-seat and unlock-seat: the visitor's locked seats, by presentation. */
export const SelectionsResponse = orError(wrapped('selections', listOf(EnrolmentSelectionCodec)))
