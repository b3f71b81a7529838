import { jerusalemDateTime, parseIsoMoment, startOf, type LocalDateTime } from '@kartis/core'
import * as O from 'fp-ts/Option'

/**
 * §1 Jerusalem's wall clock of a moment, without a formatting library: the event list's store groups
 * showtimes by day with it before the first render, so it stays out of dayjs's chunk (issue 16 §1 the
 * first route). Texts in the visitor's language are `jerusalem-dates.ts`'s.
 */

/** Jerusalem's wall clock at a moment (a time without offset is Jerusalem time); none when unreadable. */
export const wallClockOf = (isoMoment: string): O.Option<LocalDateTime> => {
  const moment = parseIsoMoment(isoMoment)
  const epochMs = O.isSome(moment) ? startOf(moment.value) : Date.parse(isoMoment)
  return Number.isFinite(epochMs) ? O.some(jerusalemDateTime(epochMs)) : O.none
}

const two = (value: number): string => String(value).padStart(2, '0')

/** §1 the Jerusalem calendar day of a moment, 'YYYY-MM-DD' (§9 the default date format): the key days are grouped by. */
export const jerusalemDayKey = (isoMoment: string): string =>
  O.match(
    () => 'Invalid Date',
    (w: LocalDateTime) => `${String(w.year).padStart(4, '0')}-${two(w.month)}-${two(w.day)}`,
  )(wallClockOf(isoMoment))

/** §1 a start time in Jerusalem time, 24-hour 'HH:mm' in every locale. */
export const formatTime = (isoMoment: string): string =>
  O.match(
    () => 'Invalid Date',
    (w: LocalDateTime) => `${two(w.hour)}:${two(w.minute)}`,
  )(wallClockOf(isoMoment))
