import { timingSafeEqual } from 'node:crypto'
import { kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'

/** The server's version, reported by the health check. */
const VERSION = '0.1.0'

/** Whether the request's `Authorization: Bearer …` is the metrics token (compared in constant time). */
const bearerMatches = (header: string | undefined, token: string): boolean => {
  const given = Buffer.from(header ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * §7 GET /api/health: the server is up; no visitor uuid needed. Operations, outside /api and
 * without a visitor uuid: GET /healthz (the process answers; storage is not touched),
 * GET /readyz (a trivial storage query succeeds; 503 in the error shape otherwise) and
 * GET /metrics (Prometheus text; when a metrics token is configured, only with it).
 */
export const registerHealthRoutes = (host: RouteHost, deps: AppDeps): void => {
  host.fastify.get('/api/health', async () => ({ status: 'ok', version: VERSION, time: new Date(deps.clock.now()).toISOString() }))

  host.fastify.get('/healthz', async () => ({ status: 'ok' }))

  host.fastify.get('/readyz', async (request, reply) => {
    try {
      await deps.storage.catalog.isEmpty()
      return { status: 'ready' }
    } catch (error) {
      request.log.error({ err: error }, 'readiness: storage unreachable')
      return reply.status(503).send(errorBodyOf(kartisError('SERVER_ERROR', { reason: 'storage_unreachable' }, 'storage unreachable')))
    }
  })

  host.fastify.get('/metrics', async (request, reply) => {
    const token = deps.config.metricsToken
    // Hidden as an unknown address from whoever lacks the token, so it is not probed for.
    if (token !== null && !bearerMatches(request.headers.authorization, token))
      return reply.status(404).send(errorBodyOf(kartisError('NOT_FOUND')))
    const { registry } = deps.metrics
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}
