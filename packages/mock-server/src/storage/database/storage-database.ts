import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { withStatementCache } from './sqlite-statement-cache'
import type { KartisTables } from './tables'

/** A close that may be asked for more than once (an app's onClose and a test's cleanup): the first does it. */
export const once = (close: () => Promise<void>): (() => Promise<void>) => {
  let closing: Promise<void> | undefined
  return () => (closing ??= close())
}

/** Which database a box office runs on. */
export type Engine = 'sqlite' | 'postgres'

/** `<repo>/data/kartis.sqlite`: where the demo box office keeps its data between restarts. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL('../../../../../data/kartis.sqlite', import.meta.url))

/** An in-memory SQLite database, for tests. */
export const IN_MEMORY = ':memory:'

/** §3 storage: one open database, whichever the engine; every repository goes through `db`. */
export interface StorageDatabase {
  readonly engine: Engine
  readonly db: Kysely<KartisTables>
  /** The SQLite file and its driver handle (for the checkpoint worker); absent on PostgreSQL. */
  readonly sqlite?: { readonly path: string; readonly handle: Database.Database }
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  close(): Promise<void>
}

/** Where the box office's data lives, as the environment says. */
export type DatabaseLocation =
  | { readonly engine: 'sqlite'; readonly path: string }
  | { readonly engine: 'postgres'; readonly url: string; readonly poolSize: number; readonly connectTimeoutMs: number }

/** Connections each instance keeps to PostgreSQL unless KARTIS_DB_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10

/**
 * How long a request waits for a pooled PostgreSQL connection unless KARTIS_DB_CONNECT_TIMEOUT_MS
 * says otherwise; past it the request is answered 503 SERVER_BUSY (the connections all busy).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000

/** A whole number from the environment within bounds, or the default when unset; anything else stops the start. */
const wholeSetting = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, what: string): number => {
  const raw = env[name]?.trim() ?? ''
  const value = raw === '' ? fallback : Number(raw)
  if (!Number.isInteger(value) || value < min || value > max)
    throw new DatabaseSettingError(`${name}: ${what} from ${min} to ${max}, got '${raw}'`)
  return value
}

/** A setting or a connection that stops the start: one line naming the variable and the reason. */
export class DatabaseSettingError extends Error {}

const POSTGRES_URL = /^postgres(ql)?:\/\//

/**
 * §3 storage: DATABASE_URL=postgres://… selects PostgreSQL; without it the SQLite file KARTIS_DB
 * (default DEFAULT_DATABASE_PATH). Anything else in DATABASE_URL is refused, not ignored.
 */
export const databaseLocationFromEnv = (env: NodeJS.ProcessEnv): DatabaseLocation => {
  const url = env.DATABASE_URL?.trim()
  if (url === undefined || url === '') return { engine: 'sqlite', path: env.KARTIS_DB?.trim() || DEFAULT_DATABASE_PATH }
  if (!POSTGRES_URL.test(url))
    throw new DatabaseSettingError('DATABASE_URL: must begin postgres:// or postgresql:// (leave it unset for SQLite)')
  try {
    new URL(url)
  } catch {
    throw new DatabaseSettingError('DATABASE_URL: not a valid URL')
  }
  // Instances × pool size must stay under the server's max_connections (100 by default).
  const poolSize = wholeSetting(env, 'KARTIS_DB_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 1000, 'a number of connections')
  const connectTimeoutMs = wholeSetting(env, 'KARTIS_DB_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS, 100, 60_000, 'milliseconds')
  return { engine: 'postgres', url, poolSize, connectTimeoutMs }
}

/**
 * Opens SQLite: WAL journal (synchronous NORMAL), foreign keys enforced, a busy timeout for a
 * second process on the same file. The directory of a file path is created.
 */
export const openSqlite = (path: string): StorageDatabase => {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true })
  const handle = new Database(path)
  handle.pragma('journal_mode = WAL')
  // WAL with NORMAL syncs at checkpoints, not at every commit: a crash of the process loses
  // nothing and the file never corrupts; only a power cut may lose the last commits.
  handle.pragma('synchronous = NORMAL')
  return sqliteOver(handle, path)
}

/** An in-memory SQLite database holding a copy of `image` (bytes of `serialize()`): the tests' cheap copy of a seeded box office. */
export const openSqliteImage = (image: Buffer): StorageDatabase => sqliteOver(new Database(image), IN_MEMORY)

/** Serialises an in-memory SQLite database into bytes openSqliteImage can open. */
export const sqliteImageOf = (database: StorageDatabase): Buffer => {
  if (database.sqlite === undefined) throw new Error('only a SQLite database has an image')
  return database.sqlite.handle.serialize()
}

const sqliteOver = (handle: Database.Database, path: string): StorageDatabase => {
  handle.pragma('foreign_keys = ON')
  handle.pragma('busy_timeout = 5000')
  const db = new Kysely<KartisTables>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }) })
  return { engine: 'sqlite', db, sqlite: { path, handle }, close: once(() => db.destroy()) }
}

/** PostgreSQL's BIGINT (type oid 20): epoch milliseconds, counts and sums, read back as numbers. */
const INT8_OID = 20
/** NUMERIC (oid 1700), what SUM of a BIGINT gives: also a number here (sums of agorot stay far below 2^53). */
const NUMERIC_OID = 1700

const pgTypes = new pg.TypeOverrides()
pgTypes.setTypeParser(INT8_OID, Number)
pgTypes.setTypeParser(NUMERIC_OID, Number)

export interface PostgresOptions {
  /** Connections in the pool (default DEFAULT_POOL_SIZE). */
  readonly poolSize?: number
  /** How long a query waits for a connection before pg gives up (default DEFAULT_CONNECT_TIMEOUT_MS). */
  readonly connectTimeoutMs?: number
  /** A schema to use instead of public (tests give each database its own). */
  readonly schema?: string
}

/** Why a PostgreSQL connection failed, in one line. */
const reasonOf = (error: unknown): string => {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0])
  if (error instanceof Error) return error.message.split('\n')[0] ?? error.name
  return String(error)
}

/**
 * Opens a pool on PostgreSQL and checks it answers; an unreachable or refusing server throws a
 * DatabaseSettingError naming DATABASE_URL and the reason (never the password).
 */
export const openPostgres = async (url: string, options: PostgresOptions = {}): Promise<StorageDatabase> => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? DEFAULT_POOL_SIZE,
    types: pgTypes,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(options.schema === undefined ? {} : { options: `-c search_path=${options.schema}` }),
  })
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined)
  try {
    const client = await pool.connect()
    client.release()
  } catch (error) {
    await pool.end()
    throw new DatabaseSettingError(`DATABASE_URL: cannot connect to PostgreSQL (${reasonOf(error)})`)
  }
  const db = new Kysely<KartisTables>({ dialect: new PostgresDialect({ pool }) })
  return { engine: 'postgres', db, close: once(() => db.destroy()) }
}

/** Opens what the location names (not yet migrated: see migrateToLatest). */
export const openStorageDatabase = (location: DatabaseLocation): Promise<StorageDatabase> =>
  location.engine === 'sqlite'
    ? Promise.resolve(openSqlite(location.path))
    : openPostgres(location.url, { poolSize: location.poolSize, connectTimeoutMs: location.connectTimeoutMs })
