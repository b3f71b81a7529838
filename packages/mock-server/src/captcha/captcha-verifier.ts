import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'

/**
 * §7/§9 the server's side of the challenge-type captcha: every call that §7 lists with
 * recaptchaToken asks this port whether the token is good. A real deployment implements it
 * with the provider's verification call (see README, "Captcha").
 */
export interface CaptchaVerifier {
  /** Whether the token proves a person; undefined (no token) is never good. */
  verify(token: string | undefined): Promise<boolean>
}

/** The one token the development verifier accepts (documented in the README). */
export const DEV_CAPTCHA_TOKEN = 'kartis-dev-captcha'

/** §9 the development verifier: accepts DEV_CAPTCHA_TOKEN and nothing else. */
export class DevCaptchaVerifier implements CaptchaVerifier {
  /** §9 accepts exactly the documented development token. */
  async verify(token: string | undefined): Promise<boolean> {
    return token === DEV_CAPTCHA_TOKEN
  }
}

/** §8 a call with a refused or missing recaptchaToken fails with invalid_captcha. */
export const requireCaptcha = async (verifier: CaptchaVerifier, token: string | undefined): Promise<Result<void>> =>
  (await verifier.verify(token)) ? E.right(undefined) : E.left(kartisError('invalid_captcha'))
