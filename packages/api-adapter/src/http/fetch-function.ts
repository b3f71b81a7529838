/**
 * §7 the network as the HTTP adapters see it: the part of the platform's `fetch` they use,
 * typed here so the package compiles without DOM or Node typings. The platform's `fetch`
 * (browsers, Node 18+) fits this type, and so does a test's fake.
 */

/**
 * What a request sends: method, headers, an optional JSON text body and whether cookies go with
 * it (the customer session is an httpOnly cookie of the box office's origin: 'same-origin').
 */
export interface FetchInit {
  readonly method: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string
  readonly credentials?: 'same-origin' | 'include' | 'omit'
}

/** What the adapters read of an answer (a fetch `Response` has both). */
export interface FetchResponse {
  readonly status: number
  text(): Promise<string>
}

/** §7 a fetch function: the platform's, or one injected (tests point it at a fake or a real server). */
export type FetchFunction = (url: string, init: FetchInit) => Promise<FetchResponse>

const isFetchFunction = (value: unknown): value is FetchFunction => typeof value === 'function'

/**
 * §7 the platform's global fetch, looked up at each call (so a page or test that installs one
 * later is seen) and called on globalThis, as browsers require. Without one, the call rejects,
 * which the transport reports as NETWORK_ERROR.
 */
export const platformFetch: FetchFunction = (url, init) => {
  const candidate: unknown = Reflect.get(globalThis, 'fetch')
  if (!isFetchFunction(candidate)) return Promise.reject(new Error('this platform has no fetch'))
  return candidate.call(globalThis, url, init)
}
