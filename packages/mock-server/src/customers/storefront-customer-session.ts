import type { FastifyRequest } from 'fastify'
import { embeddedCustomerSessionElement } from '@kartis/api-adapter'
import type { StorefrontHead } from '../static/static-sites'
import type { CustomerSessionService } from './customer-session-service'

/**
 * Issue 16 §1 each storefront page says whether its visitor was given a customer session (the session's
 * page hint came with the request): an anonymous visitor's page then skips restoring one — a call whose
 * only answer is LOGIN_REQUIRED, a 401 in the console — while a logged-in visitor's is restored as before.
 */
export const storefrontCustomerSessionHead =
  (customerSessions: Pick<CustomerSessionService, 'hasPageHint'>): StorefrontHead =>
  (request: FastifyRequest) =>
    Promise.resolve(embeddedCustomerSessionElement(customerSessions.hasPageHint(request)))
