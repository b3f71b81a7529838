import { sql } from 'kysely'
import { LIVE_SEAT_STATUSES, isRecord, type LiveSeatStatus, type SeatStatusChange } from '@kartis/api-adapter'
import type { SeatStatusKey } from '@kartis/core'
import { PostgresListener } from '../storage/database/postgres-listener'
import type { StorageDatabase } from '../storage/database/storage-database'
import { SeatEventHub, newInstanceId, type SeatEventHubOptions } from './seat-event-hub'
import type { SeatEvent, SeatEventListener, SeatEvents } from './seat-events'

/** Issue 11 the NOTIFY channel every instance of one box office listens on. */
export const DEFAULT_SEAT_EVENTS_CHANNEL = 'kartis_seat_events'

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. The seats' text of one
 * notification stays under this; the rest of the payload (id, presentation, status) is short.
 */
const SEATS_TEXT_BUDGET = 7_000

export interface PostgresSeatEventsOptions extends SeatEventHubOptions {
  /** postgres://… for the listening connection (the database's own pool publishes). */
  readonly url: string
  /** Default DEFAULT_SEAT_EVENTS_CHANNEL; the tests give each pair of instances its own. */
  readonly channel?: string
  /** The prefix of this instance's event ids (default random). */
  readonly instanceId?: string
  /** Waits before listening again after the connection drops: first, doubled up to max (ms). */
  readonly reconnectMs?: { readonly first: number; readonly max: number }
  /** Told when a publication or the listening connection fails (the change itself is committed). */
  readonly onError?: (error: unknown, what: 'publish' | 'listen') => void
}

/** What travels in a notification: short keys and the seats flattened, so big batches split less. */
interface Payload {
  readonly i: string
  readonly p: number
  readonly s: LiveSeatStatus
  readonly k: readonly number[]
}

const isLiveStatus = (value: unknown): value is LiveSeatStatus => LIVE_SEAT_STATUSES.some((status) => status === value)

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/** A notification's payload as an event; null for anything this box office did not send. */
const eventOf = (text: string): SeatEvent | null => {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(parsed)) return null
  const { i: id, p: presentationId, s: status, k: flat } = parsed
  if (typeof id !== 'string' || !isInteger(presentationId) || !isLiveStatus(status) || !Array.isArray(flat)) return null
  const numbers: readonly unknown[] = flat
  const seats: SeatStatusKey[] = []
  for (let index = 0; index < numbers.length; index += 3) {
    const [sectionId, x, y] = numbers.slice(index, index + 3)
    if (!isInteger(sectionId) || !isInteger(x) || !isInteger(y)) return null
    seats.push({ sectionId, x, y })
  }
  return { id, presentationId, status, seats }
}

/** The change's seats in batches whose text fits one notification. */
const batchesOf = (seats: readonly SeatStatusKey[]): readonly (readonly SeatStatusKey[])[] => {
  const batches: SeatStatusKey[][] = []
  let batch: SeatStatusKey[] = []
  let length = 0
  for (const seat of seats) {
    const text = `${seat.sectionId},${seat.x},${seat.y},`.length
    if (batch.length > 0 && length + text > SEATS_TEXT_BUDGET) {
      batches.push(batch)
      batch = []
      length = 0
    }
    batch.push(seat)
    length += text
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

/**
 * Issue 11 SeatEvents for several instances on one PostgreSQL. A change is published with
 * `pg_notify` on the channel once its transaction has committed (one notification per batch of
 * seats, under the 8,000-byte limit, each its own event id); every instance LISTENs on one
 * dedicated connection and fans what it receives out to its own subscribers — its own
 * publications included, so every instance keeps the same events in the same (commit) order
 * and a Last-Event-ID resumes on any of them. A dropped connection is reopened with backoff,
 * and since notifications sent meanwhile are lost to it, its subscribers are told to reset.
 */
export class PostgresSeatEvents implements SeatEvents {
  readonly #database: StorageDatabase
  readonly #options: PostgresSeatEventsOptions
  readonly #channel: string
  readonly #instanceId: string
  readonly #hub: SeatEventHub
  #sequence = 0
  /** Publications go out one after another, so this instance's own changes keep their order. */
  #sending: Promise<void> = Promise.resolve()
  #listener: PostgresListener | null = null
  #closed = false

  private constructor(database: StorageDatabase, options: PostgresSeatEventsOptions) {
    this.#database = database
    this.#options = options
    this.#channel = options.channel ?? DEFAULT_SEAT_EVENTS_CHANNEL
    this.#instanceId = options.instanceId ?? newInstanceId()
    this.#hub = new SeatEventHub(this.#instanceId, options)
  }

  /** Issue 11 starts listening; resolves once LISTEN is in place (throws when PostgreSQL cannot be reached). */
  static async start(database: StorageDatabase, options: PostgresSeatEventsOptions): Promise<PostgresSeatEvents> {
    const events = new PostgresSeatEvents(database, options)
    const onError = options.onError
    events.#listener = await PostgresListener.start({
      url: options.url,
      channel: events.#channel,
      applicationName: `kartis-seat-events-${events.#instanceId}`,
      onNotification: (payload) => {
        const event = eventOf(payload)
        if (event !== null) events.#hub.deliver(event)
      },
      // Whatever was notified while nobody listened is lost to this instance.
      onReconnected: () => events.#hub.resetAll(),
      ...(options.reconnectMs === undefined ? {} : { reconnectMs: options.reconnectMs }),
      ...(onError === undefined ? {} : { onError: (error: unknown) => onError(error, 'listen') }),
    })
    return events
  }

  publish(change: SeatStatusChange): Promise<void> {
    if (this.#closed || change.seats.length === 0) return Promise.resolve()
    const payloads = batchesOf(change.seats).map((seats) => {
      this.#sequence += 1
      const payload: Payload = {
        i: `${this.#instanceId}-${this.#sequence}`,
        p: change.presentationId,
        s: change.status,
        k: seats.flatMap((seat) => [seat.sectionId, seat.x, seat.y]),
      }
      return JSON.stringify(payload)
    })
    const sent = this.#sending.then(async () => {
      // Each its own statement, so each is sent at once (a NOTIFY inside a transaction waits for its commit).
      for (const payload of payloads) await sql`select pg_notify(${this.#channel}, ${payload})`.execute(this.#database.db)
    })
    this.#sending = sent.catch((error: unknown) => this.#options.onError?.(error, 'publish'))
    return this.#sending
  }

  subscribe(presentationId: number, listener: SeatEventListener, lastEventId?: string): () => void {
    return this.#hub.subscribe(presentationId, listener, lastEventId)
  }

  async close(): Promise<void> {
    this.#closed = true
    await this.#sending
    await this.#listener?.close()
  }
}
