/**
 * §1 times use the Asia/Jerusalem zone: presentations are stored as epoch milliseconds and
 * shown as ISO 8601 with the zone's offset at that instant (+02:00 in winter, +03:00 in summer).
 */

export const JERUSALEM_TIME_ZONE = 'Asia/Jerusalem'

/** A calendar day in Jerusalem. */
export interface LocalDate {
  readonly year: number
  readonly month: number
  readonly day: number
}

/** A wall-clock time in Jerusalem, to the minute. */
export interface LocalDateTime extends LocalDate {
  readonly hour: number
  readonly minute: number
}

const MINUTE_MS = 60_000

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: JERUSALEM_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

const partsOf = (epochMs: number): LocalDateTime & { readonly second: number } => {
  const parts = new Map(formatter.formatToParts(new Date(epochMs)).map((p) => [p.type, Number(p.value)]))
  const part = (name: Intl.DateTimeFormatPartTypes): number => parts.get(name) ?? 0
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

/** §1 Jerusalem's wall-clock date and time at an instant. */
export const jerusalemDateTime = (epochMs: number): LocalDateTime => {
  const { year, month, day, hour, minute } = partsOf(epochMs)
  return { year, month, day, hour, minute }
}

/** §1 Jerusalem's offset from UTC in minutes at an instant (120 or 180). */
export const jerusalemOffsetMinutes = (epochMs: number): number => {
  const wholeSeconds = Math.floor(epochMs / 1000) * 1000
  const p = partsOf(wholeSeconds)
  return Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - wholeSeconds) / MINUTE_MS)
}

const pad = (value: number, width = 2): string => String(Math.abs(value)).padStart(width, '0')

/** §1 an instant as ISO 8601 in Jerusalem with its offset, e.g. 2025-07-01T20:30:00+03:00. */
export const toJerusalemIso = (epochMs: number): string => {
  const p = partsOf(epochMs)
  const offset = jerusalemOffsetMinutes(epochMs)
  const sign = offset < 0 ? '-' : '+'
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  )
}

/**
 * §1 the instant of a Jerusalem wall-clock time. Times inside the spring-forward gap (02:00–03:00
 * on the changeover night) resolve to the later offset; the demo schedules none there.
 */
export const fromJerusalemLocal = (local: LocalDateTime): number => {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute)
  const firstGuess = asUtc - jerusalemOffsetMinutes(asUtc) * MINUTE_MS
  return asUtc - jerusalemOffsetMinutes(firstGuess) * MINUTE_MS
}

/** §1 the Jerusalem calendar day `days` after `date` (negative goes back). */
export const addDays = (date: LocalDate, days: number): LocalDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() }
}

/** §1 day of the week of a Jerusalem calendar day: 0 Sunday … 5 Friday, 6 Saturday. */
export const weekday = (date: LocalDate): number => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay()
