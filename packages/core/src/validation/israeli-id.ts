import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import { validationMessage, type FieldCheck } from './message'

/** §5 an Israeli ID number has nine digits; shorter ones are left-padded with zeros. */
export const ISRAELI_ID_LENGTH = 9

const DIGITS = /^\d{1,9}$/

const digitSum = (digits: string): number =>
  [...digits].reduce((sum, ch, index) => {
    const product = Number(ch) * (index % 2 === 0 ? 1 : 2)
    return sum + (product > 9 ? product - 9 : product)
  }, 0)

/** §5 the check digit that completes an eight-digit body (weights 1,2,1,2…, digits of products >9 summed). */
export const israeliIdCheckDigit = (body: string): number => {
  if (!/^\d{8}$/.test(body)) throw new RangeError(`an ID body has eight digits, got "${body}"`)
  return (10 - (digitSum(body) % 10)) % 10
}

/**
 * §5 a valid Israeli ID number, left-padded to nine digits; none when it is not 1–9 digits,
 * fails the check digit, or is all zeros (which passes the arithmetic but is no one's number).
 * Surrounding spaces are ignored.
 */
export const normalizeIsraeliId = (value: string): O.Option<string> => {
  const trimmed = value.trim()
  if (!DIGITS.test(trimmed)) return O.none
  const padded = trimmed.padStart(ISRAELI_ID_LENGTH, '0')
  if (/^0+$/.test(padded) || digitSum(padded) % 10 !== 0) return O.none
  return O.some(padded)
}

/** §5 whether a value is a valid Israeli ID number. */
export const isValidIsraeliId = (value: string): boolean => O.isSome(normalizeIsraeliId(value))

/** §5 an ID number typed for a look-up: the padded number, or INVALID_ID (§8). */
export const parseIsraeliId = (value: string): Result<string> => E.fromOption(() => kartisError('INVALID_ID'))(normalizeIsraeliId(value))

/** §5 form rule: a valid ID number, normalised to nine digits; empty passes (pair with required). */
export const israeliId =
  (name: string): FieldCheck =>
  (value) =>
    value.trim() === ''
      ? E.right(value)
      : E.fromOption(() => validationMessage('validation.israeli_id', { name }))(normalizeIsraeliId(value))
