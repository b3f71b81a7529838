import { formatCalendarDate, formatJerusalemDateTime, parseCalendarDate, parseIsoMoment } from '@kartis/core'
import * as O from 'fp-ts/Option'

/**
 * §1 "times use the Asia/Jerusalem zone". Box-office servers send local times without an
 * offset ("2026-07-01T20:30:00", "2026-07-01 20:30"); the domain keeps ISO 8601 with the
 * offset in force at that moment (+03:00 in summer, +02:00 in winter). The conversion (and its
 * rules for the hour skipped in spring and the hour repeated in autumn) is the core's; the wire
 * adds only what it accepts: a date-time must have a time, and its year must be one whose
 * offsets are whole minutes.
 */

/** Years a wire date-time may have: before 1920 the zone had offsets with seconds (local mean time). */
const FIRST_YEAR = 1920
const LAST_YEAR = 2999

const inWireYears = (iso: string): boolean => {
  const year = Number(iso.slice(0, 4))
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

/** §1 reads a wire date-time (local Jerusalem time, or with an offset or Z) into canonical Jerusalem ISO; null if unreadable. */
export const toJerusalemDateTime = (text: string): string | null => {
  const moment = parseIsoMoment(text)
  if (O.isNone(moment) || moment.value.kind !== 'instant' || !inWireYears(text.trim())) return null
  const iso = formatJerusalemDateTime(moment.value.epochMs)
  return inWireYears(iso) ? iso : null
}

/**
 * §9 reads a wire date (YYYY-MM-DD, or a date-time whose Jerusalem date is meant) into
 * YYYY-MM-DD; null if unreadable.
 */
export const toJerusalemDate = (text: string): string | null => O.toNullable(O.map(formatCalendarDate)(parseCalendarDate(text)))
