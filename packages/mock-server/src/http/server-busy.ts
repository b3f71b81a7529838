import type { FastifyReply } from 'fastify'
import { kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'

/** Seconds a client is told to wait (`Retry-After`) when the box office is busy. */
export const BUSY_RETRY_AFTER_SECONDS = 2

/**
 * What pg throws when the pool's connect wait (KARTIS_DB_CONNECT_TIMEOUT_MS) runs out: no pooled
 * connection freed up in time (pg-pool), or opening a new one took longer (pg).
 */
const BUSY_MESSAGES: ReadonlySet<string> = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
])

/** How deep to look through `cause` for the pool's error (a query layer may wrap it). */
const MAX_CAUSES = 5

/**
 * §8 whether a request failed because every database connection stayed busy (a load peak):
 * the box office is overloaded for a moment, which a client may retry, not a bug of the server.
 */
export const isDatabaseBusy = (error: unknown): boolean => {
  let current = error
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    if (BUSY_MESSAGES.has(current.message)) return true
    current = current.cause
  }
  return false
}

/** §8 503 SERVER_BUSY with `Retry-After` (and the same seconds in params), in Hebrew. */
export const sendServerBusy = (reply: FastifyReply): FastifyReply =>
  reply
    .status(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .send(errorBodyOf(kartisError('SERVER_BUSY', { retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS }, hebrewMessageOf('SERVER_BUSY'))))
