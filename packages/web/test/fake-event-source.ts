import type { SeatStatusChange } from '@kartis/api-adapter'
import type { EventSourceLike, StreamMessage } from '../src/order/live-seat-status'

/** Test support: an EventSource the test drives: open, events, errors (with the browser's readyState). */
export class FakeEventSource implements EventSourceLike {
  readyState = 0
  closed = false
  readonly #listeners = new Map<string, ((message: StreamMessage) => void)[]>()

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (message: StreamMessage) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener])
  }

  close(): void {
    this.closed = true
    this.readyState = 2
  }

  emit(type: string, message: StreamMessage = {}): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(message)
  }

  open(): void {
    this.readyState = 1
    this.emit('open')
  }

  /** The connection failed: the browser retries (0) or has given the stream up (2). */
  fail(readyState: 0 | 2): void {
    this.readyState = readyState
    this.emit('error')
  }

  change(change: SeatStatusChange, id: string): void {
    this.emit('seats', { data: JSON.stringify(change), lastEventId: id })
  }
}
