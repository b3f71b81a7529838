import * as E from 'fp-ts/Either'
import type { KartisError } from '../errors/error-codes'

/**
 * §5 the message keys a field rule may return. The core returns keys and parameters, never
 * text: each UI translates them (Hebrew first). `validation.alpha_num` is the alpha_num rule;
 * §5 records that its text says "digits only", which is the catalogue's business.
 */
export const VALIDATION_KEYS = [
  'validation.required',
  'validation.alpha',
  'validation.numeric',
  'validation.alpha_num',
  'validation.email',
  'validation.min',
  'validation.max',
  'validation.israeli_id',
  'validation.mobile',
  'validation.mobile_mismatch',
  'validation.date',
  'validation.card_number',
  'validation.card_expiry',
  'validation.card_expired',
  'validation.cvv',
  'validation.age_range',
] as const
export type ValidationKey = (typeof VALIDATION_KEYS)[number]

/** A field's failure: a message key and what it interpolates, e.g. `{ name: 'firstName' }`. */
export interface ValidationMessage {
  readonly key: ValidationKey
  readonly params: Readonly<Record<string, string | number>>
}

/** A field rule: the (possibly normalised) value, or the message of the first failure. */
export type FieldCheck = (value: string) => E.Either<ValidationMessage, string>

/** Per-field messages of a form plus the form-wide error (§5 'please make sure all fields have been entered correctly'). */
export interface FormErrors<F extends string> {
  readonly error: KartisError
  readonly fields: Readonly<Partial<Record<F, ValidationMessage>>>
}

/** §5 builds a message; parameters default to none. */
export const validationMessage = (key: ValidationKey, params: Readonly<Record<string, string | number>> = {}): ValidationMessage => ({
  key,
  params,
})

/** §5 runs rules in order, each on the previous one's output; the first failure wins. */
export const allOf =
  (...checks: readonly FieldCheck[]): FieldCheck =>
  (value) =>
    checks.reduce<E.Either<ValidationMessage, string>>((acc, check) => E.flatMap(acc, check), E.right(value))

/**
 * §5 runs each listed field's rule on its value: the normalised values when all pass, otherwise
 * every failing field's first message plus the form-wide error.
 */
export const validateFields = <F extends string>(
  fieldNames: readonly F[],
  checks: Readonly<Record<F, FieldCheck>>,
  values: Readonly<Record<F, string>>,
  formError: KartisError,
): E.Either<FormErrors<F>, Readonly<Record<F, string>>> => {
  const normalised: Record<F, string> = { ...values }
  const fields: Partial<Record<F, ValidationMessage>> = {}
  for (const field of fieldNames) {
    const result = checks[field](values[field])
    if (E.isLeft(result)) fields[field] = result.left
    else normalised[field] = result.right
  }
  return Object.keys(fields).length === 0 ? E.right(normalised) : E.left({ error: formError, fields })
}
