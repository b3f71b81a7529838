import { fileURLToPath } from 'node:url'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Clock } from '@kartis/core'
import type { AppConfig, AppDeps, RouteHost } from './app-deps'
import { DevCaptchaVerifier } from './captcha/captcha-verifier'
import { DEFAULT_CUSTOMER_CONFIG } from './customers/customer-config'
import { CustomerSessionService } from './customers/customer-session-service'
import { storefrontFirstAnswersHead } from './catalog/first-answers-head'
import { storefrontCustomerSessionHead } from './customers/storefront-customer-session'
import { DEFAULT_VOD_CONFIG } from './vod/vod-config'
import { answerFrameworkError, installErrorHandling } from './http/error-handling'
import { answerClientError } from './http/client-errors'
import { refuseUnsafePaths } from './http/path-safety'
import { registerCompression } from './http/compression'
import { DEFAULT_RATE_LIMITS, createRateLimitCheck, registerRateLimitPlugin } from './http/rate-limits'
import { createEndpointRegistrar } from './http/register-endpoint'
import { originOf } from './http/origin'
import { NO_EXTRA_SOURCES, registerSecurityHeaders } from './http/security-headers'
import { DEFAULT_TIMEOUTS, timeoutOptionsOf } from './http/server-timeouts'
import { registerCaptchaConfigRoutes } from './routes/captcha-config'
import { fastifyTrustProxyOf } from './http/trust-proxy'
import { registerCatalogRoutes } from './routes/catalog'
import { registerCustomerRoutes } from './routes/customers'
import { registerVodRoutes } from './routes/vod'
import { registerStaffRoutes } from './routes/staff'
import { registerProducerReservationRoutes } from './routes/producer-reservations'
import { registerDevToolRoutes } from './routes/dev-tools'
import { registerEdocumentRoutes } from './routes/edocuments'
import { registerHealthRoutes } from './routes/health'
import { registerLiveReportRoutes } from './routes/live-reports'
import { createBoxOfficeMetrics, type BoxOfficeMetrics } from './observability/box-office-metrics'
import type { AppLogging } from './observability/logging'
import { installObservability, observabilityOptions } from './observability/observe-requests'
import { registerPaymentRoutes } from './routes/payment'
import type { PaymentRouteOptions } from './routes/payment-services'
import { registerReservationRoutes } from './routes/reservations'
import { registerSalesRoutes } from './routes/sales'
import { registerSavedCartRoutes } from './routes/saved-carts'
import { registerSeatEventRoutes } from './routes/seat-events'
import { registerMembershipRoutes } from './routes/memberships'
import { registerEnrolmentRoutes } from './routes/enrolments'
import { registerSeatRoutes } from './routes/seats'
import { registerVenueAdminRoutes } from './routes/venue-admin'
import { registerVenueRoutes } from './routes/venues'
import { unprefixedUrl } from './venues/request-venue'
import { storefrontVenueHead } from './venues/storefront-venue'
import { InProcessSeatEvents } from './seats/in-process-seat-events'
import { DEFAULT_EVENT_STREAM_HEARTBEAT_MS, DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS, type SeatEvents } from './seats/seat-events'
import { DEFAULT_MAX_HELD_PER_ADDRESS } from './seats/seat-hold-cap'
import { SeatingLayouts } from './seats/seating-layouts'
import { OutboxSmsSender } from './sms/outbox-sms-sender'
import type { SmsSender } from './sms/sms-sender'
import { OutboxEmailSender } from './email/outbox-email-sender'
import type { EmailSender } from './email/email-sender'
import { registerStaticSites, storefrontHeads } from './static/static-sites'
import { DEFAULT_LOCK_TTL_MS } from './storage/seat-inventory'
import type { ServerStorage } from './storage/server-storage'
import { DEFAULT_STAFF_CONFIG } from './staff/staff-config'
import { StaffGuard } from './staff/staff-guard'
import { staffSessionService } from './staff/staff-sessions'

/** Where the built storefront and producer console are, by default (packages/…/dist). */
export const DEFAULT_STATIC_DIRS = {
  web: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  liveConsole: fileURLToPath(new URL('../../live-console/dist', import.meta.url)),
  webFirstScreen: fileURLToPath(new URL('../../web/dist-server/entry-server.js', import.meta.url)),
} as const

/** Request bodies above this are refused with 413 PAYLOAD_TOO_LARGE (a cart is a few kilobytes). */
export const DEFAULT_BODY_LIMIT = 256 * 1024

export interface BuildAppOptions {
  readonly storage: ServerStorage
  readonly clock: Pick<Clock, 'now'>
  readonly config?: Partial<AppConfig>
  /** §7 the payment simulator and its services (slow-card delay, hosted page address, …); defaults otherwise. */
  readonly payment?: PaymentRouteOptions
  /** JSON-line logs at a level (default off; main.ts sets KARTIS_LOG_LEVEL's). */
  readonly logging?: AppLogging
  /** Operations: the Prometheus metrics (default a new registry of this app's own). */
  readonly metrics?: BoxOfficeMetrics
  /** Issue 11 live seat status (default in this process only; several instances on PostgreSQL pass PostgresSeatEvents). Its owner closes it. */
  readonly seatEvents?: SeatEvents
  /** Issue 12 where SMS go (default: the development outbox in storage). */
  readonly sms?: SmsSender
  /** Issue 12 where e-mail goes (default: the development outbox in storage). */
  readonly email?: EmailSender
}

/** §4/§9 the configuration with its defaults filled in (locks 15 minutes, the development captcha). */
export const appConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  lockTtlMs: overrides.lockTtlMs ?? DEFAULT_LOCK_TTL_MS,
  captcha: overrides.captcha ?? new DevCaptchaVerifier(),
  staticDirs: overrides.staticDirs ?? DEFAULT_STATIC_DIRS,
  bodyLimit: overrides.bodyLimit ?? DEFAULT_BODY_LIMIT,
  contentSecurity: overrides.contentSecurity ?? NO_EXTRA_SOURCES,
  timeouts: overrides.timeouts ?? DEFAULT_TIMEOUTS,
  metricsToken: overrides.metricsToken ?? null,
  rateLimits: overrides.rateLimits ?? DEFAULT_RATE_LIMITS,
  maxHeldPerAddress: overrides.maxHeldPerAddress ?? DEFAULT_MAX_HELD_PER_ADDRESS,
  trustProxy: overrides.trustProxy ?? false,
  maxEventStreamsPerAddress: overrides.maxEventStreamsPerAddress ?? DEFAULT_MAX_EVENT_STREAMS_PER_ADDRESS,
  eventStreamHeartbeatMs: overrides.eventStreamHeartbeatMs ?? DEFAULT_EVENT_STREAM_HEARTBEAT_MS,
  mode: overrides.mode ?? 'development',
  customers: overrides.customers ?? DEFAULT_CUSTOMER_CONFIG,
  vod: overrides.vod ?? DEFAULT_VOD_CONFIG,
  staff: overrides.staff ?? DEFAULT_STAFF_CONFIG,
})

/**
 * §7 the reference box-office server: every /api call of the endpoint table that has a
 * handler, the health check, and the built storefront and console on the same port.
 */
export const buildApp = (options: BuildAppOptions): FastifyInstance => {
  const config = appConfig(options.config)
  const metrics = options.metrics ?? createBoxOfficeMetrics()
  const staffSessions = staffSessionService(options.storage, options.clock, config.staff)
  const deps: AppDeps = {
    storage: options.storage,
    clock: options.clock,
    config,
    layouts: new SeatingLayouts(options.storage.catalog),
    metrics,
    seatEvents: options.seatEvents ?? new InProcessSeatEvents(),
    sms: options.sms ?? new OutboxSmsSender(options.storage.sms),
    email: options.email ?? new OutboxEmailSender(options.storage.email),
    customerSessions: new CustomerSessionService(options.storage.customerSessions, options.clock, config.customers),
    staffSessions,
    staffGuard: new StaffGuard(staffSessions, options.storage.staff),
  }
  const fastify = Fastify({
    ...observabilityOptions(options.logging ?? false),
    bodyLimit: config.bodyLimit,
    trustProxy: fastifyTrustProxyOf(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    // Issue 15 §2 /v/{slug}/… is routed as /… (request.originalUrl keeps the prefix: the venue).
    rewriteUrl: (raw) => unprefixedUrl(raw.url ?? '/'),
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    ...timeoutOptionsOf(config.timeouts),
  })
  // Before every route and hook, so that each answer carries them.
  registerSecurityHeaders(fastify, config.contentSecurity, originOf(options.payment?.config?.publicBaseUrl ?? ''))
  refuseUnsafePaths(fastify)
  registerCompression(fastify)
  registerRateLimitPlugin(fastify)
  // Issue 12 reads the customer session's cookie (request.cookies) and sets it (reply.setCookie).
  void fastify.register(cookie)
  const host: RouteHost = { ...createEndpointRegistrar(fastify, createRateLimitCheck(fastify, config.rateLimits)), fastify }
  installObservability(fastify, metrics)

  // Routes are declared once the plugins before them have loaded: compression hooks into each route
  // as it is declared (onRoute), so a route declared earlier would go uncompressed.
  fastify.after((error) => {
    if (error !== null) throw error
    registerHealthRoutes(host, deps)
    // ---- Route modules: one line each. ------------------------------------------------------
    registerCatalogRoutes(host, deps)
    registerSalesRoutes(host, deps)
    registerSeatRoutes(host, deps)
    registerSeatEventRoutes(host, deps)
    registerMembershipRoutes(host, deps)
    registerEnrolmentRoutes(host, deps)
    registerPaymentRoutes(host, deps, options.payment)
    registerReservationRoutes(host, deps, options.payment)
    registerEdocumentRoutes(host, deps, options.payment)
    registerSavedCartRoutes(host, deps, options.payment)
    registerCaptchaConfigRoutes(host, deps)
    registerVenueRoutes(host, deps)
    registerCustomerRoutes(host, deps, options.payment)
    registerVodRoutes(host, deps)
    registerStaffRoutes(host, deps)
    registerProducerReservationRoutes(host, deps, options.payment)
    registerLiveReportRoutes(host, deps)
    registerVenueAdminRoutes(host, deps)
    registerDevToolRoutes(host, deps)
    // ------------------------------------------------------------------------------------------

    const storefrontHead = storefrontHeads(
      storefrontCustomerSessionHead(deps.customerSessions),
      storefrontVenueHead(deps.storage),
      storefrontFirstAnswersHead(
        fastify,
        async ({ venueId, seatplanId }) => (await deps.layouts.layoutOf(venueId, seatplanId))?.index.seats.length ?? null,
      ),
    )
    installErrorHandling(fastify, registerStaticSites(fastify, config.staticDirs, storefrontHead))
  })
  return fastify
}
