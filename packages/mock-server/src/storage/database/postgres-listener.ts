import pg from 'pg'

export interface PostgresListenerOptions {
  /** postgres://… for the listening connection (a pool cannot LISTEN: it hands connections back). */
  readonly url: string
  readonly channel: string
  /** Shown in pg_stat_activity. */
  readonly applicationName: string
  /** Each notification's payload on the channel. */
  readonly onNotification: (payload: string) => void
  /** After the connection dropped and LISTEN is in place again: what was notified meanwhile is lost. */
  readonly onReconnected: () => void
  /** Waits before listening again after the connection drops: first, doubled up to max (ms). */
  readonly reconnectMs?: { readonly first: number; readonly max: number }
  readonly onError?: (error: unknown) => void
}

const DEFAULT_RECONNECT_MS = { first: 250, max: 10_000 } as const

/**
 * Issue 11/15 one dedicated connection LISTENing on a channel, for what every instance of a box
 * office on one PostgreSQL must hear (seat changes, venue settings saved elsewhere). A dropped
 * connection is reopened with backoff, and the owner told, since notifications sent meanwhile
 * never reach it.
 */
export class PostgresListener {
  readonly #options: PostgresListenerOptions
  #client: pg.Client | null = null
  #retry: NodeJS.Timeout | null = null
  #attempts = 0
  #closed = false

  private constructor(options: PostgresListenerOptions) {
    this.#options = options
  }

  /** Starts listening; resolves once LISTEN is in place (throws when PostgreSQL cannot be reached). */
  static async start(options: PostgresListenerOptions): Promise<PostgresListener> {
    const listener = new PostgresListener(options)
    await listener.#listen()
    return listener
  }

  async close(): Promise<void> {
    this.#closed = true
    if (this.#retry !== null) clearTimeout(this.#retry)
    const client = this.#client
    this.#client = null
    await client?.end()
  }

  /** Opens the listening connection; it becomes the current one only once LISTEN is in place. */
  async #listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#options.url, application_name: this.#options.applicationName, keepAlive: true })
    client.on('error', (error: Error) => {
      if (client === this.#client) this.#options.onError?.(error)
      this.#lost(client)
    })
    client.on('end', () => this.#lost(client))
    client.on('notification', (notification) => {
      if (notification.channel === this.#options.channel && notification.payload !== undefined)
        this.#options.onNotification(notification.payload)
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${client.escapeIdentifier(this.#options.channel)}`)
    } catch (error) {
      await client.end().catch(() => undefined)
      throw error
    }
    if (this.#closed) return void (await client.end())
    this.#client = client
  }

  /** The current connection dropped: listen again after a backoff. */
  #lost(client: pg.Client): void {
    if (client !== this.#client || this.#closed) return
    this.#client = null
    client.end().catch(() => undefined)
    this.#reconnectLater()
  }

  #reconnectLater(): void {
    const { first, max } = this.#options.reconnectMs ?? DEFAULT_RECONNECT_MS
    const delay = Math.min(max, first * 2 ** this.#attempts)
    this.#attempts += 1
    this.#retry = setTimeout(() => {
      this.#retry = null
      if (this.#closed) return
      this.#listen().then(
        () => {
          this.#attempts = 0
          this.#options.onReconnected()
        },
        (error: unknown) => {
          this.#options.onError?.(error)
          this.#reconnectLater()
        },
      )
    }, delay)
    this.#retry.unref()
  }
}
