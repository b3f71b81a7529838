import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject, onTestFinished } from 'vitest'
import type { Clock } from '@kartis/core'
import { MIGRATIONS, migrateToLatest } from '../storage/database/schema-migrations'
import { templatePrefix } from './postgres-templates'
import { IN_MEMORY, once, openPostgres, openSqlite, type Engine, type StorageDatabase } from '../storage/database/storage-database'

/**
 * How long a test's request waits for a pooled PostgreSQL connection. The tests judge rules (one
 * lock among 200 racers), not load shedding: on a loaded CI machine the server's 5 s default turned
 * a racer into 503 SERVER_BUSY (server-busy.test.ts covers that answer).
 */
const TEST_CONNECT_TIMEOUT_MS = 30_000

/** Both engines, for `describe.each(ENGINES)`: every repository test runs on each. */
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres']

let admin: pg.Pool | undefined

const adminPool = (): pg.Pool => {
  admin ??= new pg.Pool({ connectionString: inject('postgresUrl'), max: 2 })
  return admin
}

export interface TestDatabaseOptions {
  readonly clock?: Pick<Clock, 'now'>
  /** Migrate up to this version only (default: the latest); 0 leaves it empty. */
  readonly version?: number
  /** Connections in the PostgreSQL pool (default 4). */
  readonly poolSize?: number
}

/**
 * A fresh database on the engine, migrated: SQLite in memory, or on the tests' PostgreSQL a new
 * schema of its own (cheaper than a database; dropped on close). Closed by the caller.
 */
export const openTestDatabase = async (engine: Engine, options: TestDatabaseOptions = {}): Promise<StorageDatabase> => {
  const clock = options.clock ?? { now: () => Date.now() }
  const database = engine === 'sqlite' ? openSqlite(IN_MEMORY) : await openPostgresSchema(options.poolSize ?? 4)
  if (options.version !== 0) await migrateToLatest(database, clock, MIGRATIONS, options.version ?? MIGRATIONS.length)
  return database
}

/** Where each PostgreSQL test database lives (its database's URL, and its schema unless public), for anotherProcess. */
interface PostgresPlace {
  readonly url: string
  readonly schema?: string
}

const places = new WeakMap<StorageDatabase, PostgresPlace>()

/** The test database closes by also dropping what held it. */
const closingWith = (database: StorageDatabase, drop: () => Promise<unknown>): StorageDatabase => ({
  ...database,
  close: once(async () => {
    await database.close()
    await drop()
  }),
})

const openPostgresSchema = async (poolSize: number): Promise<StorageDatabase> => {
  const schema = `t_${randomBytes(6).toString('hex')}`
  await adminPool().query(`CREATE SCHEMA ${schema}`)
  const url = inject('postgresUrl')
  const database = await openPostgres(url, { schema, poolSize, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS })
  const opened = closingWith(database, () => adminPool().query(`DROP SCHEMA ${schema} CASCADE`))
  places.set(opened, { url, schema })
  return opened
}

/** The URL of database `name` on the tests' PostgreSQL server. */
const urlOfDatabase = (name: string): string => {
  const url = new URL(inject('postgresUrl'))
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * The run's template database `name`, built by `build` (given the empty database in its public
 * schema) the first time any worker asks: under an advisory lock, so parallel workers wait for
 * the one that builds it, and under another name until built, so a build that failed is never
 * copied (the next asker builds it again).
 */
const templateDatabase = async (name: string, build: (database: StorageDatabase) => Promise<void>): Promise<string> => {
  const template = `${templatePrefix(inject('postgresRun'))}${name}`
  const building = `${template}_building`
  const client = new pg.Client({ connectionString: inject('postgresUrl') })
  await client.connect()
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template])
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])
    if (found.rowCount === 0) {
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
      await client.query(`CREATE DATABASE ${building}`)
      const database = await openPostgres(urlOfDatabase(building), { poolSize: 8 })
      try {
        await build(database)
      } finally {
        await database.close()
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`)
    }
  } finally {
    // Ending the session releases the advisory lock.
    await client.end()
  }
  return template
}

export interface TemplateCopyOptions {
  /** Connections in the copy's pool (default 4). */
  readonly poolSize?: number
}

/**
 * A PostgreSQL test database that starts as a copy of the run's template `name` (CREATE DATABASE
 * … TEMPLATE: a block copy with every row, sequence value, index and constraint, under a second
 * for the seeded demo where seeding takes tens of seconds); `build` makes the template the first
 * time (see templateDatabase). Dropped on close.
 */
export const openTemplateCopy = async (
  name: string,
  build: (database: StorageDatabase) => Promise<void>,
  options: TemplateCopyOptions = {},
): Promise<StorageDatabase> => {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`not a template name: '${name}'`)
  const template = await templateDatabase(name, build)
  const copy = `t_${randomBytes(6).toString('hex')}`
  await adminPool().query(`CREATE DATABASE ${copy} TEMPLATE ${template}`)
  const url = urlOfDatabase(copy)
  const database = await openPostgres(url, { poolSize: options.poolSize ?? 4, connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS })
  const opened = closingWith(database, () => adminPool().query(`DROP DATABASE IF EXISTS ${copy} WITH (FORCE)`))
  places.set(opened, { url })
  return opened
}

/**
 * A second pool on a PostgreSQL test database (its schema, or its copied database): what another
 * box-office process on the same database is (its own connections, nothing shared in memory).
 * Closed when the test ends. On SQLite, the database itself (one process is all SQLite serves).
 */
export const anotherProcess = async (database: StorageDatabase, options: { readonly poolSize?: number } = {}): Promise<StorageDatabase> => {
  if (database.engine === 'sqlite') return database
  const place = places.get(database)
  if (place === undefined) throw new Error('anotherProcess needs a test database of openTestDatabase or openTemplateCopy')
  const other = await openPostgres(place.url, {
    ...(place.schema === undefined ? {} : { schema: place.schema }),
    poolSize: options.poolSize ?? 4,
    connectTimeoutMs: TEST_CONNECT_TIMEOUT_MS,
  })
  onTestFinished(() => other.close())
  return other
}

/** openTestDatabase inside a test, closed when the test finishes. */
export const testDatabase = async (engine: Engine, options: TestDatabaseOptions = {}): Promise<StorageDatabase> => {
  const database = await openTestDatabase(engine, options)
  onTestFinished(() => database.close())
  return database
}

/** Names of the tables in the database's schema, sorted (both engines). */
export const tableNames = async (database: StorageDatabase): Promise<readonly string[]> => {
  const tables = await database.db.introspection.getTables()
  return tables.map((table) => table.name).sort()
}
