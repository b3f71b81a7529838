import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Clock } from '@kartis/core'
import { newSessionId, sessionIdHashOf } from '../customers/secrets'
import { clearSessionCookie, sessionIdOf, setSessionCookie, type SessionCookie } from './session-cookie'
import type { SessionLifetimes, Sessions } from './sessions'

/**
 * Issue 12/13 a session across requests (a customer's or a staff user's): a new session (new id)
 * at every login, the one the browser had deleted first (no fixation: an id planted before the
 * login is worth nothing after it); each use moves the idle expiry on; logout deletes it and
 * clears the cookie.
 */
export class SessionService {
  constructor(
    private readonly sessions: Sessions,
    private readonly clock: Pick<Clock, 'now'>,
    private readonly lifetimes: SessionLifetimes,
    private readonly cookie: SessionCookie,
  ) {}

  /** The logged-in owner's id, or null (no cookie, an unknown, ended or expired session). */
  async ownerIdOf(request: FastifyRequest): Promise<number | null> {
    const sessionId = sessionIdOf(this.cookie, request)
    if (sessionId === null) return null
    return this.sessions.touch(sessionIdHashOf(sessionId), this.clock.now() + this.lifetimes.sessionIdleMs)
  }

  /** Logs the owner in on this browser: the old session ends, a new one begins, its id only in the cookie. */
  async start(request: FastifyRequest, reply: FastifyReply, ownerId: number): Promise<void> {
    const previous = sessionIdOf(this.cookie, request)
    if (previous !== null) await this.sessions.delete(sessionIdHashOf(previous))
    const sessionId = await this.create(ownerId)
    setSessionCookie(this.cookie, reply, request, sessionId, this.lifetimes.sessionAbsoluteMs)
  }

  /** A new session of the owner; its id (for the cookie, or for a test that acts as the owner). */
  async create(ownerId: number): Promise<string> {
    const sessionId = newSessionId()
    const now = this.clock.now()
    await this.sessions.create({
      idHash: sessionIdHashOf(sessionId),
      ownerId,
      idleExpiresAt: now + this.lifetimes.sessionIdleMs,
      absoluteExpiresAt: now + this.lifetimes.sessionAbsoluteMs,
    })
    return sessionId
  }

  /** Logs out: the session is deleted and the cookie cleared (also when there was none). */
  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const sessionId = sessionIdOf(this.cookie, request)
    if (sessionId !== null) await this.sessions.delete(sessionIdHashOf(sessionId))
    clearSessionCookie(this.cookie, reply, request)
  }
}
