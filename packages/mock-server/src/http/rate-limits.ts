import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import rateLimitPlugin, { normalizeIP } from '@fastify/rate-limit'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import { hebrewMessageOf } from './hebrew-messages'
import { visitorIdOfHeaders } from './visitor-uuid'

/** One limit: at most `max` requests in each window of `windowMs`, counted per client address or per visitor id. */
export interface RateLimitRule {
  readonly per: 'address' | 'visitor'
  readonly max: number
  readonly windowMs: number
}

/** The limits of one group of calls: every rule must hold. The calls of a group share their counters. */
export type RateLimitPolicy = readonly RateLimitRule[]

/**
 * Issue 10 the groups of rate-limited calls. To limit a new call (a login or SMS call of a later
 * issue): add a group here with its defaults in DEFAULT_RATE_LIMITS, and register the call with
 * `host.handle(name, handler, { rateLimit: '<group>' })`. Calls without `rateLimit` are not limited.
 */
export interface RateLimits {
  /** §7 lock-seat, unlock-seat and best-available: what a seat-hoarding bot hammers. */
  readonly seatChanges: RateLimitPolicy
  /** §7 voucher / gift-card balance and ticket-by-code look-ups: codes must not be guessable by trying. */
  readonly codeLookups: RateLimitPolicy
  /** §9 every other captcha-protected call (seat statuses, payment form, commit, hold payment). */
  readonly captchaCalls: RateLimitPolicy
  /** §2 e-tickets by their signed key: opened by anyone, without a visitor id, so counted per address. */
  readonly documents: RateLimitPolicy
  /** §2/§7 saving a cart (it may send an SMS) and opening a saved cart's link (its id must not be found by trying). */
  readonly savedCarts: RateLimitPolicy
  /** Issue 12 what sends a login code by SMS or checks a password: what an SMS-pumping or password-guessing bot hammers. */
  readonly customerLogins: RateLimitPolicy
  /** Issue 12 one-time code checks (each code also allows 5 attempts only). */
  readonly codeChecks: RateLimitPolicy
  /** Issue 13 staff logins and their TOTP step: what a password-guessing bot hammers. */
  readonly staffLogins: RateLimitPolicy
  /** Issue 13 staff sending tickets by SMS (send again, send to a mobile). */
  readonly staffMessages: RateLimitPolicy
  /** Issue 13 the live area's reports: grouped queries over every sale, polled by the console's monitors. */
  readonly liveReports: RateLimitPolicy
  /** Issue 14 a partner's TS/ret/key triple and a mini-site's reference codes: secrets that must not be found by trying. */
  readonly partnerCodes: RateLimitPolicy
  /** Issue 15 §4 a manager's saves of a venue's settings: each writes the venue and its audit log and drops every instance's cache. */
  readonly venueSaves: RateLimitPolicy
}

/** A named group of rate-limited calls. */
export type RateLimitGroup = keyof RateLimits

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/**
 * Issue 10 the limits a public box office runs with. A buyer never meets them: choosing 8 seats
 * of a family and undoing a few is some 20–40 seat changes in a minute, a code is typed a handful
 * of times, seat statuses load once per show (no polling). A bot meets them at once. Per-address
 * limits are five times the per-visitor ones, as one address may be many buyers behind a
 * carrier's NAT or an office proxy.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  // Two changes a second for a whole minute per visitor (a quick clicker's pace, kept up).
  seatChanges: [
    { per: 'visitor', max: 120, windowMs: MINUTE },
    { per: 'address', max: 600, windowMs: MINUTE },
  ],
  // 50 tries an hour is 1,200 a day per address: against codes of 8+ random characters (≥ 10^11
  // codes) guessing one takes longer than any code lives. Visitor ids cost nothing, so only the address counts.
  codeLookups: [
    { per: 'address', max: 10, windowMs: MINUTE },
    { per: 'address', max: 50, windowMs: HOUR },
  ],
  captchaCalls: [
    { per: 'visitor', max: 60, windowMs: MINUTE },
    { per: 'address', max: 300, windowMs: MINUTE },
  ],
  // A key is 64 signed bits: trying keys is hopeless at any rate, so the limit only keeps one
  // address from loading the box office. A venue's guest Wi-Fi at the door is one address for
  // hundreds of patrons each opening a ticket once or twice: hence generous.
  documents: [
    { per: 'address', max: 120, windowMs: MINUTE },
    { per: 'address', max: 1_200, windowMs: HOUR },
  ],
  // A patron saves a cart or opens its link a few times; 2^128 link ids at 100 tries an hour per
  // address are never found by trying. Visitor ids cost nothing, so only the address counts.
  savedCarts: [
    { per: 'address', max: 20, windowMs: MINUTE },
    { per: 'address', max: 100, windowMs: HOUR },
  ],
  // A customer logs in once or twice (a code and its one fallback, or a mistyped password or two);
  // each SMS costs the box office money. Per number asked for and per phone, one-time-codes.ts adds its own.
  customerLogins: [
    { per: 'visitor', max: 10, windowMs: MINUTE },
    { per: 'address', max: 20, windowMs: MINUTE },
    { per: 'address', max: 100, windowMs: HOUR },
  ],
  codeChecks: [
    { per: 'visitor', max: 20, windowMs: MINUTE },
    { per: 'address', max: 60, windowMs: MINUTE },
  ],
  // A producer types a password a few times a day; an office of staff behind one address a few dozen.
  staffLogins: [
    { per: 'address', max: 10, windowMs: MINUTE },
    { per: 'address', max: 60, windowMs: HOUR },
  ],
  // Sending tickets again is a counter clerk's pace at most: each one is an SMS paid for.
  staffMessages: [
    { per: 'address', max: 30, windowMs: MINUTE },
    { per: 'address', max: 300, windowMs: HOUR },
  ],
  // A monitor polling every 2 s and a producer moving between reports stay far below; a script
  // pulling reports in a loop does not (a box office's staff share few addresses: 5× per address).
  liveReports: [
    { per: 'visitor', max: 120, windowMs: MINUTE },
    { per: 'address', max: 600, windowMs: MINUTE },
  ],
  // A visitor arrives from a partner once and types an agent's codes a few times, then checks the
  // tickets chosen once or twice; a guessing bot needs thousands of tries. As codeLookups, by address.
  partnerCodes: [
    { per: 'address', max: 20, windowMs: MINUTE },
    { per: 'address', max: 100, windowMs: HOUR },
  ],
  // A manager saves a form every few seconds at most; a script saving in a loop is stopped.
  venueSaves: [
    { per: 'address', max: 20, windowMs: MINUTE },
    { per: 'address', max: 300, windowMs: HOUR },
  ],
}

/**
 * No request limits, for load benchmarks and browser-test runs whose many visitors all come from
 * one address (never for a public server). Seat-hold caps still apply (see maxHeldPerAddress).
 */
export const NO_RATE_LIMITS: RateLimits = {
  seatChanges: [],
  codeLookups: [],
  captchaCalls: [],
  documents: [],
  savedCarts: [],
  customerLogins: [],
  codeChecks: [],
  staffLogins: [],
  staffMessages: [],
  liveReports: [],
  partnerCodes: [],
  venueSaves: [],
}

/**
 * Issue 10 the client address limits and seat-hold caps count: request.ip (the peer, or the
 * forwarded client when fastify's trustProxy allows), IPv4-mapped IPv6 as IPv4, and an IPv6
 * client by its /64, which one subscriber can rotate within.
 */
export const clientAddressOf = (request: FastifyRequest): string => normalizeIP(request.ip)

/** Counters remembered per rule (least recently seen keys are dropped past this). */
const KEYS_REMEMBERED = 50_000

/** Issue 10 registers @fastify/rate-limit for per-route limits only (`global: false`): nothing is limited unless declared. */
export const registerRateLimitPlugin = (app: FastifyInstance): void => {
  void app.register(rateLimitPlugin, { global: false, cache: KEYS_REMEMBERED })
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

/**
 * Checks a request against the rules of its group: true when a limit is exceeded and the reply
 * has been answered 429 (the caller must then stop). A boolean, not the reply: a FastifyReply is
 * thenable, so an async function returning it would resolve to undefined once it is sent.
 */
export type RateLimitCheck = (group: RateLimitGroup, request: FastifyRequest, reply: FastifyReply) => Promise<boolean>

/** The visitor key: the validated visitor id, or the address for a call that came without one. */
const visitorKeyOf = (request: FastifyRequest): string => {
  const visitor = visitorIdOfHeaders(request.headers)
  return E.isRight(visitor) && visitor.right !== null ? `visitor:${visitor.right}` : `address:${clientAddressOf(request)}`
}

/**
 * Issue 10 per-route rate limiting on @fastify/rate-limit's counters (one per rule and group,
 * shared by the group's calls): a request past any rule of its group is answered 429
 * TOO_MANY_REQUESTS with the Hebrew message, `Retry-After` (seconds) and the x-ratelimit
 * headers, in the §8 error shape. Every rule is counted on each request, so a refused burst
 * still uses up its window. The plugin must be registered (registerRateLimitPlugin) before the first request.
 */
export const createRateLimitCheck = (app: FastifyInstance, limits: RateLimits): RateLimitCheck => {
  const limiters = new Map<RateLimitGroup, readonly Limiter[]>()
  // Made on first use: the plugin's decorator exists once fastify has loaded it.
  const limitersOf = (group: RateLimitGroup): readonly Limiter[] => {
    const known = limiters.get(group)
    if (known !== undefined) return known
    const made = limits[group].map((rule) =>
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.windowMs,
        keyGenerator: rule.per === 'address' ? clientAddressOf : visitorKeyOf,
      }),
    )
    limiters.set(group, made)
    return made
  }
  return async (group, request, reply) => {
    let exceeded: { readonly max: number; readonly ttlInSeconds: number } | undefined
    for (const limiter of limitersOf(group)) {
      const result = await limiter(request)
      if (result.isAllowed || !result.isExceeded) continue
      if (exceeded === undefined || result.ttlInSeconds > exceeded.ttlInSeconds) exceeded = result
    }
    if (exceeded === undefined) return false
    const retryAfter = Math.max(1, exceeded.ttlInSeconds)
    const error = kartisError(
      'TOO_MANY_REQUESTS',
      { retryAfterSeconds: retryAfter, max: exceeded.max },
      hebrewMessageOf('TOO_MANY_REQUESTS'),
    )
    void reply
      .status(429)
      .header('retry-after', String(retryAfter))
      .header('x-ratelimit-limit', String(exceeded.max))
      .header('x-ratelimit-remaining', '0')
      .header('x-ratelimit-reset', String(retryAfter))
      .send(errorBodyOf(error))
    return true
  }
}
