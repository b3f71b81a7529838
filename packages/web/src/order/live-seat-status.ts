import { SEAT_EVENTS_PATH, SEAT_EVENT_NAMES, seatStatusChangeOf, type SeatStatusChange } from '@kartis/api-adapter'
import { SeatStatusCode, seatNumber } from '@kartis/core'
import type { Clock, SeatSelectionState } from '@kartis/core'

/** What the live status reads from a stream event: its data and, for our events, the id to resume from. */
export interface StreamMessage {
  readonly data?: unknown
  readonly lastEventId?: string
}

/** The parts of the browser's EventSource the live status uses (a fake in tests). */
export interface EventSourceLike {
  /** 0 connecting (the browser retries by itself), 1 open, 2 closed for good. */
  readonly readyState: number
  addEventListener(type: string, listener: (message: StreamMessage) => void): void
  close(): void
}

/** Opens an EventSource on an address of the box office's API, given relative to its base (`seats/events?…`). */
export type OpenEventSource = (apiPath: string) => EventSourceLike

/** EventSource.CLOSED: the browser gave the stream up (an HTTP error, a refusal) and will not retry. */
const CLOSED = 2

/** Issue 11 how the live status falls back and retries (tests shorten them). */
export interface LiveSeatStatusTimings {
  /** While the stream is down, the whole status is read this often. */
  readonly pollMs: number
  /** A stream the browser gave up is opened again after this, doubled each time up to reconnectMaxMs. */
  readonly reconnectFirstMs: number
  readonly reconnectMaxMs: number
  /** The first status read waits this long at most for the stream to open. */
  readonly openWaitMs: number
}

export const LIVE_SEAT_STATUS_TIMINGS: LiveSeatStatusTimings = {
  pollMs: 15_000,
  reconnectFirstMs: 2_000,
  reconnectMaxMs: 60_000,
  openWaitMs: 2_000,
}

const CODE_OF = {
  free: SeatStatusCode.available,
  locked: SeatStatusCode.unavailable,
  sold: SeatStatusCode.unavailable,
  held: SeatStatusCode.hold,
} as const

/**
 * Issue 11 a change another buyer made, applied to the seats as others see them: free, taken
 * (locked or sold) or held. A 'locked' seat the visitor itself holds, or is locking or letting
 * go, is its own (the server tells everyone, this visitor too): the selection stays as it is.
 * Seats the plan lacks (GA places) are left out. Unchanged, the same state comes back.
 */
export const applySeatChange = (state: SeatSelectionState, change: SeatStatusChange): SeatSelectionState => {
  const own = new Set<number>()
  if (change.status === 'locked')
    for (const holding of state.holdings) {
      const number = holding.key === null ? undefined : seatNumber(state.index, holding.key)
      if (number !== undefined) own.add(number)
    }
  const code = CODE_OF[change.status]
  let statuses = state.statuses
  for (const seat of change.seats) {
    const number = seatNumber(state.index, seat)
    if (number === undefined || own.has(number) || statuses[number] === code) continue
    if (statuses === state.statuses) statuses = statuses.slice()
    statuses[number] = code
  }
  return statuses === state.statuses ? state : { ...state, statuses }
}

/** What the live status works on: the order store's seats of one presentation. */
export interface LiveSeatStatusDeps {
  readonly open: OpenEventSource
  readonly clock: Clock
  readonly presentationId: number
  /** Applies one change to the presentation's seats. */
  readonly apply: (change: SeatStatusChange) => void
  /** Reads the whole status and applies it (a failure leaves the seats as they were). */
  readonly reload: () => Promise<void>
  readonly timings?: LiveSeatStatusTimings
}

/**
 * Issue 11 live seat status of one presentation while its order page is shown: an EventSource
 * on the API's seats/events whose changes are applied as they come (no status reload); `reset` reads
 * the whole status once. When the stream fails, the status is read every pollMs until it is
 * back: the browser reconnects by itself (resuming after the last event) unless it gave the
 * stream up, which is opened again with a growing wait. Changes that arrive while a status
 * read is on its way are applied again after it, so an older read never undoes a newer change.
 */
export class LiveSeatStatus {
  readonly presentationId: number
  readonly #deps: LiveSeatStatusDeps
  readonly #timings: LiveSeatStatusTimings
  #source: EventSourceLike | null = null
  #lastEventId: string | null = null
  #opened = false
  #stopped = false
  /** A status read began before this stream was known to be open: the first open reads it again. */
  #statusRead = false
  #reloads = 0
  #replay: SeatStatusChange[] = []
  #stopPolling: (() => void) | null = null
  #stopRetry: (() => void) | null = null
  #attempts = 0
  #waiters: (() => void)[] = []

  constructor(deps: LiveSeatStatusDeps) {
    this.#deps = deps
    this.presentationId = deps.presentationId
    this.#timings = deps.timings ?? LIVE_SEAT_STATUS_TIMINGS
  }

  /** Opens the stream; `stale`: the seats shown were read before now, so they are read again once it opens. */
  start(stale: boolean): void {
    this.#statusRead = stale
    this.#connect()
  }

  /** Leaving the page: the stream is closed and nothing runs any more. */
  stop(): void {
    this.#stopped = true
    this.#source?.close()
    this.#source = null
    this.#stopPolling?.()
    this.#stopRetry?.()
    this.#release()
  }

  /** Resolves once the stream is open (or failed, or after openWaitMs): a status read after it misses no change. */
  whenOpen(): Promise<void> {
    if (this.#opened || this.#stopped) return Promise.resolve()
    return new Promise((resolve) => {
      const stopWaiting = this.#deps.clock.every(this.#timings.openWaitMs, () => this.#release())
      this.#waiters.push(() => {
        stopWaiting()
        resolve()
      })
    })
  }

  /** The order store is reading the whole status now (for the first time, or again). */
  markRead(): void {
    if (!this.#opened) this.#statusRead = true
  }

  #release(): void {
    const waiters = this.#waiters
    this.#waiters = []
    for (const waiter of waiters) waiter()
  }

  #connect(): void {
    if (this.#stopped) return
    const query = new URLSearchParams({ presentationId: String(this.presentationId) })
    // A new EventSource cannot send Last-Event-ID: the id goes in the query, so the server still resumes.
    if (this.#lastEventId !== null) query.set('lastEventId', this.#lastEventId)
    const resuming = this.#lastEventId !== null
    const source = this.#deps.open(`${SEAT_EVENTS_PATH.replace(/^\//, '')}?${query.toString()}`)
    this.#source = source
    // The browser's own reconnections send Last-Event-ID (the server gives every stream an id at once).
    let reopening = false
    source.addEventListener('open', () => {
      this.#onOpen(resuming || reopening)
      reopening = true
    })
    source.addEventListener(SEAT_EVENT_NAMES.change, (message) => {
      this.#remember(message)
      const change = typeof message.data === 'string' ? this.#decode(message.data) : null
      if (change !== null) this.#change(change)
    })
    source.addEventListener(SEAT_EVENT_NAMES.reset, (message) => {
      this.#remember(message)
      void this.#reload()
    })
    source.addEventListener('error', () => this.#onError(source))
  }

  #decode(data: string): SeatStatusChange | null {
    try {
      const change = seatStatusChangeOf(JSON.parse(data))
      return change?.presentationId === this.presentationId ? change : null
    } catch {
      return null
    }
  }

  #remember(message: StreamMessage): void {
    if (message.lastEventId !== undefined && message.lastEventId !== '') this.#lastEventId = message.lastEventId
  }

  #onOpen(resuming: boolean): void {
    if (this.#stopped) return
    this.#attempts = 0
    this.#stopPolling?.()
    this.#stopPolling = null
    const first = !this.#opened
    this.#opened = true
    this.#release()
    // Resumed, the server replays what was missed (or says reset). Fresh, it replays nothing:
    // seats read before the stream was open are read again.
    if (!resuming && (!first || this.#statusRead)) void this.#reload()
  }

  #onError(source: EventSourceLike): void {
    if (this.#stopped || source !== this.#source) return
    this.#release()
    this.#stopPolling ??= this.#deps.clock.every(this.#timings.pollMs, () => void this.#reload())
    if (source.readyState !== CLOSED) return
    source.close()
    this.#source = null
    const wait = Math.min(this.#timings.reconnectMaxMs, this.#timings.reconnectFirstMs * 2 ** this.#attempts)
    this.#attempts += 1
    this.#stopRetry?.()
    this.#stopRetry = this.#deps.clock.every(wait, () => {
      this.#stopRetry?.()
      this.#stopRetry = null
      this.#connect()
    })
  }

  #change(change: SeatStatusChange): void {
    this.#deps.apply(change)
    if (this.#reloads > 0) this.#replay.push(change)
  }

  async #reload(): Promise<void> {
    if (this.#stopped) return
    this.#reloads += 1
    try {
      await this.#deps.reload()
    } finally {
      this.#reloads -= 1
      const replay = this.#replay
      if (this.#reloads === 0) this.#replay = []
      if (!this.#stopped) for (const change of replay) this.#deps.apply(change)
    }
  }
}
