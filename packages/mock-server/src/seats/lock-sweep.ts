import type { PresentationSeatKey, SeatInventory } from '../storage/seat-inventory'

/** How often each instance deletes expired seat locks. */
export const DEFAULT_LOCK_SWEEP_INTERVAL_MS = 5_000

/** A running sweep. */
export interface LockSweep {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>
}

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
 * Sweeps never overlap within an instance (the next waits for the one in progress).
 */
export const startLockSweep = (options: LockSweepOptions): LockSweep => {
  let running: Promise<void> = Promise.resolve()
  const sweep = (): void => {
    running = running.then(async () => {
      try {
        const freed = await options.seats.sweepExpiredLocks()
        if (freed.length > 0) options.onFreed(freed)
      } catch (error) {
        options.onError(error)
      }
    })
  }
  const timer = setInterval(sweep, options.intervalMs ?? DEFAULT_LOCK_SWEEP_INTERVAL_MS)
  // The server's own shutdown stops it; it must never be what keeps the process alive.
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
