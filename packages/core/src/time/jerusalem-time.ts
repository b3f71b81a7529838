import * as O from 'fp-ts/Option'

/**
 * §1 times use the Asia/Jerusalem zone. This module reads no clock: every instant is a parameter
 * in epoch milliseconds, as the Clock port gives it (CONTRIBUTING: time comes from the Clock port). Strings are ISO 8601: a calendar date
 * (YYYY-MM-DD), a local date-time without offset (read as Jerusalem wall-clock time), or a
 * date-time with `Z` or an offset.
 */
export const TIME_ZONE = 'Asia/Jerusalem'

const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** A calendar date, month 1–12. */
export interface CalendarDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** A parsed ISO string: a whole calendar day, or an instant (epoch milliseconds). */
export type IsoMoment =
  | { readonly kind: 'date'; readonly date: CalendarDate }
  | { readonly kind: 'instant'; readonly epochMs: number }

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** §5 days in a month of a year (Gregorian), for checking typed dates. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

const isCalendarDate = (year: number, month: number, day: number): boolean =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)

let wallClockFormat: Intl.DateTimeFormat | undefined

interface WallClock extends CalendarDate {
  readonly hour: number
  readonly minute: number
  readonly second: number
}

const wallClockAt = (epochMs: number): WallClock => {
  wallClockFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const parts = wallClockFormat.formatToParts(epochMs)
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

const utcOfWallClock = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)

/** Jerusalem's offset from UTC at an instant, in milliseconds (+2 h or +3 h). */
const offsetAt = (epochMs: number): number => {
  const whole = Math.floor(epochMs / 1000) * 1000
  return utcOfWallClock(wallClockAt(whole)) - whole
}

/** The instant a Jerusalem wall-clock time (given as if it were UTC) denotes. */
const instantOfWallClock = (wallAsUtc: number): number => {
  const guess = wallAsUtc - offsetAt(wallAsUtc)
  return wallAsUtc - offsetAt(guess)
}

/** §1 the Jerusalem calendar date at an instant (epoch milliseconds). */
export const jerusalemDate = (epochMs: number): CalendarDate => {
  const { year, month, day } = wallClockAt(epochMs)
  return { year, month, day }
}

/** §9 a calendar date in the default date format, YYYY-MM-DD. */
export const formatCalendarDate = (date: CalendarDate): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`

/** §9 whole days from `from` to `to` (negative when `to` is earlier), e.g. for the replacement window. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number =>
  Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS,
  )

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/

const parseOffsetMinutes = (offset: string): number => {
  if (offset === 'Z') return 0
  const digits = offset.slice(1).replace(':', '')
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))
  return offset.startsWith('-') ? -minutes : minutes
}

/** §1 parses an ISO 8601 date or date-time; a time without offset is Jerusalem time. None when malformed. */
export const parseIsoMoment = (value: string): O.Option<IsoMoment> => {
  const match = ISO_PATTERN.exec(value.trim())
  if (match === null) return O.none
  const [, y, mo, d, h, mi, s, fraction, offset] = match
  const date = { year: Number(y), month: Number(mo), day: Number(d) }
  if (!isCalendarDate(date.year, date.month, date.day)) return O.none
  if (h === undefined || mi === undefined) return O.some({ kind: 'date', date })
  const hour = Number(h)
  const minute = Number(mi)
  const second = Number(s ?? '0')
  if (hour > 23 || minute > 59 || second > 59) return O.none
  const millis = Number((fraction ?? '0').padEnd(3, '0').slice(0, 3))
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute, second, millis)
  if (offset === undefined) return O.some({ kind: 'instant', epochMs: instantOfWallClock(wallAsUtc) })
  const offsetMinutes = parseOffsetMinutes(offset)
  if (Math.abs(offsetMinutes) > 14 * 60) return O.none
  return O.some({ kind: 'instant', epochMs: wallAsUtc - offsetMinutes * MINUTE_MS })
}

/** §1 parses the calendar date of an ISO string (the Jerusalem date of an instant). */
export const parseCalendarDate = (value: string): O.Option<CalendarDate> =>
  O.map((moment: IsoMoment) => (moment.kind === 'date' ? moment.date : jerusalemDate(moment.epochMs)))(parseIsoMoment(value))

/** §1 the first instant of a moment: a calendar day starts at Jerusalem midnight. */
export const startOf = (moment: IsoMoment): number =>
  moment.kind === 'instant'
    ? moment.epochMs
    : instantOfWallClock(Date.UTC(moment.date.year, moment.date.month - 1, moment.date.day))

/** §1 the last instant of a moment: a calendar day lasts until the next Jerusalem midnight (exclusive). */
export const endOf = (moment: IsoMoment): number =>
  moment.kind === 'instant'
    ? moment.epochMs
    : instantOfWallClock(Date.UTC(moment.date.year, moment.date.month - 1, moment.date.day + 1)) - 1
