/**
 * §7 PUT /seats/lock-seat and /seats/unlock-seat: the SeatLocks port is defined beside the
 * seat flow that drives it; ports lists it with the others. Best available is its own port
 * (./best-available), so this one stays the seat flow's minimal need.
 */
export type { LockedSeat, SeatLockRequest, SeatLocks } from '../seating/seat-selection'
