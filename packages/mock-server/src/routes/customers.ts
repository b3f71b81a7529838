import type { FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { isVodVenueType, kartisError, type Branch, type Customer, type Result } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import type { CustomerAccount } from '../customers/customer-accounts'
import { checkedDetails } from '../customers/customer-details'
import { checkoutCodeRequest, customerAreaCodeRequest, customerOfCode, customerOfPassword, mobileOf } from '../customers/customer-logins'
import { customerViewOf } from '../customers/customer-view'
import { sendLoginLinkByEmail } from '../customers/login-link-email'
import { redeemLoginLinkToken } from '../customers/login-links'
import { checkLoginCode, requestLoginCode, type CodeRequest, type OneTimeCodeDeps } from '../customers/one-time-codes'
import { paymentConfig } from '../payment/payment-config'
import { visibleBusinessOf } from '../venues/venue-scope'
import { afterCaptcha, inHebrew } from './answer'
import type { PaymentRouteOptions } from './payment-services'

const loginRequired = (): Result<never> => E.left(kartisError('LOGIN_REQUIRED'))

/** What a call that logs in has at hand: the request and the reply (for the session cookie). */
interface Exchange {
  readonly request: FastifyRequest
  readonly reply: FastifyReply
}

/**
 * §7 customer and customer area: logins by e-mail and password, by mobile number and SMS code
 * and by ID number and SMS code (bySsnSms), the session's customer, logout, locations, the
 * customer area's data (also by a /customer/{token} link) and the details update. A login starts
 * a new server-side session (customer-session-service: httpOnly cookie, rotated at each login);
 * the login form's "send by e-mail" mails a one-time /customer/{token} link (login-link-email);
 * a call that needs one answers LOGIN_REQUIRED (401) without it. Every call that sends a code or
 * checks a password takes a captcha and counts in the customerLogins rate limit, every code check
 * in codeChecks.
 */
export const registerCustomerRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const { storage, clock, config, customerSessions } = deps
  const accounts = storage.customers
  const payment = paymentConfig(options.config)
  const { captcha } = config

  /** The customer area as the request's venue shows it (issue 15 §2: its own business's orders only; VENUE_NOT_FOUND for an unknown prefix). */
  const view = async (request: FastifyRequest, account: CustomerAccount): Promise<Result<Customer>> => {
    const visible = await visibleBusinessOf(storage.venues, request)
    if (E.isLeft(visible)) return visible
    const viewDeps = {
      reservations: storage.reservations,
      vouchers: storage.vouchers,
      members: storage.members,
      payment,
      venues: storage.venues,
    }
    return E.right(await customerViewOf(viewDeps, account, visible.right))
  }
  const codeDeps = (request: FastifyRequest): OneTimeCodeDeps => ({
    codes: storage.loginCodes,
    sms: deps.sms,
    clock,
    config: config.customers,
    log: request.log,
  })
  /** The session's customer, or LOGIN_REQUIRED. */
  const signedIn = async (request: FastifyRequest): Promise<Result<CustomerAccount>> => {
    const customerId = await customerSessions.customerIdOf(request)
    const account = customerId === null ? null : await accounts.get(customerId)
    return account === null ? loginRequired() : E.right(account)
  }
  /** The session's customer area, or LOGIN_REQUIRED. */
  const sessionArea = async (request: FastifyRequest): Promise<Result<Customer>> => {
    const account = await signedIn(request)
    return E.isLeft(account) ? account : view(request, account.right)
  }
  /** Logs the customer in on this browser (a new session) and answers its customer area. */
  const logIn = async (exchange: Exchange, account: Result<CustomerAccount>): Promise<Result<Customer>> => {
    if (E.isLeft(account)) return account
    await customerSessions.start(exchange.request, exchange.reply, account.right.id)
    return view(exchange.request, account.right)
  }
  const sendCode = async (request: FastifyRequest, codeRequest: Result<CodeRequest>) =>
    E.isLeft(codeRequest) ? codeRequest : requestLoginCode(codeDeps(request), codeRequest.right)

  // ---- /customer ------------------------------------------------------------------------------

  host.handle(
    'customerLogin',
    async ({ body, request, reply }) =>
      inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () =>
          logIn({ request, reply }, await customerOfPassword(accounts, body.email, body.password)),
        ),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle('customerRefresh', async ({ request }) => inHebrew(await sessionArea(request)))

  host.handle('customerLogout', async ({ request, reply }) => {
    await customerSessions.end(request, reply)
    return inHebrew(E.right(true as const))
  })

  // §3 the customer form's locations (branches): the box office's locations, by the name of their first venue; VOD is none.
  host.handle('customerLocations', async () => {
    const branches = new Map<number, Branch>()
    for (const venue of await storage.catalog.listVenues())
      if (!isVodVenueType(venue.venueTypeId) && !branches.has(venue.locationId))
        branches.set(venue.locationId, { id: venue.locationId, name: venue.name })
    return inHebrew(E.right([...branches.values()].sort((a, b) => a.id - b.id)))
  })

  host.handle(
    'customerMobileLogin',
    async ({ body, uuid, clientAddress, request }) =>
      inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () => {
          const asker = { visitorUuid: uuid, clientAddress }
          const sent = await sendCode(
            request,
            await checkoutCodeRequest(accounts, asker, body.mobileNumber, body.sendSmsRegardlessOfCustomerExistence),
          )
          return E.map((): true => true)(sent)
        }),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle(
    'customerMobileLoginValidation',
    async ({ body, uuid, request, reply }) => {
      const mobile = mobileOf(body.mobileNumber)
      if (E.isLeft(mobile)) return inHebrew(mobile)
      const code = await checkLoginCode(codeDeps(request), uuid, 'checkout', body.smsCode, mobile.right)
      return inHebrew(await logIn({ request, reply }, E.isLeft(code) ? code : await customerOfCode(accounts, code.right)))
    },
    { rateLimit: 'codeChecks' },
  )

  // ---- /customer-area ------------------------------------------------------------------------

  // §7 ?checkout asks for the same login; the storefront goes on to checkout with the customer it answers.
  host.handle(
    'customerAreaMobileLogin',
    async ({ body, uuid, clientAddress, request }) =>
      inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () =>
          sendCode(request, await customerAreaCodeRequest(accounts, { visitorUuid: uuid, clientAddress }, body.target)),
        ),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle(
    'customerAreaMobileLoginValidation',
    async ({ body, uuid, request, reply }) => {
      const code = await checkLoginCode(codeDeps(request), uuid, 'customerArea', body.smsCode)
      return inHebrew(await logIn({ request, reply }, E.isLeft(code) ? code : await customerOfCode(accounts, code.right)))
    },
    { rateLimit: 'codeChecks' },
  )

  // §2 /customer/{token}: a link's token logs its customer in (once); without one, the session's customer area.
  // Not rate limited: every page of the area reads it, and a token's HS256 signature cannot be guessed by trying.
  host.handle('customerAreaData', async ({ params, request, reply }) => {
    if (params.jwtToken === undefined) {
      const area = await sessionArea(request)
      // Issue 16 §1 a session that ended (idle, expired) leaves its cookies behind: dropping them stops the pages restoring it.
      if (E.isLeft(area) && area.left.code === 'LOGIN_REQUIRED' && customerSessions.hasPageHint(request))
        await customerSessions.end(request, reply)
      return inHebrew(area)
    }
    const redeemed = await redeemLoginLinkToken({ config: config.customers, clock, links: storage.loginLinks }, params.jwtToken)
    if (E.isLeft(redeemed)) return inHebrew(redeemed)
    const account = await accounts.get(redeemed.right)
    return inHebrew(await logIn({ request, reply }, account === null ? E.left(kartisError('CUSTOMER_TOKEN_ERROR')) : E.right(account)))
  })

  // §2 the login form's "send by e-mail" (designed): a /customer/{token} link, the same answer for any address.
  host.handle(
    'customerAreaLoginLink',
    async ({ body, clientAddress, request }) =>
      inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () =>
          sendLoginLinkByEmail(
            {
              accounts,
              requests: storage.loginLinkRequests,
              email: deps.email,
              clock,
              config: config.customers,
              siteUrl: payment.siteUrl,
              log: request.log,
            },
            body.email,
            clientAddress,
          ),
        ),
      ),
    { rateLimit: 'customerLogins' },
  )

  host.handle('customerAreaLogout', async ({ request, reply }) => {
    await customerSessions.end(request, reply)
    return inHebrew(E.right(true as const))
  })

  // §7 only the customer's own details: any other id is CUSTOMER_NOT_FOUND (404), whether or not it exists.
  host.handle('customerUpdate', async ({ params, body, request }) => {
    const account = await signedIn(request)
    if (E.isLeft(account)) return inHebrew(account)
    if (params.id !== account.right.id) return inHebrew(E.left(kartisError('CUSTOMER_NOT_FOUND')))
    const details = checkedDetails(body)
    if (E.isLeft(details)) return inHebrew(details)
    const saved = await accounts.updateDetails(account.right.id, details.right)
    return inHebrew(E.map((): true => true)(saved))
  })
}
