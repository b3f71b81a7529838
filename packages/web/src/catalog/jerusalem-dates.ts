import { TIME_ZONE, type Locale } from '@kartis/core'
import dayjs from 'dayjs'
import 'dayjs/locale/ar'
import 'dayjs/locale/he'
import 'dayjs/locale/ru'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

/** §1 each locale's long day format; Hebrew says "יום רביעי, 1 ביולי" as people write it. */
const DAY_FORMATS: Readonly<Record<Locale, string>> = {
  he: '[יום] dddd, D [ב]MMMM',
  en: 'dddd, D MMMM',
  ru: 'dddd, D MMMM',
  ar: 'dddd، D MMMM',
}

const inJerusalem = (isoMoment: string): dayjs.Dayjs => dayjs(isoMoment).tz(TIME_ZONE)

/** §1 the Jerusalem calendar day of a moment, 'YYYY-MM-DD' (§9 the default date format): the key days are grouped by. */
export const jerusalemDayKey = (isoMoment: string): string => inJerusalem(isoMoment).format('YYYY-MM-DD')

/** §1 a day heading in the visitor's language, Jerusalem time: weekday, day and month. */
export const formatDay = (isoMoment: string, locale: Locale): string => inJerusalem(isoMoment).locale(locale).format(DAY_FORMATS[locale])

/** §1 each locale's calendar date with its year, for validity that runs past this year ("1 ביולי 2031"). */
const DATE_FORMATS: Readonly<Record<Locale, string>> = {
  he: 'D [ב]MMMM YYYY',
  en: 'D MMMM YYYY',
  ru: 'D MMMM YYYY',
  ar: 'D MMMM YYYY',
}

/** §1 a calendar date with its year in the visitor's language, Jerusalem time (a gift card's or membership's validity). */
export const formatDate = (isoMoment: string, locale: Locale): string => inJerusalem(isoMoment).locale(locale).format(DATE_FORMATS[locale])

/** §1 a start time in Jerusalem time, 24-hour 'HH:mm' in every locale. */
export const formatTime = (isoMoment: string): string => inJerusalem(isoMoment).format('HH:mm')

/** §5 a calendar date that is no moment (a date of birth, YYYY-MM-DD) with its year, in the visitor's language: never shifted by a time zone. */
export const formatCalendarDate = (date: string, locale: Locale): string =>
  dayjs(date.slice(0, 10)).locale(locale).format(DATE_FORMATS[locale])
