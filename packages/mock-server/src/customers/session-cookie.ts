import type { FastifyReply, FastifyRequest } from 'fastify'
import '@fastify/cookie'
import { API_PREFIX } from '../http/register-endpoint'

/** Issue 12 the customer session's cookie: httpOnly (no script reads it), SameSite=Lax, only sent to /api, Secure over HTTPS. */
export const CUSTOMER_SESSION_COOKIE = 'kartis_customer'

/** A session id as newSessionId makes it: 32 bytes in base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/

/** The session id the request's cookie carries; null when none (or anything that is not one of ours). */
export const sessionIdOf = (request: FastifyRequest): string | null => {
  const value = request.cookies[CUSTOMER_SESSION_COOKIE]
  return value !== undefined && SESSION_ID.test(value) ? value : null
}

/** Over HTTPS (directly, or behind a trusted proxy that says so) the cookie is Secure. */
const cookieOptions = (request: FastifyRequest) =>
  ({ path: API_PREFIX, httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' }) as const

/** Sets the session cookie; the browser keeps it `maxAgeMs` (the server ends idle sessions itself). */
export const setSessionCookie = (reply: FastifyReply, request: FastifyRequest, sessionId: string, maxAgeMs: number): void => {
  void reply.setCookie(CUSTOMER_SESSION_COOKIE, sessionId, { ...cookieOptions(request), maxAge: Math.floor(maxAgeMs / 1000) })
}

/** Tells the browser to drop the session cookie. */
export const clearSessionCookie = (reply: FastifyReply, request: FastifyRequest): void => {
  void reply.clearCookie(CUSTOMER_SESSION_COOKIE, cookieOptions(request))
}
