import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import { NO_EXTRA_SOURCES, type ContentSecuritySources } from '../http/security-headers'
import { DevCaptchaVerifier, type CaptchaVerifier } from './captcha-verifier'
import { inMode, type ServerMode } from './captcha-mode'
import { TurnstileCaptchaVerifier, type CaptchaLog, type SiteverifyFetch } from './turnstile-verifier'

/** The variable naming the server's mode: 'development' (default) or 'production'. */
export const MODE_ENV = 'KARTIS_MODE'
/** The variable naming the captcha provider: 'dev' (default) or 'turnstile'. */
export const CAPTCHA_ENV = 'KARTIS_CAPTCHA'
/** Cloudflare Turnstile's public site key (given to the storefront). */
export const TURNSTILE_SITE_KEY_ENV = 'TURNSTILE_SITE_KEY'
/** Cloudflare Turnstile's secret key (sent to siteverify only). */
export const TURNSTILE_SECRET_KEY_ENV = 'TURNSTILE_SECRET_KEY'

/** §9 the captcha the server verifies, and in which mode. */
export interface CaptchaSettings {
  readonly mode: ServerMode
  readonly provider: { readonly kind: 'dev' } | { readonly kind: 'turnstile'; readonly siteKey: string; readonly secretKey: string }
}

/**
 * Cloudflare's documented dummy secrets (1x… passes any token, 2x… fails, 3x… "already spent"):
 * fine for trying Turnstile in development, a hole in production.
 */
const DUMMY_TURNSTILE_SECRET = /^[123]x0{31}AA$/

type Env = Readonly<Record<string, string | undefined>>

const valueOf = (env: Env, name: string): string => env[name]?.trim() ?? ''

const refused = (variable: string, message: string): Result<CaptchaSettings> =>
  E.left(kartisError('BAD_REQUEST', { path: variable }, message))

/**
 * §9 the captcha settings `npm start` reads from the environment (KARTIS_MODE, KARTIS_CAPTCHA,
 * TURNSTILE_SITE_KEY, TURNSTILE_SECRET_KEY). BAD_REQUEST naming the variable, with one line to
 * print, for a typo, a missing key, or production without a real captcha: the server then
 * refuses to start rather than run with a captcha any bot passes.
 */
export const captchaConfigFromEnv = (env: Env): Result<CaptchaSettings> => {
  const modeText = valueOf(env, MODE_ENV)
  if (modeText !== '' && modeText !== 'development' && modeText !== 'production')
    return refused(MODE_ENV, `${MODE_ENV} must be 'development' or 'production', got '${modeText}'`)
  const mode: ServerMode = modeText === 'production' ? 'production' : 'development'
  const kind = valueOf(env, CAPTCHA_ENV)
  if (kind !== '' && kind !== 'dev' && kind !== 'turnstile')
    return refused(CAPTCHA_ENV, `${CAPTCHA_ENV} must be 'dev' or 'turnstile', got '${kind}'`)
  if (kind !== 'turnstile') {
    return mode === 'production'
      ? refused(
          CAPTCHA_ENV,
          `${MODE_ENV}=production needs a real captcha: set ${CAPTCHA_ENV}=turnstile with ${TURNSTILE_SITE_KEY_ENV} and ${TURNSTILE_SECRET_KEY_ENV}`,
        )
      : E.right({ mode, provider: { kind: 'dev' } })
  }
  const siteKey = valueOf(env, TURNSTILE_SITE_KEY_ENV)
  if (siteKey === '') return refused(TURNSTILE_SITE_KEY_ENV, `${TURNSTILE_SITE_KEY_ENV} must be set when ${CAPTCHA_ENV}=turnstile`)
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(siteKey))
    return refused(TURNSTILE_SITE_KEY_ENV, `${TURNSTILE_SITE_KEY_ENV} is not a Turnstile site key`)
  const secretKey = valueOf(env, TURNSTILE_SECRET_KEY_ENV)
  if (secretKey === '') return refused(TURNSTILE_SECRET_KEY_ENV, `${TURNSTILE_SECRET_KEY_ENV} must be set when ${CAPTCHA_ENV}=turnstile`)
  if (mode === 'production' && DUMMY_TURNSTILE_SECRET.test(secretKey))
    return refused(
      TURNSTILE_SECRET_KEY_ENV,
      `${TURNSTILE_SECRET_KEY_ENV} is one of Cloudflare's test secrets, which ${MODE_ENV}=production refuses`,
    )
  return E.right({ mode, provider: { kind: 'turnstile', siteKey, secretKey } })
}

/** What the Turnstile verifier is given from outside (tests pass a fake fetch). */
export interface CaptchaVerifierDeps {
  readonly fetch?: SiteverifyFetch
  readonly log?: CaptchaLog
  readonly timeoutMs?: number
}

/** §9 the verifier the settings describe: the development one, or Turnstile with the dev token allowed in development only. */
export const captchaVerifierOf = (settings: CaptchaSettings, deps: CaptchaVerifierDeps = {}): CaptchaVerifier => {
  const provider = settings.provider
  const verifier: CaptchaVerifier =
    provider.kind === 'turnstile'
      ? new TurnstileCaptchaVerifier({ siteKey: provider.siteKey, secretKey: provider.secretKey, ...deps })
      : new DevCaptchaVerifier()
  return inMode(settings.mode, verifier)
}

/** Cloudflare's origin: the Turnstile script (api.js) and the challenge iframe both come from it. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** §9 the CSP sources the storefront needs for the configured captcha: Turnstile's script and frame; none for the development token. */
export const captchaContentSources = (settings: CaptchaSettings): ContentSecuritySources =>
  settings.provider.kind === 'turnstile'
    ? { scriptSrc: [TURNSTILE_ORIGIN], frameSrc: [TURNSTILE_ORIGIN], connectSrc: [] }
    : NO_EXTRA_SOURCES
