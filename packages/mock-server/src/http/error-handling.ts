import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'
import { API_PREFIX } from './register-endpoint'
import { isDatabaseBusy, sendServerBusy } from './server-busy'

/** §7 where the request asked to go, without its query. */
export const pathnameOf = (request: FastifyRequest): string => (request.raw.url ?? '/').split('?')[0] ?? '/'

/** §7 whether a path is an /api call (base path /api/), so it answers JSON, never a page. */
export const isApiPath = (pathname: string): boolean => pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)

/** §8 unknown /api addresses (and wrong methods on known ones): 404 `{ error: { code: 'NOT_FOUND' } }`. */
export const sendApiNotFound = (reply: FastifyReply): FastifyReply => reply.status(404).send(errorBodyOf(kartisError('NOT_FOUND')))

/** §8 errors of the router itself (a URL that does not decode): 400 BAD_REQUEST as JSON. */
export const answerFrameworkError = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  void reply.status(400).send(errorBodyOf(kartisError('BAD_REQUEST', { reason: error.code }, error.message)))
}

/**
 * §8 nothing answers 500 for input: errors fastify raises before a handler runs (malformed
 * JSON, a content type it cannot parse, a body over the limit — PAYLOAD_TOO_LARGE —, a bad URL)
 * are the client's, and answer their 4xx status with a JSON body and a code; the database's
 * connections all staying busy past the pool's wait (a load peak) is 503 SERVER_BUSY with
 * Retry-After; anything else is a bug of the server: logged, and answered 500 SERVER_ERROR
 * without its details.
 */
export const installErrorHandling = (
  app: FastifyInstance,
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500 && isDatabaseBusy(error)) {
      // A load peak, not a bug: logged as a warning; the client is told when to try again.
      request.log.warn({ err: error }, 'database connections all busy: 503 SERVER_BUSY')
      return sendServerBusy(reply)
    }
    if (status === 500) {
      request.log.error(error)
      return reply.status(500).send(errorBodyOf(kartisError('SERVER_ERROR')))
    }
    if (status === 413)
      return reply.status(413).send(errorBodyOf(kartisError('PAYLOAD_TOO_LARGE', undefined, hebrewMessageOf('PAYLOAD_TOO_LARGE'))))
    const code = status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'
    return reply.status(status).send(errorBodyOf(kartisError(code, { reason: error.code ?? 'FST_ERR' }, error.message)))
  })
  app.setNotFoundHandler(notFound)
}
