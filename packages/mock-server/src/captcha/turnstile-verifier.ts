import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { CaptchaConfigResponse } from '@kartis/api-adapter'
import { captchaRefused, type CaptchaClient, type CaptchaVerifier } from './captcha-verifier'

/** Cloudflare's verification call for Turnstile tokens. */
export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** How long the server waits for siteverify before refusing the token (a slow provider never holds a seat request for long). */
export const DEFAULT_TURNSTILE_TIMEOUT_MS = 5_000

/** Cloudflare's tokens are at most 2048 characters: anything longer is refused without a call. */
export const MAX_TURNSTILE_TOKEN_LENGTH = 2048

/** The part of the platform's fetch the verifier uses; Node's global fetch fits it, and so does a test's fake. */
export type SiteverifyFetch = (
  url: string,
  init: {
    readonly method: 'POST'
    readonly headers: Readonly<Record<string, string>>
    readonly body: string
    readonly signal: AbortSignal
  },
) => Promise<{ readonly ok: boolean; readonly status: number; json(): Promise<unknown> }>

/** Where the verifier reports what keeps it from an answer (pino's `warn(details, message)` fits). */
export interface CaptchaLog {
  warn(details: Readonly<Record<string, unknown>>, message: string): void
}

/** The default log: one line on standard error. */
export const consoleCaptchaLog: CaptchaLog = { warn: (details, message) => console.warn(message, JSON.stringify(details)) }

export interface TurnstileOptions {
  /** The widget's public site key, handed to the storefront. */
  readonly siteKey: string
  /** The widget's secret key: sent to Cloudflare only, never to a browser or a log. */
  readonly secretKey: string
  /** Default: the platform's fetch. Tests pass a fake: no test reaches the internet. */
  readonly fetch?: SiteverifyFetch
  /** Default DEFAULT_TURNSTILE_TIMEOUT_MS. */
  readonly timeoutMs?: number
  /** Default consoleCaptchaLog. */
  readonly log?: CaptchaLog
}

/** What siteverify answers (only what the verifier reads). */
interface SiteverifyAnswer {
  readonly success: boolean
  readonly errorCodes: readonly string[]
}

/** The answer's success and error codes; null when it is not siteverify's JSON. */
const siteverifyAnswerOf = (u: unknown): SiteverifyAnswer | null => {
  if (typeof u !== 'object' || u === null) return null
  const success: unknown = Reflect.get(u, 'success')
  const codes: unknown = Reflect.get(u, 'error-codes')
  if (typeof success !== 'boolean') return null
  return { success, errorCodes: Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [] }
}

/** Error codes that say the server, not the visitor, is wrong: worth a log line. */
const CONFIGURATION_ERRORS: ReadonlySet<string> = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request', 'internal-error'])

const reasonOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error))

const platformSiteverifyFetch: SiteverifyFetch = (url, init) => fetch(url, init)

/**
 * §9 Cloudflare Turnstile, the server's side: POSTs the secret, the visitor's token and the
 * client address to siteverify and accepts the token only on `success: true`. A timeout, a
 * network failure, a non-2xx answer or an unreadable one refuses the token (fail closed) and
 * is logged; none is ever a 500.
 */
export class TurnstileCaptchaVerifier implements CaptchaVerifier {
  readonly browser: CaptchaConfigResponse
  private readonly secretKey: string
  private readonly fetch: SiteverifyFetch
  private readonly timeoutMs: number
  private readonly log: CaptchaLog

  constructor(options: TurnstileOptions) {
    this.browser = { provider: 'turnstile', siteKey: options.siteKey }
    this.secretKey = options.secretKey
    this.fetch = options.fetch ?? platformSiteverifyFetch
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TURNSTILE_TIMEOUT_MS
    this.log = options.log ?? consoleCaptchaLog
  }

  /** §9 asks Cloudflare whether the token proves a person; §8 invalid_captcha when it does not or cannot be told. */
  async verify(token: string | undefined, client: CaptchaClient = {}): Promise<Result<void>> {
    if (token === undefined || token === '' || token.length > MAX_TURNSTILE_TOKEN_LENGTH) return captchaRefused()
    const form = new URLSearchParams({ secret: this.secretKey, response: token })
    if (client.ip !== undefined && client.ip !== '') form.set('remoteip', client.ip)
    let answer: unknown
    try {
      const response = await this.fetch(TURNSTILE_SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      if (!response.ok) {
        this.log.warn({ status: response.status }, 'captcha: Turnstile siteverify answered an error status; token refused')
        return captchaRefused()
      }
      answer = await response.json()
    } catch (error) {
      this.log.warn(
        { reason: reasonOf(error), timeoutMs: this.timeoutMs },
        'captcha: Turnstile siteverify unreachable or too slow; token refused',
      )
      return captchaRefused()
    }
    const verdict = siteverifyAnswerOf(answer)
    if (verdict === null) {
      this.log.warn({}, 'captcha: Turnstile siteverify answer unreadable; token refused')
      return captchaRefused()
    }
    if (verdict.success) return E.right(undefined)
    const codes = verdict.errorCodes
    // A bad visitor token is everyday traffic; a bad secret is the operator's to fix.
    if (codes.some((code) => CONFIGURATION_ERRORS.has(code)))
      this.log.warn({ errorCodes: codes }, 'captcha: Turnstile refused the server’s request; check TURNSTILE_SECRET_KEY')
    return captchaRefused()
  }
}
