import { kartisError, ManualClock, type Captcha, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { FetchFunction, FetchInit, FetchResponse } from '../fetch-function'
import { HttpTransport } from '../http-transport'

/**
 * Test support: a fetch that records each request and answers from a script, the fixed facts
 * the transport stamps (time, uuid, captcha tokens), and a transport wired to them.
 */

/** A request as the fake saw it. */
export interface SeenRequest {
  readonly url: string
  readonly init: FetchInit
}

/** What the fake does for a request: answer, or fail as the network does. */
export type FakeAnswer = FetchResponse | Error

/** An answer with a JSON body. */
export const json = (status: number, body: unknown): FetchResponse => ({ status, text: () => Promise.resolve(JSON.stringify(body)) })

/** An answer with a plain text (or HTML) body. */
export const text = (status: number, body: string): FetchResponse => ({ status, text: () => Promise.resolve(body) })

/** An answer whose body cannot be read (the connection drops while reading). */
export const unreadable = (status: number): FetchResponse => ({ status, text: () => Promise.reject(new Error('connection reset')) })

/** A fetch answering each request with `answer(request)`, recording every request in `seen`. */
export const fakeFetch = (
  answer: (request: SeenRequest) => FakeAnswer,
): { readonly fetch: FetchFunction; readonly seen: SeenRequest[] } => {
  const seen: SeenRequest[] = []
  const fetch: FetchFunction = (url, init) => {
    const request = { url, init }
    seen.push(request)
    const result = answer(request)
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result)
  }
  return { fetch, seen }
}

/** The visitor every test request comes from. */
export const VISITOR_UUID = '5f0c3e1a-8d2b-4c7e-9a61-2b4d6f8e0a13'

/** The clock every test starts at (2026-07-01T17:30:00Z, 20:30 in Jerusalem). */
export const START_MS = Date.UTC(2026, 6, 1, 17, 30)

/** A captcha that hands out 'token-for-{action}' and records the actions asked for. */
export const fakeCaptcha = (): Captcha & { readonly actions: string[] } => {
  const actions: string[] = []
  return {
    actions,
    token: (action: string): Promise<Result<string>> => {
      actions.push(action)
      return Promise.resolve(E.right(`token-for-${action}`))
    },
  }
}

/** A captcha that cannot give a token. */
export const failingCaptcha: Captcha = { token: () => Promise.resolve(E.left(kartisError('RECAPTCHA_FAILED'))) }

/** A transport over a scripted fetch at https://tickets.example.org/api/. */
export const scriptedTransport = (
  answer: (request: SeenRequest) => FakeAnswer,
  captcha: Captcha = fakeCaptcha(),
): { readonly transport: HttpTransport; readonly seen: SeenRequest[]; readonly clock: ManualClock } => {
  const { fetch, seen } = fakeFetch(answer)
  const clock = new ManualClock(START_MS)
  const transport = new HttpTransport({
    baseUrl: 'https://tickets.example.org',
    clock,
    visitor: { uuid: () => VISITOR_UUID },
    captcha,
    fetch,
  })
  return { transport, seen, clock }
}

/** The query of a seen request as decoded key → value pairs (path left out). */
export const queryOf = (url: string): Readonly<Record<string, string>> => {
  const search = url.split('?')[1] ?? ''
  return Object.fromEntries(
    search
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const [key = '', value = ''] = pair.split('=')
        return [decodeURIComponent(key), decodeURIComponent(value)]
      }),
  )
}

/** The path of a seen request, without origin and query. */
export const pathOf = (url: string): string => (url.split('?')[0] ?? '').replace('https://tickets.example.org', '')

/** The JSON body of a seen request. */
export const bodyOf = (request: SeenRequest | undefined): unknown =>
  request?.init.body === undefined ? undefined : JSON.parse(request.init.body)
