import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { DateRange } from '../ports/sales-context'
import { daysBetween, daysInMonth, type CalendarDate } from '../time/jerusalem-time'

/** The longest range a report answers (a year and a day): longer ones are refused, not truncated. */
export const MAX_REPORT_RANGE_DAYS = 366

/** §9 the same day a month earlier (the last day of that month when it is shorter). */
const monthBefore = (date: CalendarDate): CalendarDate => {
  const year = date.month === 1 ? date.year - 1 : date.year
  const month = date.month === 1 ? 12 : date.month - 1
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) }
}

/** §9 the price-history (report) default range: last month to today. */
export const defaultReportRange = (today: CalendarDate): DateRange => ({ startDate: monthBefore(today), endDate: today })

/**
 * §9 the range a report covers: the dates given, each side defaulting as `defaultReportRange`;
 * BAD_REQUEST when it ends before it starts or spans more than MAX_REPORT_RANGE_DAYS.
 */
export const reportRange = (today: CalendarDate, startDate?: CalendarDate, endDate?: CalendarDate): Result<DateRange> => {
  const fallback = defaultReportRange(endDate ?? today)
  const range = { startDate: startDate ?? fallback.startDate, endDate: endDate ?? today }
  const days = daysBetween(range.startDate, range.endDate)
  if (days < 0) return E.left(kartisError('BAD_REQUEST', { path: 'endDate', reason: 'before startDate' }))
  if (days > MAX_REPORT_RANGE_DAYS)
    return E.left(kartisError('BAD_REQUEST', { path: 'endDate', reason: `over ${MAX_REPORT_RANGE_DAYS} days` }))
  return E.right(range)
}
