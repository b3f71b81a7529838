import { kartisError } from '@kartis/core'
import type { Captcha, Result } from '@kartis/core'

/** §9 the token the reference box office's development verifier accepts (mock-server README, "Captcha"). */
export const DEV_CAPTCHA_TOKEN = 'kartis-dev-captcha'

/**
 * §9 a Captcha port answering one configured token for every call. It serves the reference box
 * office (whose verifier accepts one token); a deployment with a challenge service binds that
 * service's port instead. An empty token cannot prove anything: RECAPTCHA_FAILED.
 */
export const fixedTokenCaptcha = (token: string): Captcha => ({
  token: async (): Promise<Result<string>> =>
    token.trim() === '' ? { _tag: 'Left', left: kartisError('RECAPTCHA_FAILED') } : { _tag: 'Right', right: token },
})
