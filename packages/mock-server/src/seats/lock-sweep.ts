import type { PresentationSeatKey, SeatInventory } from '../storage/seat-inventory'
import { startPeriodicSweep, type Sweep } from '../storage/periodic-sweep'

/** How often each instance deletes expired seat locks. */
export const DEFAULT_LOCK_SWEEP_INTERVAL_MS = 5_000

export interface LockSweepOptions {
  readonly seats: Pick<SeatInventory, 'sweepExpiredLocks'>
  readonly intervalMs?: number
  /** The seats an expired lock freed (each reported by exactly one instance): the live status publishes them. */
  readonly onFreed: (seats: readonly PresentationSeatKey[]) => void
  /** A failed sweep (the database away for a moment): reported, and the next one retries. */
  readonly onError: (error: unknown) => void
}

/**
 * §4 an expired lock frees its seat at once for every read (reads ignore expired rows); the
 * sweep deletes those rows so the table stays small, and tells the live status which seats
 * came free. Every instance runs one: the delete reports each row to exactly one of them.
 */
export const startLockSweep = (options: LockSweepOptions): Sweep =>
  startPeriodicSweep({
    sweep: () => options.seats.sweepExpiredLocks(),
    intervalMs: options.intervalMs ?? DEFAULT_LOCK_SWEEP_INTERVAL_MS,
    onCleared: options.onFreed,
    onError: options.onError,
  })
