import { fileURLToPath } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Clock } from '@kartis/core'
import type { AppConfig, AppDeps, RouteHost } from './app-deps'
import { DevCaptchaVerifier } from './captcha/captcha-verifier'
import { answerFrameworkError, installErrorHandling } from './http/error-handling'
import { DEFAULT_RATE_LIMITS, createRateLimitCheck, registerRateLimitPlugin } from './http/rate-limits'
import { createEndpointRegistrar } from './http/register-endpoint'
import { fastifyTrustProxyOf } from './http/trust-proxy'
import { registerCatalogRoutes } from './routes/catalog'
import { registerHealthRoutes } from './routes/health'
import { registerPaymentRoutes } from './routes/payment'
import type { PaymentRouteOptions } from './routes/payment-services'
import { registerReservationRoutes } from './routes/reservations'
import { registerSeatRoutes } from './routes/seats'
import { DEFAULT_MAX_HELD_PER_ADDRESS } from './seats/seat-hold-cap'
import { SeatingLayouts } from './seats/seating-layouts'
import { createStaticFiles } from './static/static-files'
import { DEFAULT_LOCK_TTL_MS } from './storage/seat-inventory'
import type { ServerStorage } from './storage/server-storage'

/** Where the built storefront and producer console are, by default (packages/…/dist). */
export const DEFAULT_STATIC_DIRS = {
  web: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  liveConsole: fileURLToPath(new URL('../../live-console/dist', import.meta.url)),
} as const

/** Request bodies above this are refused with 413 (a cart is a few kilobytes). */
export const DEFAULT_BODY_LIMIT = 1024 * 1024

export interface BuildAppOptions {
  readonly storage: ServerStorage
  readonly clock: Pick<Clock, 'now'>
  readonly config?: Partial<AppConfig>
  /** §7 the payment simulator and its services (slow-card delay, hosted page address, …); defaults otherwise. */
  readonly payment?: PaymentRouteOptions
  /** fastify's logger (default off). */
  readonly logger?: boolean
}

/** §4/§9 the configuration with its defaults filled in (locks 15 minutes, the development captcha). */
export const appConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  lockTtlMs: overrides.lockTtlMs ?? DEFAULT_LOCK_TTL_MS,
  captcha: overrides.captcha ?? new DevCaptchaVerifier(),
  staticDirs: overrides.staticDirs ?? DEFAULT_STATIC_DIRS,
  bodyLimit: overrides.bodyLimit ?? DEFAULT_BODY_LIMIT,
  rateLimits: overrides.rateLimits ?? DEFAULT_RATE_LIMITS,
  maxHeldPerAddress: overrides.maxHeldPerAddress ?? DEFAULT_MAX_HELD_PER_ADDRESS,
  trustProxy: overrides.trustProxy ?? false,
})

/**
 * §7 the reference box-office server: every /api call of the endpoint table that has a
 * handler, the health check, and the built storefront and console on the same port.
 */
export const buildApp = (options: BuildAppOptions): FastifyInstance => {
  const config = appConfig(options.config)
  const deps: AppDeps = { storage: options.storage, clock: options.clock, config, layouts: new SeatingLayouts(options.storage.catalog) }
  const fastify = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxyOf(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    frameworkErrors: answerFrameworkError,
  })
  registerRateLimitPlugin(fastify)
  const host: RouteHost = { ...createEndpointRegistrar(fastify, createRateLimitCheck(fastify, config.rateLimits)), fastify }

  registerHealthRoutes(host, deps)
  // ---- Route modules: one line each. ------------------------------------------------------
  registerCatalogRoutes(host, deps)
  registerSeatRoutes(host, deps)
  registerPaymentRoutes(host, deps, options.payment)
  registerReservationRoutes(host, deps, options.payment)
  // ------------------------------------------------------------------------------------------

  installErrorHandling(fastify, createStaticFiles(config.staticDirs))
  return fastify
}
