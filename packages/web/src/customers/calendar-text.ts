import { parseCalendarDate, type Locale } from '@kartis/core'

/** §9 the Intl locale each interface language shows dates in: the one its amounts are shown in (money-text.ts), so digits agree. */
const DATE_LOCALES: Readonly<Record<Locale, string>> = { he: 'he-IL', en: 'en-IL', ru: 'ru-IL', ar: 'ar-IL' }

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
