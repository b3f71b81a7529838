import * as E from 'fp-ts/Either'
import { REPLACEMENT_WINDOW_DAYS, kartisError, type PaymentsRange, type Result } from '@kartis/core'
import { MODE_ENV } from '../captcha/captcha-config'
import { originOf } from '../http/origin'

/** §9 how the payment simulator and the commit behave; every value has a documented default. */
export interface PaymentConfig {
  /** §9 the numbers of payments the hosted page offers (default 1–12). */
  readonly paymentsRange: PaymentsRange
  /**
   * How long the slow test card makes the simulator wait before answering (default 90 s, above
   * the storefront's payment timeout). Capped at MAX_SLOW_CARD_DELAY_MS; tests set it low.
   */
  readonly slowCardDelayMs: number
  /** §8 PAYMENT_EXPIRED: a payment session older than this (from its opening) no longer commits (default 30 min). */
  readonly paymentSessionTtlMs: number
  /**
   * Prefix of the hosted page's address in paymentFormURL. Empty (default) gives a path on the
   * same origin ('/api/payment/hosted/…'), which works behind the storefront's proxy too.
   */
  readonly publicBaseUrl: string
  /** The storefront's address, for links sent by SMS (default http://localhost:8080); its origin may open the hosted page. */
  readonly siteUrl: string
  /**
   * Other storefront origins (scheme, host and port) that may open the hosted card page and so
   * receive its result message; default none. The page served on the storefront's own origin
   * (the default, publicBaseUrl '') needs none: it posts to its own origin.
   */
  readonly storefrontOrigins: readonly string[]
  /**
   * §2 the secret e-ticket keys and ticket references are signed with, so a reservation number
   * alone does not open its tickets; KARTIS_DOCUMENT_KEY_SECRET (required in production: the
   * default is public). Changing it invalidates every link already sent.
   */
  readonly documentKeySecret: string
  /** §9 replacement voucher exchange allowed within this many days (default the core's REPLACEMENT_WINDOW_DAYS, as the in-memory box office). */
  readonly replacementWindowDays: number
  /** How long a cancellation's transaction credit stays valid (default 365 days). */
  readonly creditValidityMs: number
}

/** The slowest the slow card may be, so a misconfiguration never hangs a request for long. */
export const MAX_SLOW_CARD_DELAY_MS = 120_000

const DAY_MS = 86_400_000

/** §9 the defaults of the payment configuration. */
export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  paymentsRange: { min: 1, max: 12 },
  slowCardDelayMs: 90_000,
  paymentSessionTtlMs: 30 * 60_000,
  publicBaseUrl: '',
  siteUrl: 'http://localhost:8080',
  storefrontOrigins: [],
  documentKeySecret: 'kartis-dev-edocument-secret',
  replacementWindowDays: REPLACEMENT_WINDOW_DAYS,
  creditValidityMs: 365 * DAY_MS,
}

/** §9 the configuration with overrides applied and the slow-card delay kept within 0…MAX_SLOW_CARD_DELAY_MS. */
export const paymentConfig = (overrides: Partial<PaymentConfig> = {}): PaymentConfig => {
  const merged = { ...DEFAULT_PAYMENT_CONFIG, ...overrides }
  return { ...merged, slowCardDelayMs: Math.min(MAX_SLOW_CARD_DELAY_MS, Math.max(0, merged.slowCardDelayMs)) }
}

/** §7 the storefront origins that may frame the hosted card page and receive its result: siteUrl's and storefrontOrigins. */
export const allowedStorefrontOrigins = (config: Pick<PaymentConfig, 'siteUrl' | 'storefrontOrigins'>): readonly string[] =>
  [config.siteUrl, ...config.storefrontOrigins].map(originOf).filter((origin): origin is string => origin !== null)

/**
 * §2/§7 the storefront origin the hosted page posts its result to, from the origin its opener
 * named: only when it is exactly an allowed one (siteUrl's origin or storefrontOrigins), never
 * echoed otherwise; null (the page's own origin) for anything else, or nothing named.
 */
export const storefrontOriginOf = (
  config: Pick<PaymentConfig, 'siteUrl' | 'storefrontOrigins'>,
  named: string | undefined,
): string | null => {
  if (named === undefined || originOf(named) !== named) return null
  return allowedStorefrontOrigins(config).includes(named) ? named : null
}

/** The environment variable that sets slowCardDelayMs for `npm start`. */
export const SLOW_CARD_ENV = 'KARTIS_SLOW_CARD_MS'

/** The environment variable that sets storefrontOrigins for `npm start`. */
export const STOREFRONT_ORIGINS_ENV = 'KARTIS_STOREFRONT_ORIGINS'

/** The environment variable that sets documentKeySecret for `npm start`. */
export const DOCUMENT_KEY_SECRET_ENV = 'KARTIS_DOCUMENT_KEY_SECRET'

/** Characters a configured e-ticket secret needs at least (a random 32-character text is far beyond guessing). */
export const MIN_DOCUMENT_KEY_SECRET_LENGTH = 32

const slowCardFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<Partial<PaymentConfig>> => {
  const slow = env[SLOW_CARD_ENV]?.trim() ?? ''
  if (slow === '') return E.right({})
  if (!/^\d+$/.test(slow))
    return E.left(
      kartisError('BAD_REQUEST', { path: SLOW_CARD_ENV, value: slow }, `${SLOW_CARD_ENV} must be a whole number of milliseconds`),
    )
  return E.right({ slowCardDelayMs: Number(slow) })
}

const storefrontOriginsFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<Partial<PaymentConfig>> => {
  const listed = env[STOREFRONT_ORIGINS_ENV]?.trim() ?? ''
  if (listed === '') return E.right({})
  const origins = listed.split(',').map((origin) => origin.trim())
  const bad = origins.find((origin) => originOf(origin) !== origin)
  if (bad !== undefined)
    return E.left(
      kartisError(
        'BAD_REQUEST',
        { path: STOREFRONT_ORIGINS_ENV, value: bad },
        `${STOREFRONT_ORIGINS_ENV} lists http(s) origins, e.g. https://shop.example`,
      ),
    )
  return E.right({ storefrontOrigins: origins })
}

/**
 * §2 the e-ticket secret: KARTIS_DOCUMENT_KEY_SECRET, at least MIN_DOCUMENT_KEY_SECRET_LENGTH
 * characters. Unset, development keeps the public default; production (KARTIS_MODE) refuses to
 * start, since anyone could sign keys and ticket references with the default.
 */
const documentKeySecretFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<Partial<PaymentConfig>> => {
  const secret = env[DOCUMENT_KEY_SECRET_ENV]?.trim() ?? ''
  const refused = (message: string): Result<never> => E.left(kartisError('BAD_REQUEST', { path: DOCUMENT_KEY_SECRET_ENV }, message))
  if (secret === '')
    return env[MODE_ENV]?.trim() === 'production'
      ? refused(`${MODE_ENV}=production needs ${DOCUMENT_KEY_SECRET_ENV}: the default e-ticket secret is public`)
      : E.right({})
  if (secret.length < MIN_DOCUMENT_KEY_SECRET_LENGTH)
    return refused(`${DOCUMENT_KEY_SECRET_ENV} must be at least ${MIN_DOCUMENT_KEY_SECRET_LENGTH} characters (a random text)`)
  return E.right({ documentKeySecret: secret })
}

/**
 * §9 the payment configuration `npm start` reads from the environment: KARTIS_SLOW_CARD_MS, a
 * whole number of milliseconds; KARTIS_STOREFRONT_ORIGINS, comma-separated http(s) origins;
 * and KARTIS_DOCUMENT_KEY_SECRET (documentKeySecretFromEnv). (§6 customer-area cancellation is a
 * venue setting since issue 15: `orderRules.cancellation.allowed`, no longer an environment variable.) BAD_REQUEST naming the
 * variable for anything else, so a typo stops the server instead of being ignored.
 */
export const paymentConfigFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<Partial<PaymentConfig>> => {
  const slow = slowCardFromEnv(env)
  if (E.isLeft(slow)) return slow
  const origins = storefrontOriginsFromEnv(env)
  if (E.isLeft(origins)) return origins
  const secret = documentKeySecretFromEnv(env)
  if (E.isLeft(secret)) return secret
  return E.right({ ...slow.right, ...origins.right, ...secret.right })
}
