import http, { type IncomingHttpHeaders } from 'node:http'

/** One dispatched Server-Sent Event: its name (default `message`), data, and the last event id at that point. */
export interface StreamedEvent {
  readonly event: string
  readonly data: string
  readonly lastEventId: string
}

/** Issue 11 test and bench support: a text/event-stream read as a browser's EventSource reads it. */
export interface EventStreamClient {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  /** The answer's body when it is not a stream (a refusal). */
  readonly body: () => string
  readonly events: readonly StreamedEvent[]
  /** The id a reconnection would send as Last-Event-ID. */
  readonly lastEventId: () => string
  /** Comment lines received (heartbeats). */
  readonly comments: () => number
  /** Resolves with the first event (from the `from`th on) that passes `test`; rejects after timeoutMs. */
  readonly next: (test: (event: StreamedEvent) => boolean, timeoutMs?: number, from?: number) => Promise<StreamedEvent>
  /** Resolves once the server has ended the stream (or the connection dropped). */
  readonly ended: Promise<void>
  readonly close: () => void
}

/**
 * Opens GET origin+path and parses what arrives as the EventSource processing model does:
 * `id:` sets the last event id (even in a block without data), `event:` names it, `data:` lines
 * make its data, a blank line dispatches it; lines beginning ':' are comments.
 */
export const openEventStream = (origin: string, path: string, headers: Readonly<Record<string, string>> = {}): Promise<EventStreamClient> =>
  new Promise((resolve, reject) => {
    const request = http.get(`${origin}${path}`, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8')
      const events: StreamedEvent[] = []
      const waiters: {
        readonly test: (event: StreamedEvent) => boolean
        readonly from: number
        readonly resolve: (event: StreamedEvent) => void
      }[] = []
      let buffer = ''
      let raw = ''
      let lastEventId = ''
      let comments = 0
      const dispatch = (block: string): void => {
        let name = ''
        const data: string[] = []
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments += 1
            continue
          }
          const colon = line.indexOf(':')
          const field = colon === -1 ? line : line.slice(0, colon)
          const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
          if (field === 'id') lastEventId = value
          else if (field === 'event') name = value
          else if (field === 'data') data.push(value)
        }
        if (data.length === 0) return
        const event: StreamedEvent = { event: name === '' ? 'message' : name, data: data.join('\n'), lastEventId }
        events.push(event)
        for (const waiter of [...waiters])
          if (events.length > waiter.from && waiter.test(event)) {
            waiters.splice(waiters.indexOf(waiter), 1)
            waiter.resolve(event)
          }
      }
      response.on('data', (chunk: string) => {
        if (raw.length < 65_536) raw += chunk
        buffer += chunk
        let end = buffer.indexOf('\n\n')
        while (end !== -1) {
          dispatch(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
      })
      const ended = new Promise<void>((done) => {
        response.once('close', () => done())
      })
      const next = (test: (event: StreamedEvent) => boolean, timeoutMs = 5_000, from = 0): Promise<StreamedEvent> => {
        const found = events.slice(from).find(test)
        if (found !== undefined) return Promise.resolve(found)
        return new Promise((done, fail) => {
          const timer = setTimeout(() => fail(new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs)
          waiters.push({
            test,
            from,
            resolve: (event) => {
              clearTimeout(timer)
              done(event)
            },
          })
        })
      }
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        body: () => raw,
        events,
        lastEventId: () => lastEventId,
        comments: () => comments,
        next,
        ended,
        close: () => request.destroy(),
      })
    })
    // After the answer, an error (the connection reset) only ends the stream: `ended` tells it.
    request.on('error', reject)
  })
