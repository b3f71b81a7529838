/**
 * §1 "times use the Asia/Jerusalem zone". Box-office servers send local times without
 * an offset ("2026-07-01T20:30:00", "2026-07-01 20:30"); the domain keeps ISO 8601 with
 * the offset in force at that moment (+03:00 in summer, +02:00 in winter). The offsets
 * come from the platform's time-zone data (Intl), so future rule changes follow it.
 *
 * A local time skipped by the spring switch (02:30 on the day clocks jump to 03:00) is
 * moved forward by the jump (03:30+03:00); a local time that happens twice in autumn
 * (01:30) is the first one, still in summer time (+03:00). An explicit offset on the
 * wire decides the instant by itself.
 */

const ZONE = 'Asia/Jerusalem'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Years a date-time may have: before 1920 the zone had offsets with seconds (local mean time). */
const FIRST_YEAR = 1920
const LAST_YEAR = 2999

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/

interface WireDateTime {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  readonly millisecond: number
  readonly hasTime: boolean
  /** Minutes east of UTC, when the wire said. */
  readonly offsetMinutes: number | null
}

const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31

const parseOffset = (text: string | undefined): number | null | undefined => {
  if (text === undefined) return null
  if (text === 'Z') return 0
  const digits = text.slice(1).replace(':', '')
  const hours = Number(digits.slice(0, 2))
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0
  if (hours > 14 || minutes > 59) return undefined
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes)
}

const parse = (text: string): WireDateTime | null => {
  const m = DATE_TIME.exec(text.trim())
  if (m === null) return null
  const [, y, mo, d, h, mi, s, fraction, offset] = m
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const hour = Number(h ?? '0')
  const minute = Number(mi ?? '0')
  const second = Number(s ?? '0')
  const millisecond = Math.floor(Number(`0.${fraction ?? '0'}`) * 1000)
  const offsetMinutes = parseOffset(offset)
  if (offsetMinutes === undefined || (h === undefined && offset !== undefined)) return null
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null
  if (hour > 23 || minute > 59 || second > 59) return null
  return { year, month, day, hour, minute, second, millisecond, hasTime: h !== undefined, offsetMinutes }
}

/** The wall-clock fields read as if they were UTC, in ms. */
const wallClockMs = (f: Pick<WireDateTime, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'millisecond'>): number => {
  const date = new Date(0)
  date.setUTCFullYear(f.year, f.month - 1, f.day)
  date.setUTCHours(f.hour, f.minute, f.second, f.millisecond)
  return date.getTime()
}

let formatter: Intl.DateTimeFormat | undefined
const zoneFormatter = (): Intl.DateTimeFormat =>
  (formatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }))

/** §1 minutes Asia/Jerusalem is ahead of UTC at an instant (+180 in summer, +120 in winter). */
export const jerusalemOffsetMinutes = (epochMs: number): number => {
  const parts = zoneFormatter().formatToParts(new Date(epochMs))
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? '0')
  const local = wallClockMs({
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
    millisecond: 0,
  })
  const wholeSecond = Math.floor(epochMs / 1000) * 1000
  return Math.round((local - wholeSecond) / MINUTE)
}

/** The instant of a Jerusalem wall-clock time, with the gap and overlap rules above. */
const instantOfLocal = (localMs: number): number => {
  const before = jerusalemOffsetMinutes(localMs - DAY)
  const after = jerusalemOffsetMinutes(localMs + DAY)
  const valid = [before, after]
    .filter((offset) => jerusalemOffsetMinutes(localMs - offset * MINUTE) === offset)
    .sort((a, b) => b - a)
  // No valid offset: the time was skipped; reading it with the earlier offset moves it past the jump.
  return localMs - (valid[0] ?? before) * MINUTE
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0')

/** §1 an instant as canonical ISO 8601 in Jerusalem: YYYY-MM-DDTHH:mm:ss[.SSS]±HH:MM. */
export const formatJerusalemDateTime = (epochMs: number): string => {
  const offset = jerusalemOffsetMinutes(epochMs)
  const local = new Date(epochMs + offset * MINUTE)
  const ms = local.getUTCMilliseconds()
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}` +
    `${ms === 0 ? '' : `.${pad(ms, 3)}`}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  )
}

const instantOf = (f: WireDateTime): number => {
  const wall = wallClockMs(f)
  return f.offsetMinutes === null ? instantOfLocal(wall) : wall - f.offsetMinutes * MINUTE
}

/** §1 reads a wire date-time (local Jerusalem time, or with an offset or Z) into canonical Jerusalem ISO; null if unreadable. */
export const toJerusalemDateTime = (text: string): string | null => {
  const f = parse(text)
  if (f === null || !f.hasTime || f.year < FIRST_YEAR || f.year > LAST_YEAR) return null
  const instant = instantOf(f)
  if (!Number.isFinite(instant)) return null
  const iso = formatJerusalemDateTime(instant)
  const year = Number(iso.slice(0, 4))
  return year < FIRST_YEAR || year > LAST_YEAR ? null : iso
}

/**
 * §9 reads a wire date (YYYY-MM-DD, or a date-time whose Jerusalem date is meant) into
 * YYYY-MM-DD; null if unreadable.
 */
export const toJerusalemDate = (text: string): string | null => {
  const f = parse(text)
  if (f === null) return null
  if (f.offsetMinutes === null) return `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`
  const iso = toJerusalemDateTime(text)
  return iso === null ? null : iso.slice(0, 10)
}
