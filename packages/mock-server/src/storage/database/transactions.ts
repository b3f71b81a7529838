import { AsyncLocalStorage } from 'node:async_hooks'
import * as E from 'fp-ts/Either'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Result } from '@kartis/core'
import type { StorageDatabase } from './storage-database'
import type { KartisTables } from './tables'

/** A query runner inside one transaction (or, unguarded, the database itself). */
export type Tx = Kysely<KartisTables> | Transaction<KartisTables>

/** §4 whether a transaction's object may still be used; a tx kept past its end is a bug. */
export class TransactionScope {
  private open = true

  /** Throws (a bug) when the transaction this scope belongs to has ended. */
  assertOpen(): void {
    if (!this.open) throw new Error('storage transaction used after it ended')
  }

  /** Marks the transaction ended. */
  close(): void {
    this.open = false
  }
}

/** Rolls a transaction back without failing it: how a Left result leaves Kysely's transaction(). */
class RolledBack<T> extends Error {
  constructor(readonly result: Result<T>) {
    super('rolled back')
  }
}

/** The database whose transaction the current async call chain runs in, if any. */
const openTransaction = new AsyncLocalStorage<StorageDatabase>()

export interface TransactionOptions {
  /**
   * true (default): the work runs in one transaction — on SQLite BEGIN IMMEDIATE on the single
   * connection (so transactions run one at a time, and a second process on the file waits);
   * on PostgreSQL READ COMMITTED, made safe by constraints and the locks the work takes.
   * false only for the concurrency tests' control runs: the work runs statement by statement,
   * outside any transaction, so races between concurrent works show.
   */
  readonly guard?: boolean
}

/**
 * §4 runs `work` atomically: committed when it returns Right, rolled back on Left or a throw.
 * On SQLite a storage call on the root database made inside the work would wait for the
 * connection the work holds, forever: it throws instead.
 */
export const inTransaction = <T>(
  database: StorageDatabase,
  work: (tx: Tx, scope: TransactionScope) => Promise<Result<T>>,
  options: TransactionOptions = {},
): Promise<Result<T>> => {
  const scope = new TransactionScope()
  if (!(options.guard ?? true)) return work(database.db, scope).finally(() => scope.close())
  refuseNesting(database)
  const run = (): Promise<Result<T>> =>
    database.engine === 'sqlite'
      ? sqliteImmediate(database.db, (tx) => work(tx, scope))
      : postgresTransaction(database.db, (tx) => work(tx, scope))
  return openTransaction.run(database, run).finally(() => scope.close())
}

/** Throws when called inside a transaction on the same SQLite database (see inTransaction). */
export const refuseNesting = (database: StorageDatabase): void => {
  if (database.engine === 'sqlite' && openTransaction.getStore() === database)
    throw new Error('storage call made inside a transaction on the same database: use the tx object')
}

/** The database for a call outside any transaction (on SQLite, one made inside a transaction would wait forever: it throws). */
export const outsideTransaction = (database: StorageDatabase): Kysely<KartisTables> => {
  refuseNesting(database)
  return database.db
}

const postgresTransaction = async <T>(db: Kysely<KartisTables>, work: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> => {
  try {
    return await db.transaction().execute(async (tx) => {
      const result = await work(tx)
      if (E.isLeft(result)) throw new RolledBack(result)
      return result
    })
  } catch (error) {
    if (error instanceof RolledBack) return (error as RolledBack<T>).result
    throw error
  }
}

/** Kysely's SQLite driver hands out its one connection to one caller at a time: BEGIN IMMEDIATE on it. */
const sqliteImmediate = <T>(db: Kysely<KartisTables>, work: (tx: Tx) => Promise<Result<T>>): Promise<Result<T>> =>
  db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection)
    try {
      const result = await work(connection)
      await sql.raw(E.isLeft(result) ? 'ROLLBACK' : 'COMMIT').execute(connection)
      return result
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined)
      throw error
    }
  })
