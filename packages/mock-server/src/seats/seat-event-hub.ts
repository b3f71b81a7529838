import { randomBytes } from 'node:crypto'
import type { SeatEvent, SeatEventListener, SeatEventMessage } from './seat-events'

/** How much an instance remembers for clients that reconnect. */
export interface SeatEventHubOptions {
  /** Recent events kept per presentation, for Last-Event-ID (default 512). */
  readonly eventsPerPresentation?: number
  /** Presentations whose recent events are kept (default 2,000); the least recently used without subscribers are forgotten first. */
  readonly presentations?: number
}

const DEFAULT_EVENTS_PER_PRESENTATION = 512
const DEFAULT_PRESENTATIONS = 2_000

/** Issue 11 a new instance id: random, so ids of two instances, or of two runs of one, never meet. */
export const newInstanceId = (): string => randomBytes(4).toString('hex')

/** One presentation's recent events, in the order this instance received them, and its subscribers. */
class PresentationLog {
  readonly events: SeatEvent[] = []
  readonly listeners = new Set<SeatEventListener>()
  /** Every event since `origin` is still in `events` (none dropped for room). */
  complete = true

  constructor(
    /** Where a client stands when it subscribed before any event kept here. */
    public origin: string,
    private readonly capacity: number,
  ) {}

  append(event: SeatEvent): void {
    this.events.push(event)
    if (this.events.length > this.capacity) {
      this.events.shift()
      this.complete = false
    }
  }

  /** The id a client that has seen everything so far stands at. */
  position(): string {
    return this.events.at(-1)?.id ?? this.origin
  }

  /** The events after `id`; null when they are not known here. */
  since(id: string): readonly SeatEvent[] | null {
    if (id === this.origin) return this.complete ? [...this.events] : null
    for (let index = this.events.length - 1; index >= 0; index--) if (this.events[index]?.id === id) return this.events.slice(index + 1)
    return null
  }

  restart(origin: string): void {
    this.origin = origin
    this.events.length = 0
    this.complete = true
  }
}

/** One failing stream must not keep the change from the others (a stream's own errors end that stream). */
const tell = (listener: SeatEventListener, message: SeatEventMessage): void => {
  try {
    listener(message)
  } catch {
    // The listener's own stream is what failed; the others are still told.
  }
}

/**
 * Issue 11 one instance's fan-out: the recent events of each presentation in the order received
 * (a bounded ring per presentation, so Last-Event-ID resumes on this instance while the id is
 * kept) and the subscribers it tells. Both adapters of SeatEvents deliver through it.
 */
export class SeatEventHub {
  readonly #logs = new Map<number, PresentationLog>()
  readonly #instanceId: string
  readonly #eventsPerPresentation: number
  readonly #presentations: number
  #origins = 0

  constructor(instanceId: string, options: SeatEventHubOptions = {}) {
    this.#instanceId = instanceId
    this.#eventsPerPresentation = options.eventsPerPresentation ?? DEFAULT_EVENTS_PER_PRESENTATION
    this.#presentations = options.presentations ?? DEFAULT_PRESENTATIONS
  }

  /** Issue 11 keeps a received event and tells the presentation's subscribers. */
  deliver(event: SeatEvent): void {
    const log = this.#logOf(event.presentationId)
    log.append(event)
    const message: SeatEventMessage = { kind: 'change', event }
    for (const listener of log.listeners) tell(listener, message)
  }

  /** Issue 11 SeatEvents.subscribe: start, or the replay after lastEventId, or reset; then every new event. */
  subscribe(presentationId: number, listener: SeatEventListener, lastEventId?: string): () => void {
    const log = this.#logOf(presentationId)
    if (lastEventId === undefined) tell(listener, { kind: 'start', id: log.position() })
    else {
      const missed = log.since(lastEventId)
      if (missed === null) tell(listener, { kind: 'reset', id: log.position() })
      else for (const event of missed) tell(listener, { kind: 'change', event })
    }
    log.listeners.add(listener)
    return () => {
      log.listeners.delete(listener)
    }
  }

  /**
   * Issue 11 a gap in what this instance received (its PostgreSQL listener was cut): nothing
   * kept can be trusted to be complete, so every presentation starts again and every subscriber
   * is told to fetch the whole status once.
   */
  resetAll(): void {
    for (const log of this.#logs.values()) {
      log.restart(this.#newOrigin())
      const message: SeatEventMessage = { kind: 'reset', id: log.origin }
      for (const listener of log.listeners) tell(listener, message)
    }
  }

  /** Open subscriptions, over every presentation. */
  subscriberCount(): number {
    let count = 0
    for (const log of this.#logs.values()) count += log.listeners.size
    return count
  }

  #newOrigin(): string {
    this.#origins += 1
    return `${this.#instanceId}-o${this.#origins}`
  }

  /** The presentation's log, made when first needed; the most recently used last (Map order), so the oldest idle one is forgotten first. */
  #logOf(presentationId: number): PresentationLog {
    const known = this.#logs.get(presentationId)
    if (known !== undefined) {
      this.#logs.delete(presentationId)
      this.#logs.set(presentationId, known)
      return known
    }
    const log = new PresentationLog(this.#newOrigin(), this.#eventsPerPresentation)
    this.#logs.set(presentationId, log)
    if (this.#logs.size > this.#presentations)
      for (const [id, candidate] of this.#logs)
        if (candidate.listeners.size === 0 && candidate !== log) {
          this.#logs.delete(id)
          break
        }
    return log
  }
}
