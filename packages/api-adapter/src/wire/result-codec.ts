import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '@kartis/core'
import { ErrorBody, errorBodyOf, isKartisError, toKartisError } from './error-body'
import { isRecord, type WireObject } from './tolerant-keys'

/**
 * §7 calls that answer "X or error" in a successful response: the answer decodes to a
 * Result, an in-band error becoming a KartisError (§8) and anything else the success value.
 */

const fieldIgnoringCase = (record: Readonly<Record<string, unknown>>, names: readonly string[]): unknown => {
  const key = Object.keys(record).find((k) => names.includes(k.toLowerCase()))
  return key === undefined ? undefined : record[key]
}

/** An answer that failed: a truthy `error`/`err` (`{ error: null, … }` is a success), or `success: false`. */
const signalsError = (u: unknown): boolean => {
  if (!isRecord(u)) return false
  const error = fieldIgnoringCase(u, ['error', 'err'])
  const success = fieldIgnoringCase(u, ['success'])
  return (error !== undefined && error !== null && error !== false && error !== '') || success === false || success === 'false'
}

/** §7/§8 "returns X or error": decodes to `Result<X>`; encodes a Left as the error body and a Right with `success`. */
export const orError = <A, O>(success: t.Type<A, O, unknown>): t.Type<Result<A>, O | WireObject, unknown> =>
  new t.Type<Result<A>, O | WireObject, unknown>(
    `${success.name} or error`,
    (u): u is Result<A> =>
      isRecord(u) && (u['_tag'] === 'Left' ? isKartisError(u['left']) : u['_tag'] === 'Right' && success.is(u['right'])),
    (u, c) => {
      if (!signalsError(u)) return E.map((a: A): Result<A> => E.right(a))(success.validate(u, c))
      const body = ErrorBody.validate(u, c)
      if (E.isRight(body)) return t.success(E.left(toKartisError(200, body.right)))
      // `success: false` with nothing said about why.
      return t.success(E.left(kartisError('SERVER_ERROR')))
    },
    (r) => (E.isLeft(r) ? errorBodyOf(r.left) : success.encode(r.right)),
  )

/** §7 an answer that only says it worked (`{ success: true }`, or anything without an error). */
export const Acknowledged = new t.Type<true, WireObject, unknown>(
  'acknowledgement',
  (u): u is true => u === true,
  (u, c) => (isRecord(u) ? t.success(true) : t.failure(u, c)),
  () => ({ success: true }),
)

/** §7 "returns success or err", "returns data or error" without data: `Result<true>`. */
export const Acknowledgement = orError(Acknowledged)
