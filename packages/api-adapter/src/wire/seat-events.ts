import * as t from 'io-ts'
import { tolerantObject } from './tolerant-keys'
import { WireInt } from './scalars'

/**
 * Issue 11 the query of the live seat-status stream (GET /seats/events, see seat-changes.ts):
 * the presentation, and the last event the client saw when it cannot send the Last-Event-ID
 * header (a new EventSource after a refused connection).
 */
export const SeatEventsParams = tolerantObject('seat events params', { presentationId: WireInt }, { lastEventId: t.string })
export type SeatEventsParams = t.TypeOf<typeof SeatEventsParams>
