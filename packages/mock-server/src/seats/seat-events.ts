import type { LiveSeatStatus, SeatStatusChange } from '@kartis/api-adapter'
import type { PresentationSeatKey } from '../storage/seat-inventory'

/**
 * Issue 11 live seat status: the port the seat changes go through, from where they happen (a
 * lock, a commit, a cancellation, the expiry sweep) to the open event streams of every server
 * instance. A change carries the presentation, the seats and their new status, never whose
 * lock it is.
 */

/** Issue 11 a heartbeat comment this often keeps proxies and the connection timeout from closing a quiet stream. */
export const DEFAULT_EVENT_STREAM_HEARTBEAT_MS = 15_000

/** Issue 11 event streams one client address may hold open at once (a buyer has one per open order page). */
export const DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS = 20

/** Issue 11 a change as it was published: the publisher names it `<publisherInstanceId>-<sequence>`. */
export interface SeatEvent extends SeatStatusChange {
  readonly id: string
}

/**
 * Issue 11 what a subscriber is told, in order:
 * - `start`: a new subscription; `id` is where the client stands (to resume from later);
 * - `change`: one published change (replayed ones first, when resuming);
 * - `reset`: the changes since the client's last event are not known here (an id this
 *   instance never saw or no longer keeps, or a gap in what it received): the client must
 *   fetch the whole status once; `id` is where it stands afterwards.
 */
export type SeatEventMessage =
  | { readonly kind: 'start'; readonly id: string }
  | { readonly kind: 'change'; readonly event: SeatEvent }
  | { readonly kind: 'reset'; readonly id: string }

export type SeatEventListener = (message: SeatEventMessage) => void

/** Issue 11 the port: publish changes once they are committed; subscribe to one presentation's. */
export interface SeatEvents {
  /**
   * Sends a committed change to every instance's subscribers. Resolves once it is on its way
   * (the answer to the request that made it goes after, so a change the client causes next is
   * published after it). Never rejects: the change is committed whatever the delivery.
   */
  publish(change: SeatStatusChange): Promise<void>
  /**
   * Issue 11 the presentation's changes from now on, told to `listener` (synchronously, during
   * the call, for `start`, `reset` and a resumption's replayed changes). With `lastEventId`, the
   * changes after it are replayed when this instance still keeps it, else `reset`. Returns the
   * unsubscribe.
   */
  subscribe(presentationId: number, listener: SeatEventListener, lastEventId?: string): () => void
  /** Stops delivering (and, on PostgreSQL, listening). */
  close(): Promise<void>
}

/** Issue 11 one publication per presentation of the seats given, all with the same new status. */
export const changesOf = (status: LiveSeatStatus, seats: readonly PresentationSeatKey[]): readonly SeatStatusChange[] => {
  const byPresentation = new Map<number, { sectionId: number; x: number; y: number }[]>()
  for (const seat of seats) {
    const list = byPresentation.get(seat.presentationId) ?? []
    list.push({ sectionId: seat.sectionId, x: seat.x, y: seat.y })
    byPresentation.set(seat.presentationId, list)
  }
  return [...byPresentation].map(([presentationId, keys]) => ({ presentationId, status, seats: keys }))
}

/** Issue 11 publishes the seats' new status, one change per presentation (nothing for no seats). */
export const publishSeats = async (events: SeatEvents, status: LiveSeatStatus, seats: readonly PresentationSeatKey[]): Promise<void> => {
  for (const change of changesOf(status, seats)) await events.publish(change)
}

/** Issue 11 the expiry sweep's report: the seats whose locks it removed are free again. */
export const publishFreed = (events: SeatEvents, seats: readonly PresentationSeatKey[]): Promise<void> =>
  publishSeats(events, 'free', seats)
