import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/** The header a request id comes in (from a proxy or the caller) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id'

/** A request id we accept from outside: a short token, nothing that could smuggle text into a log or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/

/**
 * Tracing: the caller's (or proxy's) x-request-id when it is a sane short token, so one id
 * follows a request through several services; otherwise a new UUID.
 */
export const requestIdOf = (request: Pick<IncomingMessage, 'headers'>): string => {
  const incoming = request.headers[REQUEST_ID_HEADER]
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/** The log levels KARTIS_LOG_LEVEL takes (pino's). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** The level when KARTIS_LOG_LEVEL is not set: one line per request, plus warnings and errors. */
export const DEFAULT_LOG_LEVEL: LogLevel = 'info'

const isLogLevel = (s: string): s is LogLevel => LOG_LEVELS.some((level) => level === s)

/** Operations: the level KARTIS_LOG_LEVEL names (default info), or the text of a wrong value. */
export const logLevelFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): { readonly level: LogLevel } | { readonly error: string } => {
  const raw = env['KARTIS_LOG_LEVEL']?.trim().toLowerCase() ?? ''
  if (raw === '') return { level: DEFAULT_LOG_LEVEL }
  return isLogLevel(raw) ? { level: raw } : { error: `KARTIS_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got '${raw}'` }
}

/**
 * Never logged, should any code log a request, its headers or a body: card data, captcha
 * tokens, cookies, authorization, the visitor's uuid (it owns locks and orders), voucher codes.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-kartis-uuid"]',
  'req.headers.uuid',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.cardNumber',
  '*.cvv',
  '*.expiry',
  '*.holderId',
  '*.recaptchaToken',
  '*.captchaToken',
  '*.token',
  '*.password',
  '*.reference',
  '*.voucherReference',
  'body',
  'query',
]

/** The route a request matched, as its pattern (`/api/reservations/:resId`), or null when none did. */
export const routePatternOf = (request: FastifyRequest): string | null => {
  const pattern = request.routeOptions.url
  return typeof pattern === 'string' && pattern !== '' ? pattern : null
}

/**
 * What a log line says of a request. The route pattern, never the URL: query strings carry
 * captcha tokens and voucher codes, paths carry reservation ids and payment session ids. A
 * request that matched no route (a storefront page or asset) logs its path without the query.
 */
const requestFields = (request: FastifyRequest): Readonly<Record<string, string>> => {
  const pattern = routePatternOf(request)
  return pattern === null
    ? { method: request.method, path: (request.raw.url ?? '/').split('?')[0] ?? '/' }
    : { method: request.method, route: pattern }
}

/**
 * Operations: one log line per request at info, when it is answered (method, route pattern,
 * status, milliseconds, and the request id pino adds to every line), instead of fastify's two;
 * at debug also a line when it arrives.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // At info the completion line says everything; at debug, knowing a request arrived helps find one that never finishes.
    request.log.debug(requestFields(request), 'request received')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { ...requestFields(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }
    if (error !== null && error !== undefined) reply.log.error({ ...fields, err: error }, 'request errored')
    else reply.log.info(fields, 'request completed')
  }

  override routeNotFound(): void {
    // The completion line of the 404 says it.
  }
}

/** Where log lines go in tests (pino writes each line with write). */
export interface LogStream {
  write(line: string): void
}

/** How buildApp logs: off, or JSON lines at a level (to stdout, or a test's stream). */
export type AppLogging = false | { readonly level: LogLevel; readonly stream?: LogStream }

/** Operations: fastify's pino options for JSON lines with the request id, secrets redacted. */
export const pinoOptionsOf = (logging: { readonly level: LogLevel; readonly stream?: LogStream }) => ({
  level: logging.level,
  redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  // Fastify's own serializers log the URL (with its query); ours the route pattern.
  serializers: { req: requestFields },
  ...(logging.stream === undefined ? {} : { stream: logging.stream }),
})
