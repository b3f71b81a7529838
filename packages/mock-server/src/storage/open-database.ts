import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import type { Clock } from '@kartis/core'
import { applyMigrations } from './migrations'

/** `<repo>/data/kartis.sqlite`: where the demo box office keeps its data between restarts. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL('../../../../data/kartis.sqlite', import.meta.url))

/** An in-memory database, for tests. */
export const IN_MEMORY = ':memory:'

export interface OpenDatabaseOptions {
  /** A file path, or ':memory:'. Default DEFAULT_DATABASE_PATH; its directory is created. */
  readonly path?: string
  /** Stamps applied migrations. */
  readonly clock?: Pick<Clock, 'now'>
}

/**
 * §3 storage: opens the server's SQLite database: WAL journal (synchronous NORMAL), foreign keys enforced, and every pending
 * migration applied in one transaction before anything else uses it.
 */
export const openDatabase = (options: OpenDatabaseOptions = {}): Database.Database => {
  const path = options.path ?? DEFAULT_DATABASE_PATH
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  // WAL with NORMAL syncs at checkpoints, not at every commit: a crash of the process loses
  // nothing and the file never corrupts; only a power cut may lose the last commits.
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  applyMigrations(db, options.clock ?? { now: () => Date.now() })
  return db
}
