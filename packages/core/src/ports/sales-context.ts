import type { CalendarDate } from '../time/jerusalem-time'

/**
 * §7 the facts most public calls carry besides their own parameters: where the sale
 * happens (a mini-site, a location) and what kind of order it is (hold, a modification).
 * Transport facts (the visitor uuid, the ts stamp, captcha tokens) are the adapter's
 * business and never appear in a port.
 */
export interface SalesContext {
  /** §1 mini-site mode: the mini-site address the sale happens under. */
  readonly miniSiteUrl?: string
  /** §4 a hold (unpaid) order. */
  readonly isHold?: boolean
  readonly locationId?: number
  /** §3 cart.modify: the reservation being modified. */
  readonly modifyResId?: string
}

/** §3 live selections: an inclusive range of Jerusalem calendar dates. */
export interface DateRange {
  readonly startDate: CalendarDate
  readonly endDate: CalendarDate
}
