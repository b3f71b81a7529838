import type { AppDeps } from '../app-deps'
import type { SeatLockingDeps } from '../seats/seat-locking'

/**
 * §7 what every seat-locking route (event seats, membership and enrolment seats, a saved cart
 * opened) locks with: the app's seat inventory, cached plans, lock lifetime, per-address hold cap
 * (issue 10) and the live seat events (issue 11).
 */
export const seatLockingOf = ({ storage, layouts, config, seatEvents }: AppDeps): SeatLockingDeps => ({
  seats: storage.seats,
  layouts,
  lockTtlMs: config.lockTtlMs,
  maxHeldPerAddress: config.maxHeldPerAddress,
  events: seatEvents,
})
