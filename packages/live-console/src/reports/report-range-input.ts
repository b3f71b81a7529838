import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { makeAutoObservable } from 'mobx'
import {
  defaultReportRange,
  formatCalendarDate,
  kartisError,
  parseCalendarDate,
  reportRange,
  type CalendarDate,
  type DateRange,
  type Result,
} from '@kartis/core'

/**
 * §9 the date range a report form edits, as the date inputs hold it (YYYY-MM-DD): it starts at
 * the default (last month → today) and is checked by the core's rule (ends after it starts, at
 * most a year) before any call.
 */
export class ReportRangeInput {
  startDate: string
  endDate: string
  /** The range last asked for (what the report on screen covers), null before the first. */
  applied: DateRange | null = null

  constructor(private readonly today: CalendarDate) {
    const range = defaultReportRange(today)
    this.startDate = formatCalendarDate(range.startDate)
    this.endDate = formatCalendarDate(range.endDate)
    makeAutoObservable<ReportRangeInput, 'today'>(this, { today: false })
  }

  setStartDate(value: string): void {
    this.startDate = value
  }

  setEndDate(value: string): void {
    this.endDate = value
  }

  /** The range in the form, kept as the one the report now covers when the rule accepts it. */
  apply(): Result<DateRange> {
    const range = this.range
    if (E.isRight(range)) this.applied = range.right
    return range
  }

  /** The range on screen for a file name, e.g. "2026-10-25_2026-11-25". */
  get appliedLabel(): string {
    return this.applied === null ? '' : `${formatCalendarDate(this.applied.startDate)}_${formatCalendarDate(this.applied.endDate)}`
  }

  /** The range to ask for, or BAD_REQUEST for a date that is not one or a range the rule refuses. */
  get range(): Result<DateRange> {
    const start = parseCalendarDate(this.startDate)
    const end = parseCalendarDate(this.endDate)
    if (O.isNone(start)) return E.left(kartisError('BAD_REQUEST', { path: 'startDate', reason: 'not a date' }))
    if (O.isNone(end)) return E.left(kartisError('BAD_REQUEST', { path: 'endDate', reason: 'not a date' }))
    return reportRange(this.today, start.value, end.value)
  }
}
