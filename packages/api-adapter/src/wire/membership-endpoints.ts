import { endpoint, NoParams } from './endpoint'
import {
  MembershipByCodeParams,
  MembershipByCodeResponse,
  MembershipLockSeatBody,
  MembershipSeatPlanParams,
  MembershipSeatPlanResponse,
  MembershipSelectionsResponse,
  MembershipsOnSaleResponse,
  MembershipUnlockSeatBody,
} from './memberships'

/**
 * §2/§7 memberships: the shop's catalogue (GET /memberships and /memberships/{membershipCode}:
 * §7 does not show these calls) and §7 "Memberships and enrolment": the seat plan, lock-seat and
 * unlock-seat of a membership's seats. The order itself is committed by POST /payment/commit
 * with a cart of kind 'memberships' (§7: "the path that submits membership … items: not shown").
 */
export const membershipEndpoints = {
  membershipsOnSale: endpoint({
    name: 'membershipsOnSale',
    method: 'GET',
    path: '/memberships',
    params: NoParams,
    body: null,
    response: MembershipsOnSaleResponse,
  }),
  membershipByCode: endpoint({
    name: 'membershipByCode',
    method: 'GET',
    path: '/memberships/:membershipCode',
    params: MembershipByCodeParams,
    body: null,
    response: MembershipByCodeResponse,
  }),
  membershipSeatPlan: endpoint({
    name: 'membershipSeatPlan',
    method: 'GET',
    path: '/membership/seatplan',
    params: MembershipSeatPlanParams,
    body: null,
    response: MembershipSeatPlanResponse,
  }),
  membershipLockSeat: endpoint({
    name: 'membershipLockSeat',
    method: 'PUT',
    path: '/membership/lock-seat',
    params: NoParams,
    body: MembershipLockSeatBody,
    response: MembershipSelectionsResponse,
  }),
  membershipUnlockSeat: endpoint({
    name: 'membershipUnlockSeat',
    method: 'PUT',
    path: '/membership/unlock-seat',
    params: NoParams,
    body: MembershipUnlockSeatBody,
    response: MembershipSelectionsResponse,
  }),
} as const
