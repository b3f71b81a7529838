import type Database from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Statements kept per connection: the box office's distinct statements, with room for batch sizes. */
export const STATEMENTS_KEPT = 512

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs SQLite a parse and a plan each
 * time, which on the lock path (a handful of statements per click) was a large part of the
 * server's CPU. This hands Kysely the connection with its statements kept by SQL text (least
 * recently used dropped past `kept`). Reuse is safe: Kysely runs one query at a time on the one
 * connection and never leaves a statement iterating.
 */
export const withStatementCache = (handle: Database.Database, kept: number = STATEMENTS_KEPT): SqliteDatabase => {
  const statements = new Map<string, Database.Statement>()
  return {
    close: () => {
      statements.clear()
      handle.close()
    },
    prepare: (text: string) => {
      const known = statements.get(text)
      if (known !== undefined) {
        // Most recently used last: Map keeps insertion order.
        statements.delete(text)
        statements.set(text, known)
        return known
      }
      const prepared = handle.prepare(text)
      statements.set(text, prepared)
      if (statements.size > kept) {
        const oldest = statements.keys().next()
        if (oldest.done !== true) statements.delete(oldest.value)
      }
      return prepared
    },
  }
}
