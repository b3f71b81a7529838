import { sql } from 'kysely'
import { inject, onTestFinished } from 'vitest'
import { openPostgres, type StorageDatabase } from '../storage/database/storage-database'

/**
 * What a second box-office process on the same PostgreSQL database is: a pool of its own on the
 * test database's schema (closed when the test finishes), for races between instances.
 */
export const secondInstance = async (database: StorageDatabase): Promise<StorageDatabase> => {
  if (database.engine !== 'postgres') throw new Error('a second instance is a PostgreSQL test')
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db)
  const schema = rows[0]?.schema
  if (schema === undefined) throw new Error('no current schema')
  const other = await openPostgres(inject('postgresUrl'), { schema, poolSize: 4 })
  onTestFinished(() => other.close())
  return other
}
