import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { parseCalendarDate, type CalendarDate } from '../time/jerusalem-time'
import type { VoucherAgeRange } from '../model/voucher'
import { validationMessage, type ValidationMessage } from './message'

const completedYears = (birth: CalendarDate, at: CalendarDate): number => {
  const beforeBirthday = at.month < birth.month || (at.month === birth.month && at.day < birth.day)
  return at.year - birth.year - (beforeBirthday ? 1 : 0)
}

/**
 * §5 age in completed years on a date (both ISO; a time part is ignored). Someone born on
 * 29 February turns a year older on 1 March in common years. None when a date is malformed or
 * the birth is after the date.
 */
export const ageAt = (dateOfBirth: string, at: string): O.Option<number> => {
  const birth = parseCalendarDate(dateOfBirth.slice(0, 10))
  const on = parseCalendarDate(at.slice(0, 10))
  if (O.isNone(birth) || O.isNone(on)) return O.none
  const age = completedYears(birth.value, on.value)
  return age < 0 ? O.none : O.some(age)
}

/** §5 whether an age is within a range (bounds inclusive). */
export const ageSuits = (range: VoucherAgeRange, age: number): boolean =>
  (range.minAge === null || age >= range.minAge) && (range.maxAge === null || age <= range.maxAge)

/**
 * §5 waiver age check: the voucher must suit the jumper's age on the date (the visit's date).
 * The age, or 'validation.date' for a malformed or future date of birth, or 'validation.age_range'
 * with the bounds (-1 for none) and the age.
 */
export const checkWaiverAge = (range: VoucherAgeRange, dateOfBirth: string, at: string): E.Either<ValidationMessage, number> => {
  const age = ageAt(dateOfBirth, at)
  if (O.isNone(age)) return E.left(validationMessage('validation.date', { name: 'dateOfBirth' }))
  return ageSuits(range, age.value)
    ? E.right(age.value)
    : E.left(
        validationMessage('validation.age_range', {
          name: 'dateOfBirth',
          age: age.value,
          minAge: range.minAge ?? -1,
          maxAge: range.maxAge ?? -1,
        }),
      )
}
