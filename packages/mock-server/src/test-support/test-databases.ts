import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject, onTestFinished } from 'vitest'
import type { Clock } from '@kartis/core'
import { MIGRATIONS, migrateToLatest } from '../storage/database/schema-migrations'
import { IN_MEMORY, once, openPostgres, openSqlite, type Engine, type StorageDatabase } from '../storage/database/storage-database'

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

/** The schema of each PostgreSQL test database, for anotherProcess. */
const schemas = new WeakMap<StorageDatabase, string>()

const openPostgresSchema = async (poolSize: number): Promise<StorageDatabase> => {
  const schema = `t_${randomBytes(6).toString('hex')}`
  await adminPool().query(`CREATE SCHEMA ${schema}`)
  const database = await openPostgres(inject('postgresUrl'), { schema, poolSize })
  const opened: StorageDatabase = {
    ...database,
    close: once(async () => {
      await database.close()
      await adminPool().query(`DROP SCHEMA ${schema} CASCADE`)
    }),
  }
  schemas.set(opened, schema)
  return opened
}

/**
 * A second pool on a PostgreSQL test database's schema: what another box-office process on the
 * same database is (its own connections, nothing shared in memory). Closed when the test ends.
 * On SQLite, the database itself (one process is all SQLite serves).
 */
export const anotherProcess = async (database: StorageDatabase, options: { readonly poolSize?: number } = {}): Promise<StorageDatabase> => {
  if (database.engine === 'sqlite') return database
  const schema = schemas.get(database)
  if (schema === undefined) throw new Error('anotherProcess needs a test database of openTestDatabase')
  const other = await openPostgres(inject('postgresUrl'), { schema, poolSize: options.poolSize ?? 4 })
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
