import type { CaptchaConfigResponse } from '@kartis/api-adapter'
import type { Captcha, Result } from '@kartis/core'
import { serverChosenCaptcha } from './server-chosen-captcha'

/**
 * §9 the captcha the box office verifies, for an app of the same origin (the producer console):
 * the development token or Turnstile, chosen by GET /api/captcha-config as the storefront's is;
 * Cloudflare's code loads only when the box office uses Turnstile.
 */
export const boxOfficeCaptcha = (config: () => Promise<Result<CaptchaConfigResponse>>, devToken: string, window: Window): Captcha =>
  serverChosenCaptcha({
    config,
    devToken,
    turnstile: async (siteKey) => (await import('./cloudflare-turnstile')).cloudflareTurnstileCaptcha(siteKey, window),
  })
