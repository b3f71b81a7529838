import * as t from 'io-ts'
import type { SeatStatusKey } from '@kartis/core'
import { listOf } from './optionality'
import { WireInt, oneOf } from './scalars'
import { field, tolerantObject, wireObject } from './tolerant-keys'

/**
 * Issue 11 live seat status: GET /seats/events?presentationId=… is a Server-Sent Events
 * stream of the presentation's seat changes (other buyers' locks, sales, releases). Not in
 * the endpoint table: its answer is a stream, not one JSON value. The server encodes and the
 * storefront decodes each event's data with these codecs.
 */

/** Issue 11 the stream's address, relative to the API base (which ends in /api/). */
export const SEAT_EVENTS_PATH = '/seats/events'

/** Issue 11 the names of the stream's events: a batch of seat changes, and "refetch the whole status once". */
export const SEAT_EVENT_NAMES = { change: 'seats', reset: 'reset' } as const

/** Issue 11 what a seat became, as every visitor may know it: never whose lock it is. */
export const LIVE_SEAT_STATUSES = ['free', 'locked', 'sold', 'held'] as const
export type LiveSeatStatus = (typeof LIVE_SEAT_STATUSES)[number]

/** Issue 11 one operation's seats of one presentation (a couch, a commit's seats) and their new status. */
export interface SeatStatusChange {
  readonly presentationId: number
  readonly status: LiveSeatStatus
  readonly seats: readonly SeatStatusKey[]
}

/**
 * Issue 11 the stream's query: the presentation, and the last event the client saw when it
 * cannot send the Last-Event-ID header (a new EventSource after a refused connection).
 */
export const SeatEventsParams = tolerantObject('seat events params', { presentationId: WireInt }, { lastEventId: t.string })
export type SeatEventsParams = t.TypeOf<typeof SeatEventsParams>

const SeatKeyCodec: t.Type<SeatStatusKey, Readonly<Record<string, unknown>>, unknown> = wireObject('seat', {
  sectionId: field('sectionId', WireInt),
  x: field('x', WireInt),
  y: field('y', WireInt),
})

/** Issue 11 the data of a `seats` event: `{ presentationId, status, seats: [{ sectionId, x, y }] }`. */
export const SeatStatusChangeCodec: t.Type<SeatStatusChange, Readonly<Record<string, unknown>>, unknown> = wireObject(
  'seat status change',
  {
    presentationId: field('presentationId', WireInt),
    status: field('status', oneOf(LIVE_SEAT_STATUSES, 'live seat status')),
    seats: field('seats', listOf(SeatKeyCodec)),
  },
)
