import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import { validationMessage, type FieldCheck } from './message'

/** §5 Israel's country calling code. */
export const ISRAEL_COUNTRY_CODE = '+972'

const SEPARATORS = /[\s-]/g
const LOCAL_MOBILE = /^05\d{8}$/
const INTERNATIONAL_MOBILE = /^(?:\+|00)9725\d{8}$/

/**
 * §5 an Israeli mobile number in its local ten-digit form (05XXXXXXXX); none when it is not one.
 * Accepted: 05X-XXXXXXX with or without dashes and spaces, and +972 5X… (or 00972 5X…).
 */
export const normalizeMobile = (value: string): O.Option<string> => {
  const compact = value.trim().replace(SEPARATORS, '')
  if (LOCAL_MOBILE.test(compact)) return O.some(compact)
  if (INTERNATIONAL_MOBILE.test(compact)) return O.some(`0${compact.slice(compact.length - 9)}`)
  return O.none
}

/** §5 whether a value is an Israeli mobile number. */
export const isIsraeliMobile = (value: string): boolean => O.isSome(normalizeMobile(value))

/** §5 a number beginning +972 is shown beginning 0 (separators after the code are dropped, the rest kept). */
export const displayMobile = (value: string): string => {
  const trimmed = value.trim()
  return trimmed.startsWith(ISRAEL_COUNTRY_CODE) ? `0${trimmed.slice(ISRAEL_COUNTRY_CODE.length).replace(/^[\s-]+/, '')}` : trimmed
}

/** §5 the local form written internationally, +972 and the number without its leading 0. */
export const toInternationalMobile = (local: string): string => (local.startsWith('0') ? `${ISRAEL_COUNTRY_CODE}${local.slice(1)}` : local)

/** §5 the form two mobile numbers are compared in: the normalised number, else the trimmed text. */
export const canonicalMobile = (value: string): string => O.getOrElse(() => value.trim())(normalizeMobile(value))

/**
 * §5 the two mobile numbers (mobileNumber and verifyMobileNumber) must match: compared in their
 * normalised form, so 050-1234567 matches +972501234567; otherwise MOBILE_NUMBERS_MISMATCH.
 * Returns the normalised number (or the trimmed text when it is not a mobile number).
 */
export const checkMobileNumbersMatch = (mobileNumber: string, verifyMobileNumber: string): Result<string> => {
  const first = canonicalMobile(mobileNumber)
  return first === canonicalMobile(verifyMobileNumber) ? E.right(first) : E.left(kartisError('MOBILE_NUMBERS_MISMATCH'))
}

/** §5 form rule: an Israeli mobile number, normalised to 05XXXXXXXX; empty passes (pair with required). */
export const israeliMobile =
  (name: string): FieldCheck =>
  (value) =>
    value.trim() === '' ? E.right(value) : E.fromOption(() => validationMessage('validation.mobile', { name }))(normalizeMobile(value))
