import { endpoint } from './endpoint'
import {
  EnrolmentLockSeatBody,
  EnrolmentPathParams,
  EnrolmentSeasonResponse,
  EnrolmentSeatPlanParams,
  EnrolmentSeatPlanResponse,
  EnrolmentSelectionsResponse,
  EnrolmentUnlockSeatBody,
} from './enrolments'

/**
 * §2/§7 membership enrolment: the season's rates and events (GET /enroll/{membershipId}, this
 * product's call) and §7 "Memberships and enrolment": the seat plan, lock-seat and unlock-seat of
 * the chosen events' seats. The order is committed by POST /payment/commit, cart kind 'enrolment'.
 */
export const enrolmentEndpoints = {
  enrolmentSeason: endpoint({
    name: 'enrolmentSeason',
    method: 'GET',
    path: '/enroll/:membershipId',
    params: EnrolmentPathParams,
    body: null,
    response: EnrolmentSeasonResponse,
  }),
  enrolmentSeatPlan: endpoint({
    name: 'enrolmentSeatPlan',
    method: 'GET',
    path: '/enroll/:membershipId/seatplan',
    params: EnrolmentSeatPlanParams,
    body: null,
    response: EnrolmentSeatPlanResponse,
  }),
  enrolmentLockSeat: endpoint({
    name: 'enrolmentLockSeat',
    method: 'PUT',
    path: '/enroll/:membershipId/lock-seat',
    params: EnrolmentPathParams,
    body: EnrolmentLockSeatBody,
    response: EnrolmentSelectionsResponse,
  }),
  enrolmentUnlockSeat: endpoint({
    name: 'enrolmentUnlockSeat',
    method: 'PUT',
    path: '/enroll/:membershipId/unlock-seat',
    params: EnrolmentPathParams,
    body: EnrolmentUnlockSeatBody,
    response: EnrolmentSelectionsResponse,
  }),
} as const
