import type { FastifyInstance } from 'fastify'
import { isRecord } from '@kartis/api-adapter'
import type { SmsOutbox } from '../storage/sms-outbox'
import { CookieJar } from './cookie-jar'
import { CAPTCHA, newVisitor, visitorHeaders } from './demo-app'

/**
 * Issue 12 test support: a browser of the storefront talking to a test app by fastify inject. It
 * keeps its visitor uuid and, as a browser does, the cookies the box office sets for /api (and
 * drops one the server expires); its script never reads them, the tests do.
 */

/** An answer: status, parsed JSON, and the Set-Cookie headers it carried. */
export interface BrowserAnswer {
  readonly status: number
  readonly body: unknown
  readonly setCookies: readonly string[]
}

/** A field of a JSON answer, by path. */
export const field = (value: unknown, ...path: readonly string[]): unknown =>
  path.reduce<unknown>((current, key) => (isRecord(current) ? current[key] : undefined), value)

const setCookiesOf = (header: string | string[] | number | undefined): readonly string[] =>
  header === undefined ? [] : Array.isArray(header) ? header : [String(header)]

/** `host`: the Host it browses (issue 15 a venue's own host name); absent: inject's default, the install's plain host. */
export const customerBrowser = (app: FastifyInstance, uuid: string = newVisitor(), host?: string) => {
  const jar = new CookieJar()
  const request = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown): Promise<BrowserAnswer> => {
    const cookie = jar.header()
    const response = await app.inject({
      method,
      url,
      headers: {
        ...visitorHeaders(uuid),
        ...(host === undefined ? {} : { host }),
        ...(cookie === null ? {} : { cookie }),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    const setCookies = setCookiesOf(response.headers['set-cookie'])
    jar.receive(setCookies)
    let body: unknown = null
    try {
      body = JSON.parse(response.body)
    } catch {
      body = response.body
    }
    return { status: response.statusCode, body, setCookies }
  }
  return {
    uuid,
    /** The cookies this browser holds (the tests read them; the storefront's script could not). */
    cookies: jar,
    request,
    /** §7 POST /customer-area/mobile-login by mobile number or ID number. */
    askAreaCode: (target: { readonly mobileNumber: string } | { readonly ssn: string }, checkout = false) =>
      request('POST', `/api/customer-area/mobile-login${checkout ? '?checkout' : ''}`, { ...target, recaptchaToken: CAPTCHA }),
    /** §7 POST /customer-area/mobile-login-validation. */
    validateAreaCode: (smsCode: string) => request('POST', '/api/customer-area/mobile-login-validation', { smsCode }),
    /** §7 GET /customer-area/customerAreaData. */
    areaData: (jwtToken?: string) =>
      request('GET', `/api/customer-area/customerAreaData${jwtToken === undefined ? '' : `?jwtToken=${encodeURIComponent(jwtToken)}`}`),
    /** §7 POST /customer/login. */
    logInByEmail: (email: string, password: string) => request('POST', '/api/customer/login', { email, password, recaptchaToken: CAPTCHA }),
  }
}

export type CustomerBrowser = ReturnType<typeof customerBrowser>

/** §3 the Reservations of a customer-area or customerInfo answer, as the wire has them. */
export const reservationsOf = (body: unknown): readonly Readonly<Record<string, unknown>>[] => {
  const list = field(body, 'customerAreaInfo', 'Reservations') ?? field(body, 'customerInfo', 'Reservations')
  return Array.isArray(list) ? list.filter(isRecord) : []
}

/** §9 the six digits of the latest SMS the development outbox holds for a number; null when none. */
export const latestCode = async (outbox: SmsOutbox, mobile: string): Promise<string | null> => {
  const text = (await outbox.listFor(mobile)).at(-1)?.text ?? ''
  return /\b(\d{6})\b/.exec(text)?.[1] ?? null
}

/** §4 logs a browser in by mobile number and the code the outbox received; the validation's answer. */
export const logInBySms = async (browser: CustomerBrowser, outbox: SmsOutbox, mobile: string): Promise<BrowserAnswer> => {
  const asked = await browser.askAreaCode({ mobileNumber: mobile })
  if (asked.status !== 200) throw new Error(`code request for ${mobile} answered ${asked.status}: ${JSON.stringify(asked.body)}`)
  const code = await latestCode(outbox, mobile)
  if (code === null) throw new Error(`no code was sent to ${mobile}`)
  return browser.validateAreaCode(code)
}
