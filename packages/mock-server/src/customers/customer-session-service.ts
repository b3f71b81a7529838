import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '@kartis/core'
import type { CustomerConfig } from './customer-config'
import type { CustomerSessions } from './customer-sessions'
import { newSessionId, sessionIdHashOf } from './secrets'
import { clearSessionCookie, sessionIdOf, setSessionCookie } from './session-cookie'

/**
 * Issue 12 the customer's session across requests: a new session (new id) at every login, the
 * one the browser had deleted first (no fixation: an id planted before the login is worth
 * nothing after it); each use moves the idle expiry on; logout deletes it and clears the cookie.
 */
export class CustomerSessionService {
  constructor(
    private readonly sessions: CustomerSessions,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly config: Pick<CustomerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>,
  ) {}

  /** The logged-in customer's id, or null (no cookie, an unknown, ended or expired session). */
  async customerIdOf(request: FastifyRequest): Promise<number | null> {
    const sessionId = sessionIdOf(request)
    if (sessionId === null) return null
    return this.sessions.touch(sessionIdHashOf(sessionId), this.clock.now() + this.config.sessionIdleMs)
  }

  /** Logs the customer in on this browser: the old session ends, a new one begins, its id only in the cookie. */
  async start(request: FastifyRequest, reply: FastifyReply, customerId: number): Promise<void> {
    const previous = sessionIdOf(request)
    if (previous !== null) await this.sessions.delete(sessionIdHashOf(previous))
    const sessionId = newSessionId()
    const now = this.clock.now()
    await this.sessions.create({
      idHash: sessionIdHashOf(sessionId),
      customerId,
      idleExpiresAt: now + this.config.sessionIdleMs,
      absoluteExpiresAt: now + this.config.sessionAbsoluteMs,
    })
    setSessionCookie(reply, request, sessionId, this.config.sessionAbsoluteMs)
  }

  /** Logs out: the session is deleted and the cookie cleared (also when there was none). */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = sessionIdOf(request)
    if (sessionId !== null) await this.sessions.delete(sessionIdHashOf(sessionId))
    clearSessionCookie(reply, request)
  }
}
