import * as E from 'fp-ts/Either'
import { email as emailRule, kartisError } from '@kartis/core'
import { errorBodyOf } from '@kartis/api-adapter'
import type { AppDeps, RouteHost } from '../app-deps'
import { israeliMobileOf } from '../customers/mobile-number'
import { issueLoginLinkToken } from '../customers/login-links'
import { API_PREFIX } from '../http/register-endpoint'

/** Where the development tools live; none of them exists in production. */
export const DEV_TOOLS_PREFIX = `${API_PREFIX}/dev`

const mobileQuery = (query: unknown, name: string): string | null => {
  const value: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, name) : undefined
  return typeof value === 'string' ? israeliMobileOf(value) : null
}

const emailQuery = (query: unknown): string | null => {
  const value: unknown = typeof query === 'object' && query !== null ? Reflect.get(query, 'to') : undefined
  return typeof value === 'string' && value.trim() !== '' && E.isRight(emailRule('to')(value.trim())) ? value.trim() : null
}

/**
 * Issue 12 development tools, in KARTIS_MODE=development only (production registers nothing
 * here, so each answers 404 like any unknown address):
 * - GET /api/dev/sms-outbox?to=<mobile>: the SMS the development outbox recorded for a number,
 *   oldest first ({ messages: [{ to, text, createdAt }] }): how browser tests read login codes.
 * - GET /api/dev/login-link?mobile=<mobile>: a /customer/{token} login link for the customer with
 *   that number ({ path }), standing in for the e-mail that would carry it.
 * - GET /api/dev/email-outbox?to=<address>: the e-mail the development outbox recorded for an
 *   address (any case), oldest first ({ messages: [{ to, subject, text, html, createdAt }] }):
 *   how browser tests read the "send by e-mail" login links and order confirmations.
 * A number that is not an Israeli mobile is 400 invalid_mobileNumber, an address that is not
 * one 400 invalid_email; an unknown customer 404.
 */
export const registerDevToolRoutes = (host: RouteHost, deps: AppDeps): void => {
  if (deps.config.mode !== 'development') return
  host.fastify.get(`${DEV_TOOLS_PREFIX}/sms-outbox`, async (request, reply) => {
    const to = mobileQuery(request.query, 'to')
    if (to === null) return reply.status(400).send(errorBodyOf(kartisError('invalid_mobileNumber')))
    const messages = await deps.storage.sms.listFor(to)
    return reply.send({ messages: messages.map(({ to: number, text, createdAt }) => ({ to: number, text, createdAt })) })
  })
  host.fastify.get(`${DEV_TOOLS_PREFIX}/email-outbox`, async (request, reply) => {
    const to = emailQuery(request.query)
    if (to === null) return reply.status(400).send(errorBodyOf(kartisError('invalid_email')))
    const messages = await deps.storage.email.listFor(to)
    return reply.send({
      messages: messages.map(({ to: address, subject, text, html, createdAt }) => ({ to: address, subject, text, html, createdAt })),
    })
  })
  host.fastify.get(`${DEV_TOOLS_PREFIX}/login-link`, async (request, reply) => {
    const mobile = mobileQuery(request.query, 'mobile')
    if (mobile === null) return reply.status(400).send(errorBodyOf(kartisError('invalid_mobileNumber')))
    const customer = await deps.storage.customers.findByMobile(mobile)
    if (customer === null) return reply.status(404).send(errorBodyOf(kartisError('CUSTOMER_NOT_FOUND')))
    const token = await issueLoginLinkToken(deps.config.customers, deps.clock, customer.id)
    return reply.send({ path: `/customer/${token}` })
  })
}
