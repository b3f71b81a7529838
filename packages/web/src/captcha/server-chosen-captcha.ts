import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import type { Captcha, Result } from '@kartis/core'
import type { CaptchaConfigResponse } from '@kartis/api-adapter'
import { fixedTokenCaptcha } from '../di/captcha'

/** What the storefront's captcha is built from. */
export interface ServerChosenCaptchaOptions {
  /** §9 asks the box office which captcha it verifies (GET /api/captcha-config). */
  readonly config: () => Promise<Result<CaptchaConfigResponse>>
  /** The token the development verifier accepts. */
  readonly devToken: string
  /**
   * The Turnstile captcha for a site key. The app passes a dynamic import, so neither the
   * adapter's code nor Cloudflare's script is loaded unless the box office uses Turnstile.
   */
  readonly turnstile: (siteKey: string) => Promise<Captcha>
}

/**
 * §9 the storefront's Captcha port: on the first call that needs a token it asks the box office
 * which captcha it verifies, then answers with the development token or with Turnstile's. A
 * failure to learn or to load is that call's failure (RECAPTCHA_FAILED, or the network error),
 * and the next call tries again.
 */
export const serverChosenCaptcha = (options: ServerChosenCaptchaOptions): Captcha => {
  let chosen: Promise<Result<Captcha>> | null = null

  const choose = async (): Promise<Result<Captcha>> => {
    const config = await options.config()
    if (E.isLeft(config)) return config
    if (config.right.provider === 'dev') return E.right(fixedTokenCaptcha(options.devToken))
    try {
      return E.right(await options.turnstile(config.right.siteKey))
    } catch (error) {
      // A blocked script or a chunk that failed to load: this call fails, a later one retries.
      return E.left(kartisError('RECAPTCHA_FAILED', { reason: error instanceof Error ? error.message : String(error) }))
    }
  }

  return {
    token: async (action: string): Promise<Result<string>> => {
      chosen ??= choose()
      const captcha = await chosen
      if (E.isLeft(captcha)) {
        chosen = null
        return captcha
      }
      return captcha.right.token(action)
    },
  }
}
