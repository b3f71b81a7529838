import type { FastifyReply, FastifyRequest } from 'fastify'
import '@fastify/cookie'
import { VENUE_PATH_PREFIX, venuePathOf } from '@kartis/core'
import { API_PREFIX } from '../http/register-endpoint'

/**
 * Issue 12/13 a session's cookie: httpOnly (no script reads it), only sent to /api, Secure over
 * HTTPS. The customer's is SameSite=Lax (a login link from an SMS opens with it); staff's Strict.
 */
export interface SessionCookie {
  readonly name: string
  readonly sameSite: 'lax' | 'strict'
  /**
   * Issue 16 §1 a companion cookie sent with the pages (not only /api), holding no secret, only that the
   * browser was given a session: the box office tells a page whether restoring it is worth a call.
   */
  readonly pageHint?: string
}

/** Issue 12 the customer session's cookie. */
export const CUSTOMER_SESSION_COOKIE: SessionCookie = { name: 'kartis_customer', sameSite: 'lax', pageHint: 'kartis_customer_page' }

/** Issue 13 the staff session's cookie: apart from the customer's, so a producer may also be a customer in the same browser. */
export const STAFF_SESSION_COOKIE: SessionCookie = { name: 'kartis_staff', sameSite: 'strict' }

/** A session id as newSessionId makes it: 32 bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/

/** The session id the request's cookie carries; null when none (or anything that is not one of ours). */
export const sessionIdOf = (cookie: SessionCookie, request: FastifyRequest): string | null => {
  const value = request.cookies[cookie.name]
  return value !== undefined && SESSION_ID.test(value) ? value : null
}

/**
 * Issue 15 §2 the calls the cookie goes with: /api, or under the venue's prefix when the request
 * came through one (/v/{slug}/api) — else a browser logged in at a venue's prefix sent it nowhere.
 */
const cookiePathOf = (request: FastifyRequest): string => {
  const venue = venuePathOf(request.originalUrl)
  return venue === null ? API_PREFIX : `${VENUE_PATH_PREFIX}${venue.slug}${API_PREFIX}`
}

/** Issue 16 §1 the pages the hint goes with: the whole site, or the venue's prefix's pages when the request came through one. */
const pagePathOf = (request: FastifyRequest): string => {
  const venue = venuePathOf(request.originalUrl)
  return venue === null ? '/' : `${VENUE_PATH_PREFIX}${venue.slug}`
}

/** Over HTTPS (directly, or behind a trusted proxy that says so) the cookie is Secure. */
const cookieOptions = (cookie: SessionCookie, request: FastifyRequest, path: string = cookiePathOf(request)) =>
  ({ path, httpOnly: true, sameSite: cookie.sameSite, secure: request.protocol === 'https' }) as const

/**
 * Issue 16 §1 whether the request carries the cookie's hint for its own pages (a session was given here and
 * not ended since). The hint's value is the page path it was set for: a browser logged in on the plain
 * host also sends that hint to a venue's /v/{slug} pages, where its session cookie does not go.
 */
export const hasSessionHint = (cookie: SessionCookie, request: FastifyRequest): boolean =>
  cookie.pageHint !== undefined && request.cookies[cookie.pageHint] === pagePathOf(request)

/** Sets the session cookie; the browser keeps it `maxAgeMs` (the server ends idle sessions itself). */
export const setSessionCookie = (
  cookie: SessionCookie,
  reply: FastifyReply,
  request: FastifyRequest,
  sessionId: string,
  maxAgeMs: number,
): void => {
  const maxAge = Math.floor(maxAgeMs / 1000)
  void reply.setCookie(cookie.name, sessionId, { ...cookieOptions(cookie, request), maxAge })
  if (cookie.pageHint !== undefined)
    void reply.setCookie(cookie.pageHint, pagePathOf(request), { ...cookieOptions(cookie, request, pagePathOf(request)), maxAge })
}

/** Tells the browser to drop the session cookie. */
export const clearSessionCookie = (cookie: SessionCookie, reply: FastifyReply, request: FastifyRequest): void => {
  void reply.clearCookie(cookie.name, cookieOptions(cookie, request))
  if (cookie.pageHint !== undefined) void reply.clearCookie(cookie.pageHint, cookieOptions(cookie, request, pagePathOf(request)))
}
