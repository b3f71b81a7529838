import type { FastifyRequest } from 'fastify'
import type { Clock } from '@kartis/core'
import { SessionService } from '../sessions/session-service'
import { CUSTOMER_SESSION_COOKIE, hasSessionHint } from '../sessions/session-cookie'
import type { Sessions } from '../sessions/sessions'
import type { CustomerConfig } from './customer-config'

/** Issue 12 the customer's session across requests (the shared SessionService, with the customer's cookie). */
export class CustomerSessionService extends SessionService {
  constructor(sessions: Sessions, clock: Pick<Clock, 'now'>, config: Pick<CustomerConfig, 'sessionIdleMs' | 'sessionAbsoluteMs'>) {
    super(sessions, clock, config, CUSTOMER_SESSION_COOKIE)
  }

  /** The logged-in customer's id, or null (no cookie, an unknown, ended or expired session). */
  customerIdOf(request: FastifyRequest): Promise<number | null> {
    return this.ownerIdOf(request)
  }

  /** Issue 16 §1 whether the request says this browser was given a session here (its page hint; no look-up). */
  hasPageHint(request: FastifyRequest): boolean {
    return hasSessionHint(CUSTOMER_SESSION_COOKIE, request)
  }
}
