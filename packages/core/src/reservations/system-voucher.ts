import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import type { CustomerSystemVoucher } from '../model/customer'
import { daysBetween, jerusalemDate, parseCalendarDate, type CalendarDate } from '../time/jerusalem-time'

/**
 * §9 "replacement voucher exchange allowed within a number of days given as a parameter": the
 * default of that parameter, one value for the server's configuration and the in-memory box office.
 */
export const REPLACEMENT_WINDOW_DAYS = 14

/** Whatever holds a customer's system vouchers (the customer, the customer-area session). */
export interface HasSystemVouchers {
  readonly systemVouchers: readonly CustomerSystemVoucher[]
}

/** §7 what the replacement call answers: the voucher's new replacement facts. */
export type SystemVoucherReplacement = Pick<CustomerSystemVoucher, 'isForReplacement' | 'startDate' | 'endDate' | 'dateTimeCreated'>

const findVoucher = (holder: HasSystemVouchers, reference: string): Result<CustomerSystemVoucher> =>
  pipe(
    holder.systemVouchers.find((v) => v.reference === reference),
    E.fromNullable(kartisError('SYSTEM_VOUCHER_NOT_FOUND', { reference })),
  )

const findReplaceable = (holder: HasSystemVouchers, reference: string): Result<CustomerSystemVoucher> =>
  pipe(
    findVoucher(holder, reference),
    E.filterOrElse(
      (voucher) => !voucher.isForReplacement,
      () => kartisError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', { reference }),
    ),
  )

/** §4 cancelling a system voucher removes it from the customer; SYSTEM_VOUCHER_NOT_FOUND when it is not theirs. */
export const cancelSystemVoucher = <C extends HasSystemVouchers>(holder: C, reference: string): Result<C> =>
  pipe(
    findVoucher(holder, reference),
    E.map(() => ({ ...holder, systemVouchers: holder.systemVouchers.filter((v) => v.reference !== reference) })),
  )

/**
 * §4 replacement updates IsForReplacement, StartDate, EndDate and DateTimeCreated of the
 * voucher; SYSTEM_VOUCHER_NOT_FOUND when it is not the customer's, and
 * SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT when it already was given for replacement.
 */
export const applySystemVoucherReplacement = <C extends HasSystemVouchers>(
  holder: C,
  reference: string,
  replacement: SystemVoucherReplacement,
): Result<C> =>
  pipe(
    findReplaceable(holder, reference),
    E.map(() => ({
      ...holder,
      systemVouchers: holder.systemVouchers.map((v) =>
        v.reference === reference
          ? {
              ...v,
              isForReplacement: replacement.isForReplacement,
              startDate: replacement.startDate,
              endDate: replacement.endDate,
              dateTimeCreated: replacement.dateTimeCreated,
            }
          : v,
      ),
    })),
  )

/**
 * §9 whether a voucher bought on its purchase date (DateTimeCreated, else StartDate) may still be
 * exchanged at `now` (epoch milliseconds): within `allowedDays` calendar days in Jerusalem, the
 * last day included. A voucher with no readable purchase date is left to the server to judge.
 */
export const isWithinReplacementWindow = (voucher: CustomerSystemVoucher, allowedDays: number, now: number): boolean => {
  if (!Number.isSafeInteger(allowedDays) || allowedDays < 0)
    throw new RangeError(`allowed days is a whole number from 0, got ${allowedDays}`)
  const purchased = voucher.dateTimeCreated ?? voucher.startDate
  if (purchased === null) return true
  return O.match(
    () => true,
    (date: CalendarDate) => daysBetween(date, jerusalemDate(now)) <= allowedDays,
  )(parseCalendarDate(purchased))
}

/**
 * §4/§9 before asking the server for a replacement: the voucher is the customer's
 * (SYSTEM_VOUCHER_NOT_FOUND), not already for replacement (SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT)
 * and within the exchange window (TOO_FAR_FROM_PURCHASE_DATE with { days }).
 */
export const checkSystemVoucherReplacement = (
  holder: HasSystemVouchers,
  reference: string,
  allowedDays: number,
  now: number,
): Result<CustomerSystemVoucher> =>
  pipe(
    findReplaceable(holder, reference),
    E.filterOrElse(
      (voucher) => isWithinReplacementWindow(voucher, allowedDays, now),
      () => kartisError('TOO_FAR_FROM_PURCHASE_DATE', { reference, days: allowedDays }),
    ),
  )
