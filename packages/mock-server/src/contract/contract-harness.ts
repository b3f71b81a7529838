import type { IncomingMessage } from 'node:http'
import * as E from 'fp-ts/Either'
import { httpAdapters, platformFetch, VISITOR_UUID_HEADER, TIMESTAMP_PARAM, type FetchFunction } from '@kartis/api-adapter'
import { ManualClock, type Captcha, type Clock, type Presentation, type Result } from '@kartis/core'
import { at, postedMessage } from '../routes/payment-test-app'
import { CookieJar } from '../test-support/cookie-jar'
import { CAPTCHA, demoApp, newVisitor, type DemoApp, type DemoAppOptions } from '../test-support/demo-app'

/**
 * Contract-test support: the real reference server (buildApp over a fresh in-memory copy of the
 * seeded demo, ManualClock at TEST_START) listening on 127.0.0.1 and an ephemeral port, and the
 * real HTTP adapters of @kartis/api-adapter pointed at it with the platform's fetch.
 */

/** Seeding the demo (once per test file) takes seconds on a busy two-core machine: the hooks that start a server get this long. */
export const SEED_TIMEOUT_MS = 30_000

/** §7 what the server's own socket saw of one request: its path with query, and the uuid header. */
export interface ObservedRequest {
  readonly url: string
  readonly uuid: string | undefined
}

/** A running contract server. */
export interface ContractServer extends DemoApp {
  /** e.g. http://127.0.0.1:41234 */
  readonly origin: string
  /** Every request the HTTP server received, in order (server-side observation, not the client's). */
  readonly requests: ObservedRequest[]
  readonly close: () => Promise<void>
}

/** §7 starts the reference server on 127.0.0.1:0 and records each request its socket receives. */
export const startContractServer = async (options: Pick<DemoAppOptions, 'payment'> = {}): Promise<ContractServer> => {
  const demo = await demoApp(options)
  await demo.app.listen({ host: '127.0.0.1', port: 0 })
  const address = demo.app.server.address()
  if (address === null || typeof address === 'string') throw new Error(`the server listens on ${String(address)}, not a TCP port`)
  const { port } = address
  const requests: ObservedRequest[] = []
  demo.app.server.on('request', (request: IncomingMessage) => {
    const uuid = request.headers[VISITOR_UUID_HEADER]
    requests.push({ url: request.url ?? '', uuid: typeof uuid === 'string' ? uuid : undefined })
  })
  return {
    ...demo,
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      await demo.app.close()
      await demo.database.close()
    },
  }
}

/** §9 a Captcha port that always hands out the same token (the dev verifier's, or a wrong one). */
export const fixedCaptcha = (token: string = CAPTCHA): Captcha => ({
  token: (): Promise<Result<string>> => Promise.resolve(E.right(token)),
})

/** How a contract visitor's adapters are made. */
export interface VisitorOptions {
  readonly uuid?: string
  readonly captchaToken?: string
  /** The client's clock (the ts stamp); default the server's ManualClock. */
  readonly clock?: Clock
  /** Default the platform's fetch (which keeps no cookies); browserFetch() keeps them as a browser does. */
  readonly fetch?: FetchFunction
}

/** §6/§7 one visitor's real HTTP adapters against the contract server: a fixed uuid, the server's clock, the dev captcha. */
export const contractVisitor = (server: ContractServer, options: VisitorOptions = {}) => {
  const uuid = options.uuid ?? newVisitor()
  const adapters = httpAdapters({
    baseUrl: server.origin,
    clock: options.clock ?? server.clock,
    visitor: { uuid: () => uuid },
    captcha: fixedCaptcha(options.captchaToken),
    fetch: options.fetch ?? platformFetch,
  })
  return { uuid, ...adapters }
}

/**
 * Issue 12 the platform's fetch with a browser's cookie jar: it sends the cookies the server set
 * (the customer session's httpOnly cookie) and forgets one the server expires. The jar is the
 * test's to read (`cookies`), never the adapters'.
 */
export const browserFetch = (): { readonly fetch: FetchFunction; readonly cookies: CookieJar } => {
  const cookies = new CookieJar()
  const fetch: FetchFunction = async (url, init) => {
    const cookie = cookies.header()
    const response = await platformFetch(url, { ...init, headers: { ...init.headers, ...(cookie === null ? {} : { cookie }) } })
    const headers: unknown = Reflect.get(response, 'headers')
    cookies.receive(headers instanceof Headers ? headers.getSetCookie() : [])
    return response
  }
  return { fetch, cookies }
}

/** A contract visitor (its uuid and its adapters). */
export type ContractVisitor = ReturnType<typeof contractVisitor>

/** A client clock at a chosen instant, to tell the client's ts stamp from the server's time. */
export const clientClockAt = (epochMs: number): ManualClock => new ManualClock(epochMs)

/** §7 the ts values the server received on requests to `path` (path without query). */
export const timestampsSeen = (server: ContractServer, path: string): readonly string[] =>
  server.requests
    .map((request) => new URL(request.url, server.origin))
    .filter((url) => url.pathname === path)
    .map((url) => url.searchParams.get(TIMESTAMP_PARAM) ?? '')

/** Unwraps a Right in a test; a Left fails the test with its code and params. */
export const rightOf = <A>(result: Result<A>): A => {
  if (E.isLeft(result))
    throw new Error(
      `expected success, got ${result.left.code} ${JSON.stringify(result.left.params ?? {})} ${result.left.serverMessage ?? ''}`,
    )
  return result.right
}

/** The error code of a Left (undefined for a Right), for `expect(codeOf(x)).toBe('…')`. */
export const codeOf = <A>(result: Result<A>): string | undefined => (E.isLeft(result) ? result.left.code : undefined)

/** §3 the first upcoming presentation the server lists for which `pick` holds (read from the server, not the demo's code). */
export const firstListed = async (visitor: ContractVisitor, pick: (p: Presentation) => boolean): Promise<Presentation> => {
  const features = rightOf(await visitor.catalog.features({ featureIds: [] }))
  const listed = rightOf(await visitor.catalog.presentations({ featureIds: features.map((f) => f.id) }))
  const found = listed.presentations.find(pick)
  if (found === undefined) throw new Error('the server lists no such presentation')
  return found
}

/**
 * §7 what a browser does with the hosted card page: resolve paymentFormURL against the page's
 * origin and POST the card form (application/x-www-form-urlencoded) to its submit address.
 * Answers the page's HTML, which carries the result it posts to its opener.
 */
export const submitHostedCardForm = async (
  server: ContractServer,
  paymentFormUrl: string,
  cardNumber: string,
): Promise<{ readonly status: number; readonly html: string }> => {
  const page = new URL(paymentFormUrl, server.origin)
  const shown = await fetch(page)
  if (shown.status !== 200) throw new Error(`the hosted page answered ${shown.status}`)
  const submit = new URL(`${page.pathname}/submit${page.search}`, server.origin)
  const response = await fetch(submit, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber, expiry: '12/30', cvv: '123', holderId: '000000018', numberOfPayments: '1' }).toString(),
  })
  return { status: response.status, html: await response.text() }
}

/** §7 the result the hosted page posts to its opener ({ source, status, paymentId }), read from its HTML. */
export const postedResult = (html: string): { readonly status: unknown; readonly paymentId: unknown } => ({
  status: at(postedMessage(html), 'status'),
  paymentId: at(postedMessage(html), 'paymentId'),
})
