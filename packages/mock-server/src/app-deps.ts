import type { FastifyInstance } from 'fastify'
import type { Clock } from '@kartis/core'
import type { CaptchaVerifier } from './captcha/captcha-verifier'
import type { ServerMode } from './captcha/captcha-mode'
import type { CustomerConfig } from './customers/customer-config'
import type { CustomerSessionService } from './customers/customer-session-service'
import type { SmsSender } from './sms/sms-sender'
import type { EmailSender } from './email/email-sender'
import type { SessionService } from './sessions/session-service'
import type { StaffConfig } from './staff/staff-config'
import type { StaffGuard } from './staff/staff-guard'
import type { RateLimits } from './http/rate-limits'
import type { EndpointRegistrar } from './http/register-endpoint'
import type { ContentSecuritySources } from './http/security-headers'
import type { ServerTimeouts } from './http/server-timeouts'
import type { BoxOfficeMetrics } from './observability/box-office-metrics'
import type { TrustProxy } from './http/trust-proxy'
import type { SeatEvents } from './seats/seat-events'
import type { SeatingLayouts } from './seats/seating-layouts'
import type { ServerStorage } from './storage/server-storage'
import type { VodConfig } from './vod/vod-config'
import type { StaticDirs } from './static/static-sites'

// The types every route module is given. They live apart from app.ts, which imports the
// route modules, so that no route module has to import app.ts back (no import cycle).

/** How the server behaves; every field has a default. */
export interface AppConfig {
  /** §4 how long a seat lock holds its seat (default 15 minutes). */
  readonly lockTtlMs: number
  /** §9 checks recaptchaToken on the calls §7 lists with it. */
  readonly captcha: CaptchaVerifier
  /** The built UIs served beside /api: the storefront at / and the console at /PRES-live/. */
  readonly staticDirs: StaticDirs
  /** Request bodies above this many bytes answer 413 PAYLOAD_TOO_LARGE (default 256 KiB). */
  readonly bodyLimit: number
  /** Sources an integration (a captcha widget…) adds to the UIs' Content-Security-Policy; default none. */
  readonly contentSecurity: ContentSecuritySources
  /** How long slow clients may take (tests make them short). */
  readonly timeouts: ServerTimeouts
  /** When set, GET /metrics answers only `Authorization: Bearer <token>` (KARTIS_METRICS_TOKEN); null: open. */
  readonly metricsToken: string | null
  /** Issue 10 request limits per group of calls (rate-limits.ts); tests and the load bench raise them. */
  readonly rateLimits: RateLimits
  /** Issue 10 seat hoarding: places one client address may hold per presentation (seat-hold-cap.ts). */
  readonly maxHeldPerAddress: number
  /** Which proxies' X-Forwarded-For fastify believes for request.ip (KARTIS_TRUST_PROXY; default none). */
  readonly trustProxy: TrustProxy
  /** Issue 11 live seat status streams one client address may hold open (routes/seat-events.ts). */
  readonly maxEventStreamsPerAddress: number
  /** Issue 11 how often a quiet seat-status stream gets a heartbeat comment (ms). */
  readonly eventStreamHeartbeatMs: number
  /** KARTIS_MODE: development (default) serves the development tools (GET /api/dev/…), production never does. */
  readonly mode: ServerMode
  /** Issue 12 customer sessions, one-time codes and login links (customer-config.ts). */
  readonly customers: CustomerConfig
  /** Issue 13 staff sessions and the TOTP step (staff-config.ts). */
  readonly staff: StaffConfig
  /** §2 the VOD screen's clip, captions and grant lifetime (vod-config.ts). */
  readonly vod: VodConfig
}

/** Everything the handlers use. */
export interface AppDeps {
  readonly storage: ServerStorage
  /** Every expiry and "now" is asked of it; tests pass the core's ManualClock. */
  readonly clock: Pick<Clock, 'now'>
  readonly config: AppConfig
  /** §3 seat plans and presentations, cached for the seat rules (shared by every route module). */
  readonly layouts: SeatingLayouts
  /** Operations: the Prometheus counters the routes move (locks, commits, payments). */
  readonly metrics: BoxOfficeMetrics
  /** Issue 11 where seat changes are published once committed, and the event streams subscribe. */
  readonly seatEvents: SeatEvents
  /** Issue 12 where SMS go: the development outbox (default) or a gateway. */
  readonly sms: SmsSender
  /** Issue 12 where e-mail goes: the development outbox (default) or SMTP. */
  readonly email: EmailSender
  /** Issue 12 the logged-in customer of a request, its login and logout. */
  readonly customerSessions: CustomerSessionService
  /** Issue 13 staff sessions (their own cookie, kartis_staff): login, logout. */
  readonly staffSessions: SessionService
  /**
   * Issue 13 every live call's check: `await deps.staffGuard.withPermission(request, STAFF_PERMISSIONS.presentationsReport)`
   * answers the session's StaffUser or the 401/403 error to return as is.
   */
  readonly staffGuard: StaffGuard
}

/** What a route module registers with: the endpoint-table registrar, and fastify itself for pages outside the table. */
export interface RouteHost extends EndpointRegistrar {
  readonly fastify: FastifyInstance
}
