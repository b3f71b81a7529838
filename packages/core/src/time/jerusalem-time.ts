import * as O from 'fp-ts/Option'

/**
 * §1 times use the Asia/Jerusalem zone. This is the one place that converts between instants
 * and Jerusalem wall-clock time; the adapters and the server format with it. It reads no clock:
 * every instant is a parameter in epoch milliseconds, as the Clock port gives it
 * (CONTRIBUTING: time comes from the Clock port). Offsets come from the platform's time-zone
 * data (Intl), so future rule changes follow it. Strings are ISO 8601: a calendar date
 * (YYYY-MM-DD), a local date-time without offset (read as Jerusalem wall-clock time), or a
 * date-time with `Z` or an offset.
 *
 * A local time skipped by the spring switch (02:30 on the day clocks jump to 03:00) is moved
 * forward by the jump (03:30+03:00); a local time that happens twice in autumn (01:30) is the
 * first one, still in summer time (+03:00). An explicit offset decides the instant by itself.
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

/** A Jerusalem wall-clock time, to the minute. */
export interface LocalDateTime extends CalendarDate {
  readonly hour: number
  readonly minute: number
}

/** A parsed ISO string: a whole calendar day, or an instant (epoch milliseconds). */
export type IsoMoment = { readonly kind: 'date'; readonly date: CalendarDate } | { readonly kind: 'instant'; readonly epochMs: number }

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** §5 days in a month of a year (Gregorian), for checking typed dates. */
export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

const isCalendarDate = (year: number, month: number, day: number): boolean =>
  year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)

interface WallClock extends LocalDateTime {
  readonly second: number
  readonly millisecond: number
}

/** The wall-clock fields read as if they were UTC, in ms; setUTCFullYear keeps years 0–99 as written (Date.UTC would add 1900). */
const wallClockAsUtc = (w: WallClock): number => {
  const date = new Date(0)
  date.setUTCFullYear(w.year, w.month - 1, w.day)
  date.setUTCHours(w.hour, w.minute, w.second, w.millisecond)
  return date.getTime()
}

let wallClockFormat: Intl.DateTimeFormat | undefined

const wallClockFormatter = (): Intl.DateTimeFormat =>
  (wallClockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }))

/**
 * §1 makes the Jerusalem formatter the conversions ask, ahead of the first conversion. The first
 * Intl date formatter a page makes loads the platform's date data: 40–90 ms of a desktop's main
 * thread, several times that on a phone. A caller with idle time (a page waiting for its data)
 * pays it then, not in the task that reads the data (issue 16 §1).
 */
export const prepareJerusalemTime = (): void => {
  wallClockFormatter()
}

/** Jerusalem's wall clock at a whole second, asked of the platform's time-zone data (Intl gives no milliseconds). */
const wallClockFromIntl = (epochMs: number): WallClock => {
  const parts = wallClockFormatter().formatToParts(epochMs)
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? '0')
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    millisecond: 0,
  }
}

const HOUR_MS = 3_600_000
/**
 * From 1920 Jerusalem's offsets are whole hours and change on whole UTC hours, at most once a day.
 * So a UTC day whose 00:00 and 23:00 share an offset has it all day; a day of a switch is kept
 * hour by hour. Earlier (local mean time, +2:20:40) offsets had seconds and are always asked.
 */
const WHOLE_HOUR_OFFSETS_FROM = Date.UTC(1920, 0, 1)
const OFFSETS_KEPT = 4096
/**
 * Offsets by UTC day (or 'hourly' on a switch day) and by UTC hour on those days: asking Intl
 * costs tens of microseconds, and a page of a few hundred showtimes asked it about a thousand times.
 */
const offsetByUtcDay = new Map<number, number | 'hourly'>()
const offsetByUtcHour = new Map<number, number>()

const offsetFromIntl = (epochMs: number): number => {
  const wholeSecond = Math.floor(epochMs / 1000) * 1000
  return Math.round((wallClockAsUtc(wallClockFromIntl(wholeSecond)) - wholeSecond) / MINUTE_MS)
}

const remembered = <K, V>(cache: Map<K, V>, key: K, value: V): V => {
  if (cache.size >= OFFSETS_KEPT) cache.clear()
  cache.set(key, value)
  return value
}

const offsetOfUtcDay = (day: number): number | 'hourly' => {
  const known = offsetByUtcDay.get(day)
  if (known !== undefined) return known
  const first = offsetFromIntl(day * DAY_MS)
  const last = offsetFromIntl(day * DAY_MS + 23 * HOUR_MS)
  return remembered(offsetByUtcDay, day, first === last ? first : 'hourly')
}

/** §1 minutes Asia/Jerusalem is ahead of UTC at an instant (+180 in summer, +120 in winter). */
export const jerusalemOffsetMinutes = (epochMs: number): number => {
  if (!(epochMs >= WHOLE_HOUR_OFFSETS_FROM)) return offsetFromIntl(epochMs)
  const ofDay = offsetOfUtcDay(Math.floor(epochMs / DAY_MS))
  if (ofDay !== 'hourly') return ofDay
  const hour = Math.floor(epochMs / HOUR_MS)
  return offsetByUtcHour.get(hour) ?? remembered(offsetByUtcHour, hour, offsetFromIntl(hour * HOUR_MS))
}

/** Jerusalem's wall clock at an instant, to the second. */
const wallClockAt = (epochMs: number): WallClock => {
  if (!(epochMs >= WHOLE_HOUR_OFFSETS_FROM)) return wallClockFromIntl(epochMs)
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + jerusalemOffsetMinutes(epochMs) * MINUTE_MS)
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
    millisecond: 0,
  }
}

/** The instant of a Jerusalem wall-clock time given as if it were UTC, with the gap and overlap rules above. */
const instantOfWallClock = (wallMs: number): number => {
  const before = jerusalemOffsetMinutes(wallMs - DAY_MS)
  const after = jerusalemOffsetMinutes(wallMs + DAY_MS)
  // The offsets in force that day which really give this wall-clock time; the larger is the earlier instant.
  const valid = [before, after].filter((offset) => jerusalemOffsetMinutes(wallMs - offset * MINUTE_MS) === offset).sort((a, b) => b - a)
  // None: the time was skipped; reading it with the earlier offset moves it past the jump.
  return wallMs - (valid[0] ?? before) * MINUTE_MS
}

/** §1 Jerusalem's wall-clock date and time at an instant, to the minute. */
export const jerusalemDateTime = (epochMs: number): LocalDateTime => {
  const { year, month, day, hour, minute } = wallClockAt(epochMs)
  return { year, month, day, hour, minute }
}

/** §1 the Jerusalem calendar date at an instant (epoch milliseconds). */
export const jerusalemDate = (epochMs: number): CalendarDate => {
  const { year, month, day } = wallClockAt(epochMs)
  return { year, month, day }
}

/** §1 the instant a Jerusalem wall-clock time names (gap forward, overlap the summer one). */
export const fromJerusalemLocal = (local: LocalDateTime): number =>
  instantOfWallClock(wallClockAsUtc({ ...local, second: 0, millisecond: 0 }))

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0')

/** §1 an instant as canonical ISO 8601 in Jerusalem: YYYY-MM-DDTHH:mm:ss[.SSS]±HH:MM (milliseconds only when there are some). */
export const formatJerusalemDateTime = (epochMs: number): string => {
  const offset = jerusalemOffsetMinutes(epochMs)
  const local = new Date(epochMs + offset * MINUTE_MS)
  const ms = local.getUTCMilliseconds()
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${ms === 0 ? '' : `.${pad(ms, 3)}`}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

/** §9 a calendar date in the default date format, YYYY-MM-DD. */
export const formatCalendarDate = (date: CalendarDate): string => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`

const dayNumber = (date: CalendarDate): number => wallClockAsUtc({ ...date, hour: 0, minute: 0, second: 0, millisecond: 0 }) / DAY_MS

/** §9 whole days from `from` to `to` (negative when `to` is earlier), e.g. for the replacement window. */
export const daysBetween = (from: CalendarDate, to: CalendarDate): number => Math.round(dayNumber(to) - dayNumber(from))

/** §1 the calendar day `days` after `date` (negative goes back). */
export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const shifted = new Date((dayNumber(date) + days) * DAY_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/** §1 day of the week of a calendar day: 0 Sunday … 5 Friday, 6 Saturday. */
export const weekday = (date: CalendarDate): number => new Date(dayNumber(date) * DAY_MS).getUTCDay()

const ISO_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/** Minutes east of UTC of an offset text (Z, ±HH, ±HHMM, ±HH:MM); none past ±14:00 or with minutes over 59. */
const parseOffsetMinutes = (offset: string): O.Option<number> => {
  if (offset === 'Z') return O.some(0)
  const digits = offset.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0
  const total = hours * 60 + minutes
  if (minutes > 59 || total > 14 * 60) return O.none
  return O.some(offset.startsWith('-') ? -total : total)
}

/** §1 parses an ISO 8601 date or date-time; a time without offset is Jerusalem time. None when malformed. */
export const parseIsoMoment = (value: string): O.Option<IsoMoment> => {
  const match = ISO_PATTERN.exec(value.trim())
  if (match === null) return O.none
  const [, y, mo, d, h, mi, s, fraction, offset] = match
  const date = { year: Number(y), month: Number(mo), day: Number(d) }
  if (!isCalendarDate(date.year, date.month, date.day)) return O.none
  if (h === undefined || mi === undefined) return O.some({ kind: 'date', date })
  const wall: WallClock = {
    ...date,
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? '0'),
    // Digits past the millisecond are cut, not rounded, so a time never moves into the next second.
    millisecond: Number((fraction ?? '0').padEnd(3, '0').slice(0, 3)),
  }
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return O.none
  const wallMs = wallClockAsUtc(wall)
  if (offset === undefined) return O.some({ kind: 'instant', epochMs: instantOfWallClock(wallMs) })
  return O.map((minutes: number): IsoMoment => ({ kind: 'instant', epochMs: wallMs - minutes * MINUTE_MS }))(parseOffsetMinutes(offset))
}

/** §1 parses the calendar date of an ISO string (the Jerusalem date of an instant). */
export const parseCalendarDate = (value: string): O.Option<CalendarDate> =>
  O.map((moment: IsoMoment) => (moment.kind === 'date' ? moment.date : jerusalemDate(moment.epochMs)))(parseIsoMoment(value))

const midnightOf = (date: CalendarDate): number => instantOfWallClock(dayNumber(date) * DAY_MS)

/** §1 the first instant of a moment: a calendar day starts at Jerusalem midnight. */
export const startOf = (moment: IsoMoment): number => (moment.kind === 'instant' ? moment.epochMs : midnightOf(moment.date))

/** §1 the last instant of a moment: a calendar day lasts until the next Jerusalem midnight (exclusive). */
export const endOf = (moment: IsoMoment): number => (moment.kind === 'instant' ? moment.epochMs : midnightOf(addDays(moment.date, 1)) - 1)
