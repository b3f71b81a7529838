import * as t from 'io-ts'
import { toJerusalemDate, toJerusalemDateTime } from './jerusalem-time'

/**
 * §1 a date-time in Asia/Jerusalem. Reads "2026-07-01T20:30:00" (local, no offset),
 * "2026-07-01 20:30", or any ISO time with an offset or Z; yields and writes canonical
 * ISO 8601 with the Jerusalem offset of that instant ("2026-07-01T20:30:00+03:00").
 */
export const JerusalemDateTime = new t.Type<string, string, unknown>(
  'Jerusalem date-time',
  (u): u is string => typeof u === 'string' && toJerusalemDateTime(u) === u,
  (u, c) => {
    const iso = typeof u === 'string' ? toJerusalemDateTime(u) : null
    return iso === null ? t.failure(u, c) : t.success(iso)
  },
  (a) => a,
)

/** §9 a calendar date, YYYY-MM-DD (a date-time on the wire gives its Jerusalem date). */
export const JerusalemDate = new t.Type<string, string, unknown>(
  'date (YYYY-MM-DD)',
  (u): u is string => typeof u === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(u) && toJerusalemDate(u) === u,
  (u, c) => {
    const date = typeof u === 'string' ? toJerusalemDate(u) : null
    return date === null ? t.failure(u, c) : t.success(date)
  },
  (a) => a,
)
