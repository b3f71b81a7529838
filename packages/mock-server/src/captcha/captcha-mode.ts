import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { DEV_CAPTCHA_TOKEN, type CaptchaVerifier } from './captcha-verifier'

/** How the server runs: development accepts the fixed development token, production never does. */
export type ServerMode = 'development' | 'production'

/**
 * §9 production: the fixed development token is refused with 403 CAPTCHA_DEV_TOKEN_REFUSED
 * (so a bot replaying it learns nothing else), every other token goes to the real provider.
 */
export const refusingDevToken = (provider: CaptchaVerifier): CaptchaVerifier => ({
  browser: provider.browser,
  verify: (token, client) =>
    token === DEV_CAPTCHA_TOKEN
      ? Promise.resolve(E.left(kartisError('CAPTCHA_DEV_TOKEN_REFUSED', undefined, hebrewMessageOf('CAPTCHA_DEV_TOKEN_REFUSED'))))
      : provider.verify(token, client),
})

/**
 * §9 development with a real provider configured: the development token still passes (the
 * e2e and contract tests use it), and so does a token the provider accepts.
 */
export const acceptingDevToken = (provider: CaptchaVerifier): CaptchaVerifier => ({
  browser: provider.browser,
  verify: (token, client) => (token === DEV_CAPTCHA_TOKEN ? Promise.resolve(E.right(undefined)) : provider.verify(token, client)),
})

/** §9 the provider as the mode allows it: the development token accepted in development only. */
export const inMode = (mode: ServerMode, provider: CaptchaVerifier): CaptchaVerifier =>
  mode === 'production' ? refusingDevToken(provider) : acceptingDevToken(provider)
