import type { FastifyServerOptions } from 'fastify'
import type { ServerOptions } from 'node:http'
import { MAX_SLOW_CARD_DELAY_MS } from '../payment/payment-config'

/** How long a client may take; every value in milliseconds. */
export interface ServerTimeouts {
  /** The whole request (headers and body) must arrive within this; a stalled upload is cut (408). */
  readonly requestMs: number
  /** The request line and headers must arrive within this (at most requestMs). */
  readonly headersMs: number
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveMs: number
  /** A connection with no traffic either way is closed after this; above the slowest answer (the slow test card). */
  readonly connectionMs: number
  /** How often Node looks for requests past requestMs or headersMs. */
  readonly checkIntervalMs: number
}

/**
 * Sane limits for slow clients (a connection that promises a body and stalls): a request has
 * 30 s, its headers 15 s; idle keep-alive connections go after 5 s; a silent connection after
 * the slow test card's longest wait plus 10 s, so no answer the server is still preparing is cut.
 */
export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  keepAliveMs: 5_000,
  connectionMs: MAX_SLOW_CARD_DELAY_MS + 10_000,
  checkIntervalMs: 1_000,
}

/** The fastify (and Node server) options that apply the timeouts. */
export const timeoutOptionsOf = (
  timeouts: ServerTimeouts,
): Pick<FastifyServerOptions, 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'> & { http: ServerOptions } => ({
  requestTimeout: timeouts.requestMs,
  connectionTimeout: timeouts.connectionMs,
  keepAliveTimeout: timeouts.keepAliveMs,
  http: { headersTimeout: Math.min(timeouts.headersMs, timeouts.requestMs), connectionsCheckingInterval: timeouts.checkIntervalMs },
})
