import { formatCalendarDate, toShekels, type CalendarDate, type Locale } from '@kartis/core'
import { intlLocaleOf } from '../shell/format'

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

const NUMBER_OPTIONS = {
  count: {},
  ratio: { style: 'percent', maximumFractionDigits: 1 },
  wholeShekels: { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 },
} as const satisfies Record<string, Intl.NumberFormatOptions>

const numberFormat = (locale: Locale, kind: keyof typeof NUMBER_OPTIONS): Intl.NumberFormat => {
  const key = `${locale}:${kind}`
  const known = cache.get(key)
  if (known instanceof Intl.NumberFormat) return known
  const made = new Intl.NumberFormat(intlLocaleOf(locale), NUMBER_OPTIONS[kind])
  cache.set(key, made)
  return made
}

/** A count of places or tickets in the interface language's digits and grouping. */
export const formatCount = (value: number, locale: Locale): string => numberFormat(locale, 'count').format(value)

/** §9 the seat-taken ratio (3 decimals) as a percentage, e.g. 0.333 → 33.3%. */
export const formatRatio = (ratio: number, locale: Locale): string => numberFormat(locale, 'ratio').format(ratio)

/** Shekels without agorot, for a chart's axis. */
export const formatWholeShekels = (shekels: number, locale: Locale): string => numberFormat(locale, 'wholeShekels').format(shekels)

/** A calendar day (YYYY-MM-DD) as the interface language writes a date. */
export const formatDay = (isoDate: string, locale: Locale): string => {
  const key = `${locale}:day`
  let format = cache.get(key)
  if (!(format instanceof Intl.DateTimeFormat)) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeZone: 'UTC' })
    cache.set(key, format)
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`))
}

/** §9 a day on the wire and in CSV files: YYYY-MM-DD. */
export const isoDay = (date: CalendarDate): string => formatCalendarDate(date)

/** Money in a CSV cell: decimal shekels, a number Excel can sum. */
export const csvShekels = toShekels
