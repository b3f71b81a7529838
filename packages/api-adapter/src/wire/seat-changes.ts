import type { SeatStatusKey } from '@kartis/core'

/**
 * Issue 11 live seat status: GET /seats/events?presentationId=… is a Server-Sent Events
 * stream of the presentation's seat changes (other buyers' locks, sales, releases). Not in
 * the endpoint table: its answer is a stream, not one JSON value. This module is the events'
 * side of the contract and imports no codec library, so the storefront's order page reads the
 * stream without pulling io-ts into its chunk (the query's codec is in seat-events.ts).
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

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Issue 11 a `seats` event's data as the server writes it: `{ presentationId, status, seats: [{ sectionId, x, y }] }`. */
export const seatStatusChangeData = (change: SeatStatusChange): string =>
  JSON.stringify({
    presentationId: change.presentationId,
    status: change.status,
    seats: change.seats.map(({ sectionId, x, y }) => ({ sectionId, x, y })),
  })

/** Issue 11 reads a `seats` event's data (parsed JSON); null when it is not a change this contract describes. */
export const seatStatusChangeOf = (data: unknown): SeatStatusChange | null => {
  if (!isObject(data)) return null
  const { presentationId, status, seats } = data
  const known = LIVE_SEAT_STATUSES.find((candidate) => candidate === status)
  if (!isInteger(presentationId) || known === undefined || !Array.isArray(seats)) return null
  const keys: SeatStatusKey[] = []
  for (const seat of seats as readonly unknown[]) {
    if (!isObject(seat)) return null
    const { sectionId, x, y } = seat
    if (!isInteger(sectionId) || !isInteger(x) || !isInteger(y)) return null
    keys.push({ sectionId, x, y })
  }
  return { presentationId, status: known, seats: keys }
}
