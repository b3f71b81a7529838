import type { AppDeps, RouteHost } from '../app-deps'

/** The server's version, reported by the health check. */
const VERSION = '0.1.0'

/** §7 GET /api/health: the server is up; no visitor uuid needed. */
export const registerHealthRoutes = (host: RouteHost, deps: AppDeps): void => {
  host.fastify.get('/api/health', async () => ({ status: 'ok', version: VERSION, time: new Date(deps.clock.now()).toISOString() }))
}
