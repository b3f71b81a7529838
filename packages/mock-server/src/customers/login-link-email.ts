import * as E from 'fp-ts/Either'
import { email as emailRule, kartisError, type Clock, type Result } from '@kartis/core'
import type { EmailLog, EmailMessage, EmailSender } from '../email/email-sender'
import { hebrewEmail } from '../email/hebrew-email'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CustomerAccounts } from './customer-accounts'
import type { CustomerConfig } from './customer-config'
import { issueLoginLinkToken } from './login-links'
import type { LoginLinkRequests } from './login-link-requests'

/** What sending a login link by e-mail needs. */
export interface LoginLinkEmailDeps {
  readonly accounts: Pick<CustomerAccounts, 'findByEmail'>
  readonly requests: LoginLinkRequests
  readonly email: EmailSender
  readonly clock: Pick<Clock, 'now'>
  readonly config: Pick<CustomerConfig, 'secret' | 'loginLinkTtlMs' | 'loginLinksPerEmailPerHour'>
  /** The storefront's address, before /customer/{token}. */
  readonly siteUrl: string
  readonly log: EmailLog
}

const HOUR = 3_600_000

/** The Hebrew e-mail carrying a /customer/{token} link: who it is for, the link, how long it lasts, and what to do if unasked. */
export const loginLinkEmail = (to: string, firstName: string, link: string, ttlMs: number): EmailMessage =>
  hebrewEmail({
    to,
    subject: 'קישור הכניסה שלך לאזור האישי בקרטיס',
    paragraphs: [
      firstName.trim() === '' ? 'שלום,' : `שלום ${firstName.trim()},`,
      'ביקשת להיכנס לאזור האישי באתר. הכניסה בלחיצה על הקישור, בלי סיסמה.',
    ],
    link: { href: link, label: 'כניסה לאזור האישי' },
    footer: [
      `הקישור בתוקף ${Math.round(ttlMs / 60_000)} דקות ולכניסה אחת בלבד. אין להעביר אותו לאחרים.`,
      'לא ביקשת? אפשר להתעלם מהודעה זו: בלי הקישור אין כניסה לחשבונך.',
    ],
  })

/**
 * §2 the login form's "send by e-mail": when a customer has the address (any case), e-mails it a
 * one-time /customer/{token} login link (login-links.ts). The answer is the same whether or not
 * one has it, and comes before the e-mail is sent (a failure is only logged), so it takes the
 * same time. invalid_email for an address that is not one (§5's e-mail rule); TOO_MANY_REQUESTS
 * past loginLinksPerEmailPerHour requests for the address (per client address, the route's rate limit).
 */
export const sendLoginLinkByEmail = async (deps: LoginLinkEmailDeps, typed: string, clientAddress: string): Promise<Result<true>> => {
  const address = typed.trim().toLowerCase()
  if (address === '' || E.isLeft(emailRule('email')(address)))
    return E.left(kartisError('invalid_email', undefined, hebrewMessageOf('invalid_email')))
  const now = deps.clock.now()
  if ((await deps.requests.countSince(address, now - HOUR)) >= deps.config.loginLinksPerEmailPerHour)
    return E.left(
      kartisError('TOO_MANY_REQUESTS', { retryAfterSeconds: HOUR / 1000, reason: 'email' }, hebrewMessageOf('TOO_MANY_REQUESTS')),
    )
  await deps.requests.record(address, clientAddress)
  const customer = await deps.accounts.findByEmail(address)
  if (customer !== null && customer.email !== null) {
    const to = customer.email
    const delivery = issueLoginLinkToken(deps.config, deps.clock, customer.id).then((token) =>
      deps.email.send(
        loginLinkEmail(to, customer.firstName, `${deps.siteUrl.replace(/\/+$/, '')}/customer/${token}`, deps.config.loginLinkTtlMs),
      ),
    )
    void delivery.then(
      (sent) => E.isLeft(sent) && deps.log.warn({ code: sent.left.code }, 'login link: the e-mail was not sent'),
      (error: unknown) => deps.log.warn({ reason: error instanceof Error ? error.name : 'error' }, 'login link: the e-mail was not sent'),
    )
  }
  return E.right(true)
}
