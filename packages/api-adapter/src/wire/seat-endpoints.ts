import { endpoint, NoParams } from './endpoint'
import {
  BestAvailableParams,
  BestAvailableResponse,
  LockSeatResponse,
  SeatLockBody,
  SeatPlanColumnsResponse,
  SeatPlanParams,
  SeatPlanResponse,
  SeatsPresentationsParams,
  SeatsPresentationsResponse,
  SeatsStatusParams,
  SeatsStatusResponse,
  UnlockSeatResponse,
} from './seats'

/** §7 seats: presentations on a day, seat plan, statuses, lock and unlock, best available. */
export const seatEndpoints = {
  seatsPresentations: endpoint({
    name: 'seatsPresentations',
    method: 'GET',
    path: '/seats/presentations',
    params: SeatsPresentationsParams,
    body: null,
    response: SeatsPresentationsResponse,
  }),
  seatPlan: endpoint({
    name: 'seatPlan',
    method: 'GET',
    path: '/seats/seatplan',
    params: SeatPlanParams,
    body: null,
    response: SeatPlanResponse,
  }),
  /** Issue 16 §1 this box office's own form of the same plan, a stadium's in a twentieth of the JSON (seat-plan-columns.ts). */
  seatPlanColumns: endpoint({
    name: 'seatPlanColumns',
    method: 'GET',
    path: '/seats/seatplan/columns',
    params: SeatPlanParams,
    body: null,
    response: SeatPlanColumnsResponse,
  }),
  seatsStatus: endpoint({
    name: 'seatsStatus',
    method: 'GET',
    path: '/seats/seats-status',
    params: SeatsStatusParams,
    body: null,
    response: SeatsStatusResponse,
  }),
  lockSeat: endpoint({
    name: 'lockSeat',
    method: 'PUT',
    path: '/seats/lock-seat',
    params: NoParams,
    body: SeatLockBody,
    response: LockSeatResponse,
  }),
  unlockSeat: endpoint({
    name: 'unlockSeat',
    method: 'PUT',
    path: '/seats/unlock-seat',
    params: NoParams,
    body: SeatLockBody,
    response: UnlockSeatResponse,
  }),
  bestAvailable: endpoint({
    name: 'bestAvailable',
    method: 'GET',
    path: '/seats/best-available',
    params: BestAvailableParams,
    body: null,
    response: BestAvailableResponse,
  }),
} as const
