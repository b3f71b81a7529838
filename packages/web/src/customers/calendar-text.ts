import { parseCalendarDate, type Locale } from '@kartis/core'

/** §9 the Intl locale each interface language shows dates in. */
const DATE_LOCALES: Readonly<Record<Locale, string>> = { he: 'he-IL', en: 'en-GB', ru: 'ru-RU', ar: 'ar-EG' }

/**
 * §1 the Jerusalem calendar day of an ISO date or date-time (a membership's or voucher's
 * validity) as the visitor's language writes it, e.g. 31.12.2027; the text as it came when it
 * does not parse, and null for none.
 */
export const calendarText = (iso: string | null, locale: Locale): string | null => {
  if (iso === null) return null
  const parsed = parseCalendarDate(iso)
  if (parsed._tag === 'None') return iso
  const { year, month, day } = parsed.value
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  )
}
