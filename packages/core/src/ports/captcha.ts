import type { Result } from '../errors/error-codes'

/**
 * §9 a challenge-type captcha service. The adapter asks it for a fresh token before each
 * call §7 lists with recaptchaToken, so domain ports never carry tokens. `action` names
 * the call (e.g. 'commit', 'lock_seat'); §8 RECAPTCHA_FAILED when no token can be had.
 */
export interface Captcha {
  /** §7 recaptchaToken: a token for one call. */
  token(action: string): Promise<Result<string>>
}
