import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'

/**
 * Issue 12 how customer logins behave. Sessions: 30 minutes idle (each call moves it on) and 30
 * days at most from the login, whichever ends first (the §4 idle time of 5 minutes is the
 * storefront's own order timer, not the session's). Codes: §9 valid 5 minutes, 5 attempts each;
 * at most 6 codes an hour per mobile number or ID number asked for, and per phone sent to.
 * Login links by e-mail: valid 15 minutes, at most 3 an hour per address.
 */
export interface CustomerConfig {
  /** Keys the one-time codes' hashes and the /customer/{token} links (KARTIS_CUSTOMER_SECRET). */
  readonly secret: string
  readonly sessionIdleMs: number
  readonly sessionAbsoluteMs: number
  readonly codeTtlMs: number
  readonly maxCodeAttempts: number
  readonly codesPerTargetPerHour: number
  /** How long a /customer/{token} login link is valid. */
  readonly loginLinkTtlMs: number
  /** Login links one e-mail address may be sent an hour (the login form's "send by e-mail"). */
  readonly loginLinksPerEmailPerHour: number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** The development secret: `npm start` in production refuses to run with it. */
export const DEV_CUSTOMER_SECRET = 'kartis-dev-customer-secret'

/** Issue 12 the defaults (see CustomerConfig). */
export const DEFAULT_CUSTOMER_CONFIG: CustomerConfig = {
  secret: DEV_CUSTOMER_SECRET,
  sessionIdleMs: 30 * MINUTE,
  sessionAbsoluteMs: 30 * DAY,
  codeTtlMs: 5 * MINUTE,
  maxCodeAttempts: 5,
  codesPerTargetPerHour: 6,
  loginLinkTtlMs: 15 * MINUTE,
  loginLinksPerEmailPerHour: 3,
}

/** The variable holding the customer secret. */
export const CUSTOMER_SECRET_ENV = 'KARTIS_CUSTOMER_SECRET'

/**
 * Issue 12 the customer settings `npm start` reads: KARTIS_CUSTOMER_SECRET (at least 32
 * characters). Unset keeps the development secret, which production refuses: BAD_REQUEST naming
 * the variable, and the server does not start.
 */
export const customerConfigFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
  mode: 'development' | 'production',
): Result<Partial<CustomerConfig>> => {
  const secret = env[CUSTOMER_SECRET_ENV]?.trim() ?? ''
  if (secret === '')
    return mode === 'production'
      ? E.left(
          kartisError(
            'BAD_REQUEST',
            { path: CUSTOMER_SECRET_ENV },
            `${CUSTOMER_SECRET_ENV} must be set in production (32 characters or more)`,
          ),
        )
      : E.right({})
  if (secret.length < 32)
    return E.left(kartisError('BAD_REQUEST', { path: CUSTOMER_SECRET_ENV }, `${CUSTOMER_SECRET_ENV} must be 32 characters or more`))
  return E.right({ secret })
}
