import type { Locale, LocalDateTime } from '@kartis/core'
import dayjs from 'dayjs'
import 'dayjs/locale/ar'
import 'dayjs/locale/he'
import 'dayjs/locale/ru'
import utc from 'dayjs/plugin/utc'
import * as O from 'fp-ts/Option'
import { wallClockOf } from './jerusalem-wall-clock'

export { formatTime, jerusalemDayKey } from './jerusalem-wall-clock'

dayjs.extend(utc)

/** §1 each locale's long day format; Hebrew says "יום רביעי, 1 ביולי" as people write it. */
const DAY_FORMATS: Readonly<Record<Locale, string>> = {
  he: '[יום] dddd, D [ב]MMMM',
  en: 'dddd, D MMMM',
  ru: 'dddd, D MMMM',
  ar: 'dddd، D MMMM',
}

/**
 * A moment's Jerusalem wall clock as a UTC dayjs, so formatting shows Jerusalem's date and time.
 * Not dayjs's timezone plugin: it builds a new Intl formatter on every call, and the home page's
 * few hundred showtimes spent most of a phone's first second there (Lighthouse, issue 16).
 */
const inJerusalem = (isoMoment: string): dayjs.Dayjs =>
  O.match(
    () => dayjs.utc(Number.NaN),
    (w: LocalDateTime) => dayjs.utc(Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute)),
  )(wallClockOf(isoMoment))

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

/** §5 a calendar date that is no moment (a date of birth, YYYY-MM-DD) with its year, in the visitor's language: never shifted by a time zone. */
export const formatCalendarDate = (date: string, locale: Locale): string =>
  dayjs(date.slice(0, 10)).locale(locale).format(DATE_FORMATS[locale])
