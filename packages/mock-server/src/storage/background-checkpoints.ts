import { Worker } from 'node:worker_threads'
import type Database from 'better-sqlite3'

/** How often the worker copies the WAL into the database file. */
export const DEFAULT_CHECKPOINT_INTERVAL_MS = 100

/**
 * SQLite's own checkpoint, in line on the serving connection, stays as a backstop: it runs
 * only when the WAL reaches this many pages (64 MiB of 4 KiB pages), which the worker keeps
 * it from reaching unless it falls behind or stops.
 */
export const BACKSTOP_AUTOCHECKPOINT_PAGES = 16_384

/** SQLite's default wal_autocheckpoint, restored when the worker stops. */
const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1_000

/**
 * The worker: its own connection to the same file, a PASSIVE checkpoint every interval.
 * PASSIVE never waits for and never blocks the serving connection's readers or writers.
 * Plain CommonJS, evaluated, so it needs no TypeScript loader inside the worker.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { createRequire } = require('node:module')
// The driver as this package resolves it, whatever the working directory.
const Database = createRequire(workerData.from)('better-sqlite3')
const db = new Database(workerData.path, { fileMustExist: true })
db.pragma('busy_timeout = 0')
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)')
  } catch (error) {
    parentPort.postMessage({ error: String(error) })
  }
}, workerData.intervalMs)
parentPort.on('message', () => {
  clearInterval(timer)
  db.close()
  parentPort.close()
})
`

/** A running background checkpointer. */
export interface BackgroundCheckpoints {
  /** Stops the worker and closes its connection; SQLite's in-line checkpoints take over again. */
  stop(): Promise<void>
}

export interface BackgroundCheckpointOptions {
  readonly intervalMs?: number
  /** Where a failed checkpoint is reported (default console.error); the next one retries. */
  readonly onError?: (message: string) => void
}

/**
 * §3 storage: moves WAL checkpoints off the event loop. With SQLite's default, the serving
 * connection checkpoints in line every 1,000 pages — under seat-lock load several times a
 * second — and each time waits for two fsyncs (WAL, then database), stalling every request in
 * flight for milliseconds. Here a worker thread checkpoints every `intervalMs` on its own
 * connection, so the fsyncs block only the worker. Durability is unchanged: a commit is as
 * durable as WAL with synchronous=NORMAL makes it; checkpoints only copy committed pages.
 */
export const startBackgroundCheckpoints = (
  db: Database.Database,
  path: string,
  options: BackgroundCheckpointOptions = {},
): BackgroundCheckpoints => {
  const intervalMs = options.intervalMs ?? DEFAULT_CHECKPOINT_INTERVAL_MS
  const onError = options.onError ?? ((message: string) => console.error(`background checkpoint: ${message}`))
  db.pragma(`wal_autocheckpoint = ${BACKSTOP_AUTOCHECKPOINT_PAGES}`)
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { path, from: import.meta.url, intervalMs } })
  // The server's own shutdown stops it; it must never be what keeps the process alive.
  worker.unref()
  worker.on('message', (message: unknown) => {
    if (typeof message === 'object' && message !== null && 'error' in message) onError(String(message.error))
  })
  worker.on('error', (error) => onError(error.message))
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()))
  return {
    stop: async () => {
      worker.postMessage('stop')
      await exited
      if (db.open) db.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`)
    },
  }
}
