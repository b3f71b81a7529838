import * as E from 'fp-ts/Either'
import { publishFreed, type SeatEvents } from '../seats/seat-events'
import type { SmsSender } from '../sms/sms-sender'
import type { HoldReleases, ReleasedHold } from '../storage/hold-releases'
import { startPeriodicSweep, type Sweep } from '../storage/periodic-sweep'
import { holdReleasedSmsText } from './hold-sms'

/** How often each instance releases the holds past their deadline. */
export const DEFAULT_HOLD_RELEASE_INTERVAL_MS = 30_000

export interface HoldReleaseSweepOptions {
  readonly holds: HoldReleases
  /** Issue 11 where the freed seats are published (the seat maps show them free at once). */
  readonly seatEvents: SeatEvents
  /** Issue 12 where the customer of a released hold is told (the SMS port the logins use). */
  readonly sms: SmsSender
  readonly intervalMs?: number
  /** The holds released (each by exactly one instance), for the log. */
  readonly onReleased: (holds: readonly ReleasedHold[]) => void
  /** A failed sweep, or an SMS of a released hold not sent: reported (a sweep retries; an SMS is not sent again). */
  readonly onError: (error: unknown) => void
}

/**
 * §9 holds not paid by 30 minutes before the event are released by the server: every instance
 * sweeps every interval, each hold is cancelled by exactly one of them, and its seats are
 * published free, and its customer gets an SMS saying so. A hold is never paid after its deadline
 * (hold payment refuses), so the sweep's lag only keeps its seats a little longer.
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
      // Each hold is released by one instance only, so each customer is told once.
      for (const hold of holds) {
        if (hold.mobileNumber === '') continue
        void options.sms.send(hold.mobileNumber, holdReleasedSmsText(hold)).then((sent) => {
          if (E.isLeft(sent))
            options.onError(new Error(`the SMS of released hold ${hold.reservationIdentifier} was not sent (${sent.left.code})`))
        })
      }
    },
    onError: options.onError,
  })
