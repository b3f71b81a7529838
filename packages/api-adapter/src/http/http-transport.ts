import { kartisError, type Captcha, type Clock, type KartisError, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { decodeWith } from '../wire/decode'
import { urlOf, type BodyOf, type Endpoint, type ParamsOf, type ResponseOf } from '../wire/endpoint'
import { kartisErrorFromResponse } from '../wire/error-body'
import { platformFetch, type FetchFunction, type FetchInit, type FetchResponse } from './fetch-function'
import { TIMESTAMP_PARAM } from './timestamp'
import type { VisitorIdentity } from './visitor-identity'

export { TIMESTAMP_PARAM } from './timestamp'

/** §7 the header every request carries the visitor's uuid in. */
export const VISITOR_UUID_HEADER = 'x-kartis-uuid'

/**
 * §7 "the base API path ends in /api/": a configured base URL (an origin, a prefix, or a path
 * already ending in /api) made to end in exactly one '/api/'. '' gives '/api/' (same origin).
 */
export const apiBaseUrl = (baseUrl: string): string => {
  const trimmed = baseUrl.replace(/\/+$/, '')
  return trimmed.endsWith('/api') ? `${trimmed}/` : `${trimmed}/api/`
}

/** §7 a call's address under an API base ending in /api/, without the ts stamp. */
export const callAddress = <C extends Endpoint>(apiBase: string, call: C, params: ParamsOf<C>): string =>
  `${apiBase}${urlOf(call, params).replace(/^\//, '')}`

/** How the HTTP adapters reach the server. */
export interface HttpTransportOptions {
  /** Origin or prefix of the API, e.g. 'https://tickets.example.org'; default '' (same origin, '/api/'). */
  readonly baseUrl?: string
  /** §7 the ts stamp of each request. */
  readonly clock: Clock
  /** §6 the uuid header of each request. */
  readonly visitor: VisitorIdentity
  /** §7 a token for each call that needs recaptchaToken. */
  readonly captcha: Captcha
  /** Default: the platform's global fetch. */
  readonly fetch?: FetchFunction
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** §8 a response body as JSON when it is JSON, else its text; an empty body reads as an empty object. */
const payloadOf = (text: string): unknown => {
  if (text.trim() === '') return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed
  } catch {
    return text
  }
}

const isSuccess = (status: number): boolean => status >= 200 && status <= 299

/**
 * §7/§8 one HTTP client for every adapter: builds a call's address from the endpoint table
 * under a base ending in /api/, adds the `ts` stamp and the visitor's uuid header, sends the
 * body encoded by the call's codec, and decodes the answer with the call's response codec.
 * It never throws for what the network or a server does: a fetch that fails or a body that
 * cannot be read is NETWORK_ERROR; a status outside 2xx is mapped by error-body (§8: the server
 * message plus error, each defaulting to 'Error'); a 2xx answer the codec refuses is
 * DECODE_ERROR naming the path (and the call, in params.call).
 */
export class HttpTransport {
  /** §7 the API base, ending in /api/. */
  readonly apiBase: string
  private readonly clock: Clock
  private readonly visitor: VisitorIdentity
  private readonly captcha: Captcha
  private readonly fetch: FetchFunction

  constructor(options: HttpTransportOptions) {
    this.apiBase = apiBaseUrl(options.baseUrl ?? '')
    this.clock = options.clock
    this.visitor = options.visitor
    this.captcha = options.captcha
    this.fetch = options.fetch ?? platformFetch
  }

  /** §7 a call's address under the API base, without the ts stamp (image sources use it as is). */
  address<C extends Endpoint>(call: C, params: ParamsOf<C>): string {
    return callAddress(this.apiBase, call, params)
  }

  /** §7 the address a request goes to: the call's address plus ts. */
  requestUrl<C extends Endpoint>(call: C, params: ParamsOf<C>): string {
    const address = this.address(call, params)
    return `${address}${address.includes('?') ? '&' : '?'}${TIMESTAMP_PARAM}=${this.clock.now()}`
  }

  /** §7 recaptchaToken: asks the Captcha port for a token for `action` and runs `call` with it; the port's failure is returned as is. */
  async withCaptcha<T>(action: string, call: (recaptchaToken: string) => Promise<Result<T>>): Promise<Result<T>> {
    const token = await this.captcha.token(action)
    return E.isLeft(token) ? token : call(token.right)
  }

  /** §7/§8 sends one call of the endpoint table and decodes its answer (see the class comment for failures). */
  async send<C extends Endpoint>(call: C, params: ParamsOf<C>, body: BodyOf<C>): Promise<Result<ResponseOf<C>>> {
    const url = this.requestUrl(call, params)
    const init = this.initOf(call, body)
    let response: FetchResponse
    let text: string
    try {
      response = await this.fetch(url, init)
      text = await response.text()
    } catch (error) {
      return E.left(kartisError('NETWORK_ERROR', { call: call.name, reason: errorText(error) }))
    }
    const payload = payloadOf(text)
    if (!isSuccess(response.status)) return E.left(kartisErrorFromResponse(response.status, payload))
    const decoded: Result<ResponseOf<C>> = decodeWith(call.response, payload)
    return E.mapLeft((error: KartisError) => kartisError(error.code, { ...error.params, call: call.name }, error.serverMessage))(decoded)
  }

  /**
   * §6 the customer's session cookie (httpOnly, SameSite=Lax, Path=/api) goes with every call to
   * the box office's own origin, and never to another: 'same-origin', said explicitly rather than
   * left to each platform's default.
   */
  private initOf<C extends Endpoint>(call: C, body: BodyOf<C>): FetchInit {
    const headers = { accept: 'application/json', [VISITOR_UUID_HEADER]: this.visitor.uuid() }
    if (call.body === null) return { method: call.method, headers, credentials: 'same-origin' }
    return {
      method: call.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(call.body.encode(body)),
      credentials: 'same-origin',
    }
  }
}
