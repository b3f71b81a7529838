import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'

/** Issue 15 the environment variable naming the install's default venue (a business id). */
export const DEFAULT_VENUE_ENV = 'KARTIS_DEFAULT_VENUE'

/**
 * Issue 15 §2 the install's default venue from the environment: a business id, or null when unset
 * (the product's defaults, every business's presentations). BAD_REQUEST naming the variable for
 * anything else, so a typo stops the server instead of serving the wrong venue.
 */
export const defaultVenueFromEnv = (env: Readonly<Record<string, string | undefined>>): Result<number | null> => {
  const value = env[DEFAULT_VENUE_ENV]?.trim() ?? ''
  if (value === '') return E.right(null)
  if (!/^[1-9]\d{0,9}$/.test(value))
    return E.left(kartisError('BAD_REQUEST', { path: DEFAULT_VENUE_ENV, value }, `${DEFAULT_VENUE_ENV} is a business id, e.g. 2`))
  return E.right(Number(value))
}
