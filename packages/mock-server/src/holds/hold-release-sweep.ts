import { publishFreed, type SeatEvents } from '../seats/seat-events'
import type { HoldReleases, ReleasedHold } from '../storage/hold-releases'
import { startPeriodicSweep, type Sweep } from '../storage/periodic-sweep'

/** How often each instance releases the holds past their deadline. */
export const DEFAULT_HOLD_RELEASE_INTERVAL_MS = 30_000

export interface HoldReleaseSweepOptions {
  readonly holds: HoldReleases
  /** Issue 11 where the freed seats are published (the seat maps show them free at once). */
  readonly seatEvents: SeatEvents
  readonly intervalMs?: number
  /** The holds released (each by exactly one instance), for the log. */
  readonly onReleased: (holds: readonly ReleasedHold[]) => void
  /** A failed sweep: reported, and the next one retries. */
  readonly onError: (error: unknown) => void
}

/**
 * §9 holds not paid by 30 minutes before the event are released by the server: every instance
 * sweeps every interval, each hold is cancelled by exactly one of them, and its seats are
 * published free. A hold is never paid after its deadline (hold payment refuses), so the sweep's
 * lag only keeps its seats a little longer.
 */
export const startHoldReleaseSweep = (options: HoldReleaseSweepOptions): Sweep =>
  startPeriodicSweep({
    sweep: () => options.holds.releaseDue(),
    intervalMs: options.intervalMs ?? DEFAULT_HOLD_RELEASE_INTERVAL_MS,
    onCleared: (holds) => {
      options.onReleased(holds)
      // Never rejects (SeatEvents.publish): the release is committed whatever the delivery.
      void publishFreed(
        options.seatEvents,
        holds.flatMap((hold) => hold.seats),
      )
    },
    onError: options.onError,
  })
