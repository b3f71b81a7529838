import type { Clock } from '@kartis/core'
import { migrateToLatest } from './schema-migrations'
import {
  DatabaseSettingError,
  databaseLocationFromEnv,
  openStorageDatabase,
  type DatabaseLocation,
  type StorageDatabase,
} from './storage-database'

/** The box office's database, migrated, and where it is in words fit for a log line (never a password). */
export interface OpenedDatabase {
  readonly database: StorageDatabase
  readonly location: DatabaseLocation
  readonly description: string
}

/** Where the data is, for the start-up line: the SQLite file, or PostgreSQL's host and database. */
export const describeLocation = (location: DatabaseLocation): string => {
  if (location.engine === 'sqlite') return `SQLite ${location.path}`
  const url = new URL(location.url)
  return `PostgreSQL ${url.hostname}${url.port === '' ? '' : `:${url.port}`}${url.pathname}`
}

/** One line about a failed start: the variable that names the database, and the reason. */
const refusal = (location: DatabaseLocation | null, error: unknown): { readonly error: string } => {
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error)
  // A DatabaseSettingError names its variable already.
  if (error instanceof DatabaseSettingError) return { error: reason }
  return { error: `${location?.engine === 'sqlite' ? 'KARTIS_DB' : 'DATABASE_URL'}: ${reason}` }
}

/**
 * §3 storage at start: DATABASE_URL (PostgreSQL) or KARTIS_DB (SQLite) from the environment,
 * opened and migrated to this code's schema. A bad or unreachable DATABASE_URL, or a schema
 * newer than the code, is an error of one line naming the variable and the reason (main.ts
 * prints it and stops; no stack trace).
 */
export const openBoxOfficeDatabase = async (
  env: NodeJS.ProcessEnv,
  clock: Pick<Clock, 'now'>,
): Promise<OpenedDatabase | { readonly error: string }> => {
  let location: DatabaseLocation | null = null
  let database: StorageDatabase | null = null
  try {
    location = databaseLocationFromEnv(env)
    database = await openStorageDatabase(location)
    await migrateToLatest(database, clock)
    return { database, location, description: describeLocation(location) }
  } catch (error) {
    await database?.close()
    return refusal(location, error)
  }
}
