import { LOCALES } from '@kartis/core'
import * as t from 'io-ts'

/**
 * Scalars as box-office servers send them: a number may arrive as a numeric string,
 * a flag as 0/1 or "true"/"false", an identifier as a number. Each codec accepts those
 * spellings and encodes one canonical form.
 */

const INTEGER_TEXT = /^[+-]?\d+$/
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/** §3/§9 reads a number from a number or a numeric string ("45.90"); null when it is neither or not finite. */
export const readNumber = (u: unknown): number | null => {
  if (typeof u === 'number') return Number.isFinite(u) ? u : null
  if (typeof u !== 'string') return null
  const text = u.trim()
  if (!DECIMAL_TEXT.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

/** A JSON number that is a safe integer, as itself (-0 as 0); anything else undefined. The fast paths of large answers read with it. */
export const plainInteger = (u: unknown): number | undefined => (typeof u === 'number' && Number.isSafeInteger(u) ? u + 0 : undefined)

const readInteger = (u: unknown): number | null => {
  if (typeof u === 'number') return plainInteger(u) ?? null
  if (typeof u !== 'string' || !INTEGER_TEXT.test(u.trim())) return null
  const value = Number(u.trim())
  return Number.isSafeInteger(value) ? value + 0 : null
}

/** §3 identifiers and counts: a safe integer, or its decimal text (query strings). */
export const WireInt = new t.Type<number, number, unknown>(
  'integer',
  (u): u is number => typeof u === 'number' && Number.isSafeInteger(u),
  (u, c) => {
    const value = readInteger(u)
    return value === null ? t.failure(u, c) : t.success(value)
  },
  (a) => a,
)

/** §3 coordinates and percentages: a finite number, or its decimal text. */
export const WireNumber = new t.Type<number, number, unknown>(
  'number',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const value = readNumber(u)
    return value === null ? t.failure(u, c) : t.success(value)
  },
  (a) => a,
)

/** §3 names, codes and identifiers: a string; a finite number is read as its decimal text. */
export const WireString = new t.Type<string, string, unknown>(
  'string',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (typeof u === 'string') return t.success(u)
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(String(u))
    return t.failure(u, c)
  },
  (a) => a,
)

const readBoolean = (u: unknown): boolean | null => {
  if (typeof u === 'boolean') return u
  if (u === 1 || u === 0) return u === 1
  if (typeof u !== 'string') return null
  const text = u.trim().toLowerCase()
  if (text === 'true' || text === '1') return true
  if (text === 'false' || text === '0') return false
  return null
}

/** §3 flags (isAvailable, isHold…): true/false, 1/0 or their text; encoded as a boolean. */
export const WireBool = new t.Type<boolean, boolean, unknown>(
  'boolean',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    const value = readBoolean(u)
    return value === null ? t.failure(u, c) : t.success(value)
  },
  (a) => a,
)

/** §7 query flags such as "isReserved (1 or 0)": read like WireBool, encoded as 1 or 0. */
export const QueryFlag = new t.Type<boolean, 1 | 0, unknown>(
  'flag (1 or 0)',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    const value = readBoolean(u)
    return value === null ? t.failure(u, c) : t.success(value)
  },
  (a) => (a ? 1 : 0),
)

/** §1/§2 one of a fixed set of strings (locale, order kind…). */
export const oneOf = <const V extends readonly string[]>(values: V, name: string): t.Type<V[number], V[number], unknown> => {
  const is = (u: unknown): u is V[number] => typeof u === 'string' && values.some((v) => v === u)
  return new t.Type<V[number], V[number], unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  )
}

/** §2 the interface languages a route or call may name. */
export const LocaleCodec = oneOf(LOCALES, 'locale (he, en, ru, ar)')
