import type { FastifyInstance } from 'fastify'
import { CartCodec, isRecord } from '@kartis/api-adapter'
import type { Cart, Clock } from '@kartis/core'
import { buildApp } from '../app'
import { DEV_CAPTCHA_TOKEN } from '../captcha/captcha-verifier'
import { NO_RATE_LIMITS } from '../http/rate-limits'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION } from '../storage/fixture-catalog'
import type { ServerStorage } from '../storage/server-storage'
import type { SeatChoice } from '../payment/payment-fixture'
import { TEST_CARDS } from '../payment/test-cards'

/** Test support for the payment and reservation routes: a visitor talking to the app by fastify inject. */

export const CAPTCHA = DEV_CAPTCHA_TOKEN

/** Static folders that do not exist, so the app serves its "not built" page and reads no UI build. */
const NO_UI = { web: '/nonexistent/kartis-web', liveConsole: '/nonexistent/kartis-console' }

/** §7 the app over a test box office's storage, as buildApp makes it (without request rate limits: every test request comes from 127.0.0.1). */
export const appOver = (storage: ServerStorage, clock: Pick<Clock, 'now'>): FastifyInstance =>
  buildApp({ storage, clock, config: { staticDirs: NO_UI, rateLimits: NO_RATE_LIMITS } })

/** An answer: status, parsed JSON (or null), and the raw text. */
export interface Answer {
  readonly status: number
  readonly body: unknown
  readonly text: string
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** §7 a field of a JSON answer, by path. */
export const at = (value: unknown, ...path: readonly string[]): unknown =>
  path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value)

/** §7 the message the simulator's outcome page posts to the storefront. */
export const postedMessage = (html: string): unknown =>
  parse(/<script type="application\/json" id="kartis-payment-result">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null')

/** §6 a visitor of the storefront: its uuid header on every /api call. */
export const visitor = (app: FastifyInstance, uuid: string, presentationId: number, headers: Readonly<Record<string, string>> = {}) => {
  const send = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<Answer> => {
    const response = await app.inject({
      method,
      url,
      headers: { 'x-kartis-uuid': uuid, ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    return { status: response.statusCode, body: parse(response.body), text: response.body }
  }
  const seatOf = (choice: SeatChoice) => ({
    PresentationId: presentationId,
    VenueId: 1,
    VenueSeatplanId: 11,
    VenueSectionId: choice.ga === true ? FIXTURE_GA_SECTION : FIXTURE_RESERVED_SECTION,
    TicketGroupId: choice.ga === true ? 2 : 1,
    XCoordinate: choice.x,
    YCoordinate: choice.ga === true ? null : (choice.y ?? 1),
  })
  return {
    uuid,
    send,
    get: (url: string) => send('GET', url),
    /** §7 PUT /seats/lock-seat. */
    lock: (choice: SeatChoice) => send('PUT', '/api/seats/lock-seat', { recaptchaToken: CAPTCHA, seat: seatOf(choice) }),
    /** §7 GET /seats/seats-status of the fixture's hall: status of (x, y) as this visitor sees it. */
    statusOf: async (x: number, y = 1): Promise<unknown> => {
      const answer = await send(
        'GET',
        `/api/seats/seats-status?presentationId=${presentationId}&venueTypeId=1&isReserved=1&recaptchaToken=${CAPTCHA}`,
      )
      const seats: unknown = at(answer.body, 'seats')
      const rows: readonly unknown[] = Array.isArray(seats) ? seats : []
      const entry: unknown = rows.find((s) => Array.isArray(s) && s[0] === FIXTURE_RESERVED_SECTION && s[2] === x && s[3] === y)
      return Array.isArray(entry) ? entry[6] : undefined
    },
    /** §7 GET /payment/form/he for `total` shekels: the paymentFormURL. */
    paymentForm: async (total: number, token = CAPTCHA): Promise<Answer> =>
      send('GET', `/api/payment/form/he?ssn=000000018&total=${total}&recaptchaToken=${token}`),
    /** §7 POST /payment/commit with the cart encoded by the wire codec. */
    commit: (cart: Cart, token = CAPTCHA, extra: Readonly<Record<string, string>> = {}) =>
      send('POST', '/api/payment/commit', { cart: CartCodec.encode(cart), recaptchaToken: token, ...extra }),
  }
}

/** §7 submits the hosted card form of a paymentFormURL (no uuid: the provider's page) and returns its answer. */
export const submitCard = async (
  app: FastifyInstance,
  paymentFormUrl: string,
  cardNumber: string = TEST_CARDS.approve,
): Promise<{ readonly status: number; readonly html: string }> => {
  const [path, query] = paymentFormUrl.split('?')
  const response = await app.inject({
    method: 'POST',
    url: `${path ?? ''}/submit?${query ?? ''}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber, expiry: '12/30', cvv: '123', holderId: '000000018', numberOfPayments: '2' }).toString(),
  })
  return { status: response.statusCode, html: response.body }
}

/** §7 pays `total` shekels with a test card through the simulator: the payment id the page posts. */
export const payByCard = async (
  app: FastifyInstance,
  client: ReturnType<typeof visitor>,
  total: number,
  cardNumber: string = TEST_CARDS.approve,
): Promise<string> => {
  const form = await client.paymentForm(total)
  const url = at(form.body, 'paymentFormURL')
  if (typeof url !== 'string') throw new Error(`no paymentFormURL in ${form.text}`)
  const page = await submitCard(app, url, cardNumber)
  const paymentId = at(postedMessage(page.html), 'paymentId')
  if (typeof paymentId !== 'string') throw new Error(`no paymentId posted by ${page.html}`)
  return paymentId
}
