import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database of its own on a PostgreSQL server, for box-office processes started by a test. */
export interface FreshPostgresDatabase {
  /** postgres://… of the new database: the DATABASE_URL of the processes. */
  readonly url: string
  /** Drops it, closing whatever connections are still open on it. */
  readonly drop: () => Promise<void>
}

const onAdmin = async (adminUrl: string, statement: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Test support: a new, empty database `<prefix>_<random>` on the server of `adminUrl` (the URL of
 * its `postgres` database, as `inject('postgresUrl')` gives it). A whole database rather than a
 * schema, because a server process takes its tables from DATABASE_URL's default schema.
 */
export const freshPostgresDatabase = async (adminUrl: string, prefix: string): Promise<FreshPostgresDatabase> => {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`not a database name prefix: '${prefix}'`)
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
