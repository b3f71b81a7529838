import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { kartisError } from '@kartis/core'
import { errorBodyOf, isRecord } from '@kartis/api-adapter'
import type { BoxOfficeMetrics } from './box-office-metrics'
import { OneLinePerRequest, REQUEST_ID_HEADER, pinoOptionsOf, requestIdOf, routePatternOf, type AppLogging } from './logging'

/** The route label of requests no route matched (storefront pages, assets, unknown addresses): one value, so the label stays bounded. */
export const UNMATCHED_ROUTE = '(unmatched)'

/** §8 an error body `{ error: { code, … } }` with the request id added inside `error`; anything else as it was. */
export const withRequestId = (payload: unknown, requestId: string): unknown => {
  if (!isRecord(payload)) return payload
  const error = payload['error']
  return isRecord(error) && typeof error['code'] === 'string' ? { ...payload, error: { ...error, requestId } } : payload
}

/**
 * Operations: fastify's options for logs and request ids — JSON lines (or none), our request
 * id rule instead of trusting any x-request-id, and our own 503 while draining (the error shape).
 */
export const observabilityOptions = (
  logging: AppLogging,
): Pick<
  FastifyServerOptions,
  'logger' | 'genReqId' | 'requestIdHeader' | 'logController' | 'return503OnClosing' | 'forceCloseConnections'
> => ({
  logger: logging === false ? false : pinoOptionsOf(logging),
  logController: new OneLinePerRequest(),
  requestIdHeader: false,
  genReqId: requestIdOf,
  return503OnClosing: false,
  // close() ends idle keep-alive connections at once and lets requests in flight finish.
  forceCloseConnections: 'idle',
})

/**
 * Operations: every answer carries x-request-id; every error body carries the same id as
 * `error.requestId`; every answered request is counted by method, route pattern and status;
 * and once the server starts closing (SIGTERM), new requests get 503 in the §8 error shape
 * while the ones in flight finish.
 */
export const installObservability = (app: FastifyInstance, metrics: BoxOfficeMetrics): void => {
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id)
    if (draining)
      return reply
        .status(503)
        .header('connection', 'close')
        .send(errorBodyOf(kartisError('SERVER_ERROR', { reason: 'shutting_down' }, 'the server is shutting down; try again')))
    return undefined
  })
  // An answer finishing while the server drains closes its connection, so no keep-alive socket holds the exit.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) void reply.header('connection', 'close')
    return payload
  })
  app.addHook('preSerialization', async (request, reply, payload) =>
    reply.statusCode >= 400 ? withRequestId(payload, request.id) : payload,
  )
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(request.method, routePatternOf(request) ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000)
  })
}
