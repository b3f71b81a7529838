import * as E from 'fp-ts/Either'
import { makeAutoObservable } from 'mobx'
import {
  formatCalendarDate,
  kartisError,
  parseCalendarDate,
  type CalendarDate,
  type DateRange,
  type KartisError,
  type Result,
} from '@kartis/core'
import * as O from 'fp-ts/Option'
import { ReportLoader } from './report-loader'
import { ReportRangeInput } from './report-range-input'

/** The two calls of a by-date report: its rows over a range, and the detail of one day. */
export interface SalesByDateCalls<Overview, Day> {
  readonly overRange: (range: DateRange) => Promise<Result<Overview>>
  readonly ofDay: (date: CalendarDate) => Promise<Result<Day>>
}

/**
 * §7 a report by date (location ticket sales: days and the capacity table; feature ticket sales:
 * features over the range and one day's): the range form (§9 default), the rows over the range,
 * and the day whose detail is shown (today at first, then the row the producer opens).
 */
export class SalesByDateStore<Overview, Day> {
  readonly range: ReportRangeInput
  readonly overview: ReportLoader<Overview>
  readonly day: ReportLoader<Day>
  date: string
  rangeError: KartisError | null = null

  constructor(
    private readonly calls: SalesByDateCalls<Overview, Day>,
    today: CalendarDate,
    onSessionEnded: (error: KartisError) => void,
  ) {
    this.range = new ReportRangeInput(today)
    this.overview = new ReportLoader(onSessionEnded)
    this.day = new ReportLoader(onSessionEnded)
    this.date = formatCalendarDate(today)
    makeAutoObservable<SalesByDateStore<Overview, Day>, 'calls'>(this, { calls: false, range: false, overview: false, day: false })
  }

  /** On opening the screen: the default range and today, unless already shown. */
  async start(): Promise<void> {
    if (this.overview.state !== 'idle') return
    await Promise.all([this.applyRange(), this.showDay(this.date)])
  }

  /** Asks for the rows of the range in the form (a range the §9 rule refuses is not sent). */
  async applyRange(): Promise<void> {
    const range = this.range.apply()
    this.rangeError = E.isLeft(range) ? range.left : null
    if (E.isLeft(range)) return
    await this.overview.load(() => this.calls.overRange(range.right))
  }

  /** Shows one day's detail (YYYY-MM-DD). */
  async showDay(date: string): Promise<void> {
    this.date = date
    const day = parseCalendarDate(date)
    if (O.isNone(day)) {
      await this.day.load(() => Promise.resolve(E.left(kartisError('BAD_REQUEST', { path: 'date', reason: 'not a date' }))))
      return
    }
    await this.day.load(() => this.calls.ofDay(day.value))
  }
}
