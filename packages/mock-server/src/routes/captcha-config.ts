import * as E from 'fp-ts/Either'
import type { AppDeps, RouteHost } from '../app-deps'

/** §9 GET /api/captcha-config: which captcha the storefront must use (the development token, or Turnstile and its public site key). */
export const registerCaptchaConfigRoutes = (host: RouteHost, deps: AppDeps): void => {
  host.handle('captchaConfig', () => Promise.resolve(E.right(deps.config.captcha.browser)))
}
