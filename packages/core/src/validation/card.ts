import * as E from 'fp-ts/Either'
import { kartisError } from '../errors/error-codes'
import { israeliId } from './israeli-id'
import { jerusalemDate } from '../time/jerusalem-time'
import { allOf, validateFields, validationMessage, type FieldCheck, type FormErrors } from './message'
import { required } from './rules'

/** §3 the card fields of the customer form, as typed on the hosted payment page. */
export interface CardFormValues {
  readonly cardNumber: string
  /** MM/YY. */
  readonly expiry: string
  readonly cvv: string
  readonly holderId: string
}

export type CardField = keyof CardFormValues

const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvv', 'holderId']

/** A card that passed validation: digits only, the expiry split, the holder's ID padded to nine digits. */
export interface ValidCard {
  readonly cardNumber: string
  readonly expiryMonth: number
  /** Four digits, e.g. 2027. */
  readonly expiryYear: number
  readonly cvv: string
  readonly holderId: string
}

/** §3 whether a digit string passes the Luhn check. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false
  const sum = [...digits].reverse().reduce((acc, ch, index) => {
    const doubled = index % 2 === 1 ? Number(ch) * 2 : Number(ch)
    return acc + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return sum % 10 === 0
}

/**
 * §3 card number: 12–19 digits once spaces and dashes are removed, passing the Luhn check;
 * normalised to the digits.
 */
export const cardNumber =
  (name: string): FieldCheck =>
  (value) => {
    const digits = value.replace(/[\s-]/g, '')
    return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
      ? E.right(digits)
      : E.left(validationMessage('validation.card_number', { name }))
  }

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/

/**
 * §3 expiry MM/YY, valid through the last day of that month in Jerusalem: a month before the
 * current one at `now` (epoch milliseconds) is 'validation.card_expired'. Normalised to MM/YY.
 */
export const cardExpiry =
  (name: string, now: number): FieldCheck =>
  (value) => {
    const match = EXPIRY.exec(value.trim())
    const month = Number(match?.[1])
    const year = 2000 + Number(match?.[2])
    if (match === null || month < 1 || month > 12) return E.left(validationMessage('validation.card_expiry', { name }))
    const today = jerusalemDate(now)
    const expired = year < today.year || (year === today.year && month < today.month)
    return expired
      ? E.left(validationMessage('validation.card_expired', { name }))
      : E.right(`${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`)
  }

/** §3 CVV: three or four digits. */
export const cvv =
  (name: string): FieldCheck =>
  (value) =>
    /^\d{3,4}$/.test(value.trim()) ? E.right(value.trim()) : E.left(validationMessage('validation.cvv', { name }))

/**
 * §3 the whole card form: every field required, number by Luhn, expiry not past at `now`, CVV of
 * 3–4 digits, card holder ID an Israeli ID. Per-field messages plus FORM_INVALID, or the card.
 */
export const validateCardForm = (values: CardFormValues, now: number): E.Either<FormErrors<CardField>, ValidCard> => {
  const checks: Readonly<Record<CardField, FieldCheck>> = {
    cardNumber: allOf(required('cardNumber'), cardNumber('cardNumber')),
    expiry: allOf(required('expiry'), cardExpiry('expiry', now)),
    cvv: allOf(required('cvv'), cvv('cvv')),
    holderId: allOf(required('holderId'), israeliId('holderId')),
  }
  return E.map((valid: Readonly<Record<CardField, string>>) => {
    const [month, year] = valid.expiry.split('/')
    return {
      cardNumber: valid.cardNumber,
      expiryMonth: Number(month),
      expiryYear: 2000 + Number(year),
      cvv: valid.cvv,
      holderId: valid.holderId,
    }
  })(validateFields(CARD_FIELDS, checks, values, kartisError('FORM_INVALID')))
}
