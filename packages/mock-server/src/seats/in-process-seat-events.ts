import type { SeatStatusChange } from '@kartis/api-adapter'
import { SeatEventHub, newInstanceId, type SeatEventHubOptions } from './seat-event-hub'
import type { SeatEventListener, SeatEvents } from './seat-events'

export interface InProcessSeatEventsOptions extends SeatEventHubOptions {
  /** The prefix of this process's event ids (default random). */
  readonly instanceId?: string
}

/**
 * Issue 11 SeatEvents for one process (SQLite, `npm start`): a published change is delivered to
 * this process's subscribers at once, with the id `<instanceId>-<sequence>`.
 */
export class InProcessSeatEvents implements SeatEvents {
  readonly #instanceId: string
  readonly #hub: SeatEventHub
  #sequence = 0
  #closed = false

  constructor(options: InProcessSeatEventsOptions = {}) {
    this.#instanceId = options.instanceId ?? newInstanceId()
    this.#hub = new SeatEventHub(this.#instanceId, options)
  }

  publish(change: SeatStatusChange): Promise<void> {
    if (this.#closed || change.seats.length === 0) return Promise.resolve()
    this.#sequence += 1
    this.#hub.deliver({ ...change, id: `${this.#instanceId}-${this.#sequence}` })
    return Promise.resolve()
  }

  subscribe(presentationId: number, listener: SeatEventListener, lastEventId?: string): () => void {
    return this.#hub.subscribe(presentationId, listener, lastEventId)
  }

  close(): Promise<void> {
    this.#closed = true
    return Promise.resolve()
  }
}
