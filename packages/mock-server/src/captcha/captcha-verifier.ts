import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import type { CaptchaConfigResponse } from '@kartis/api-adapter'

/** What the verifier may know of the client a token came with (the provider weighs it). */
export interface CaptchaClient {
  /** The client's address as the server sees it (fastify's request.ip). */
  readonly ip?: string
}

/**
 * §7/§9 the server's side of the challenge-type captcha: every call that §7 lists with
 * recaptchaToken asks this port whether the token is good. Implementations: the development
 * verifier and Cloudflare Turnstile (turnstile-verifier.ts), chosen by captcha-config.ts.
 */
export interface CaptchaVerifier {
  /** §9 what the storefront must use to get a token this verifier accepts (GET /api/captcha-config). */
  readonly browser: CaptchaConfigResponse
  /** Right when the token proves a person; undefined (no token) never does. §8 invalid_captcha, or a more precise refusal. */
  verify(token: string | undefined, client?: CaptchaClient): Promise<Result<void>>
}

/** The one token the development verifier accepts (documented in the README). */
export const DEV_CAPTCHA_TOKEN = 'kartis-dev-captcha'

/** §8 the answer to a token that proves nothing. */
export const captchaRefused = (): Result<void> => E.left(kartisError('invalid_captcha'))

/** §9 the development verifier: accepts DEV_CAPTCHA_TOKEN and nothing else. */
export class DevCaptchaVerifier implements CaptchaVerifier {
  readonly browser: CaptchaConfigResponse = { provider: 'dev' }

  /** §9 accepts exactly the documented development token. */
  verify(token: string | undefined): Promise<Result<void>> {
    return Promise.resolve(token === DEV_CAPTCHA_TOKEN ? E.right(undefined) : captchaRefused())
  }
}

/** §8 a call with a refused or missing recaptchaToken fails with the verifier's refusal (invalid_captcha, or 403 for the dev token in production). */
export const requireCaptcha = (verifier: CaptchaVerifier, token: string | undefined, client: CaptchaClient = {}): Promise<Result<void>> =>
  verifier.verify(token, client)
