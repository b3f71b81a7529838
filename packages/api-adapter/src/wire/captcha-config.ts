import * as t from 'io-ts'
import { tolerantStruct } from './tolerant-keys'

/**
 * §9 GET /captcha-config: which challenge-type captcha the box office verifies, so the
 * storefront knows which token to fetch. Not a §7 call: the server's own public setting.
 */

/** A Turnstile site key: public, 1–64 characters of letters, digits, '-' and '_'. */
const SiteKey = new t.Type<string, string, unknown>(
  'turnstile site key',
  (u): u is string => typeof u === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(u),
  (u, c) => (typeof u === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
)

/** §9 the captcha the browser must use: the development token, or Cloudflare Turnstile with its public site key. */
export const CaptchaConfigResponse = t.union(
  [
    t.exact(t.type({ provider: t.literal('dev') })),
    // exact: only these keys ever travel, so no other setting of the verifier can leak into the answer.
    t.exact(t.type({ provider: t.literal('turnstile'), siteKey: SiteKey })),
  ],
  'captcha config',
)
export type CaptchaConfigResponse = t.TypeOf<typeof CaptchaConfigResponse>

/** §9 the captcha config call takes no parameters. */
export const CaptchaConfigParams = tolerantStruct({}, 'captcha config params')
