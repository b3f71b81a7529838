import * as E from 'fp-ts/Either'
import { validationMessage, type FieldCheck, type ValidationMessage } from './message'

/**
 * §5 the form rule set. Every rule but `required` accepts an empty value, so that an optional
 * field may be left blank; `name` is the field's key, interpolated by the UI's message.
 */

const LETTER_OF_ALLOWED_SCRIPT = /^(?=\p{L})(?:\p{Script=Hebrew}|\p{Script=Arabic}|\p{Script=Latin})$/u
const COMBINING_MARK = /^\p{M}$/u
/** Space, hyphen, maqaf, apostrophes and geresh, as in עין-גדי, O'Brien, ג׳ורג׳. */
const NAME_PUNCTUATION = new Set([' ', '-', '\u05BE', "'", '\u2019', '\u05F3'])

const isLetter = (ch: string): boolean => LETTER_OF_ALLOWED_SCRIPT.test(ch) || COMBINING_MARK.test(ch)
const isAsciiDigit = (ch: string): boolean => ch >= '0' && ch <= '9'

const rule =
  (test: (value: string) => boolean, fail: () => ValidationMessage): FieldCheck =>
  (value) =>
    value === '' || test(value) ? E.right(value) : E.left(fail())

/** §5 required: 'the field {name} is required!' — blank (only spaces) counts as missing. */
export const required =
  (name: string): FieldCheck =>
  (value) =>
    value.trim() === '' ? E.left(validationMessage('validation.required', { name })) : E.right(value)

/**
 * §5 alpha: letters only. Letters are those of the Hebrew, Arabic and Latin scripts (with their
 * combining marks: niqqud, harakat, accents); a name may also hold spaces, hyphens, the maqaf,
 * apostrophes and the geresh.
 */
export const alpha = (name: string): FieldCheck =>
  rule(
    (value) => [...value].every((ch) => isLetter(ch) || NAME_PUNCTUATION.has(ch)),
    () => validationMessage('validation.alpha', { name }),
  )

/** §5 numeric: ASCII digits only. */
export const numeric = (name: string): FieldCheck =>
  rule(
    (value) => [...value].every(isAsciiDigit),
    () => validationMessage('validation.numeric', { name }),
  )

/** §5 alpha_num: letters (as for alpha) and digits, nothing else; its message says digits only (§5). */
export const alphaNum = (name: string): FieldCheck =>
  rule(
    (value) => [...value].every((ch) => isLetter(ch) || isAsciiDigit(ch)),
    () => validationMessage('validation.alpha_num', { name }),
  )

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.\d]{2,}$/u

/** §5 email: one @, a dotted domain whose last label is at least two non-digit characters, no spaces. */
export const email = (name: string): FieldCheck =>
  rule(
    (value) => EMAIL.test(value) && !value.includes('..') && !value.startsWith('.'),
    () => validationMessage('validation.email', { name }),
  )

/** §5 min: at least `length` characters (code points). */
export const min = (name: string, length: number): FieldCheck =>
  rule(
    (value) => [...value].length >= length,
    () => validationMessage('validation.min', { name, length }),
  )

/** §5 max: at most `length` characters (code points). */
export const max = (name: string, length: number): FieldCheck =>
  rule(
    (value) => [...value].length <= length,
    () => validationMessage('validation.max', { name, length }),
  )
