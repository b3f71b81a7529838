import { formatMoney, type Agorot, type Locale } from '@kartis/core'

/** The Intl locale of an interface language: Israeli conventions (shekels, Asia/Jerusalem) in each. */
export const intlLocaleOf = (locale: Locale): string => `${locale}-IL`

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>()

/** §1 a moment (ISO with offset) as a date and time in Jerusalem, in the interface language. */
export const formatDateTime = (iso: string, locale: Locale): string => {
  let format = dateTimeFormats.get(locale)
  if (format === undefined) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Jerusalem' })
    dateTimeFormats.set(locale, format)
  }
  return format.format(new Date(iso))
}

/** §9 money in shekels, in the interface language's number format. */
export const formatShekels = (amount: Agorot, locale: Locale): string => formatMoney(amount, intlLocaleOf(locale))
