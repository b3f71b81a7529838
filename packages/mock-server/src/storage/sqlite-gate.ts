import { AsyncLocalStorage } from 'node:async_hooks'
import type Database from 'better-sqlite3'
import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import { AsyncMutex } from './async-mutex'

type Db = Database.Database

/** One mutex per database connection, shared by every repository on it. */
const mutexes = new WeakMap<Db, AsyncMutex>()
/** The connection whose transaction the current async call chain runs in, if any. */
const openTransaction = new AsyncLocalStorage<Db>()

const mutexFor = (db: Db): AsyncMutex => {
  const existing = mutexes.get(db)
  if (existing !== undefined) return existing
  const created = new AsyncMutex()
  mutexes.set(db, created)
  return created
}

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

export interface SqliteGateOptions {
  /**
   * true (default): transactions take the per-database mutex and run inside
   * BEGIN IMMEDIATE … COMMIT/ROLLBACK. false only for the concurrency test's control run:
   * the callback runs bare, so concurrent transactions interleave on the connection.
   */
  readonly guard?: boolean
}

/**
 * §4 the single door to one SQLite connection: transactions are serialised by an in-process
 * async mutex (the callbacks await, the driver does not) and guarded by BEGIN IMMEDIATE so
 * another process on the same file waits too. Every read outside a transaction also passes
 * here, so it never sees another transaction's uncommitted writes on the shared connection.
 */
export class SqliteGate {
  readonly guarded: boolean

  constructor(
    readonly db: Db,
    options: SqliteGateOptions = {},
  ) {
    this.guarded = options.guard ?? true
  }

  /** §4 runs `work` atomically: committed when it returns Right, rolled back on Left or a throw. */
  transaction<T>(work: (scope: TransactionScope) => Promise<Result<T>>): Promise<Result<T>> {
    const scope = new TransactionScope()
    if (!this.guarded) return work(scope).finally(() => scope.close())
    this.refuseNesting()
    return mutexFor(this.db).run(() =>
      openTransaction.run(this.db, async () => {
        this.db.exec('BEGIN IMMEDIATE')
        try {
          const result = await work(scope)
          if (E.isLeft(result)) this.db.exec('ROLLBACK')
          else this.db.exec('COMMIT')
          return result
        } catch (error) {
          if (this.db.inTransaction) this.db.exec('ROLLBACK')
          throw error
        } finally {
          scope.close()
        }
      }),
    )
  }

  /** Runs synchronous statements alone on the connection (between transactions). */
  exclusive<T>(work: () => T): Promise<T> {
    if (!this.guarded) return new Promise<T>((resolve) => resolve(work()))
    this.refuseNesting()
    return mutexFor(this.db).run(async () => work())
  }

  private refuseNesting(): void {
    // Waiting for the mutex from inside the transaction that holds it would never end.
    if (openTransaction.getStore() === this.db)
      throw new Error('storage call made inside a transaction on the same database: use the tx object')
  }
}
