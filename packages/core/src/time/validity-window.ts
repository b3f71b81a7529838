import * as O from 'fp-ts/Option'
import { pipe } from 'fp-ts/function'
import { endOf, parseIsoMoment, startOf } from './jerusalem-time'

/**
 * Start and end dates of members and vouchers against `now` (epoch milliseconds from the
 * Clock port). A date-only value is a whole Asia/Jerusalem day: a start date opens at that
 * day's midnight, an end date lasts until the day is over. A date-time without offset is
 * Jerusalem wall-clock time; one with an offset is an instant. A value that does not parse
 * limits nothing: the server checks again when the order is committed.
 */

/** §3 member/voucher start date: true while `start` is still in the future at `now`. */
export const startsAfter = (start: string, now: number): boolean =>
  pipe(
    parseIsoMoment(start),
    O.exists((moment) => startOf(moment) > now),
  )

/** §3 member/voucher end date: true once `end` is over at `now` (a date-only end lasts the whole day). */
export const endedBefore = (end: string, now: number): boolean =>
  pipe(
    parseIsoMoment(end),
    O.exists((moment) => endOf(moment) < now),
  )
