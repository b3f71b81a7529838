import * as O from 'fp-ts/Option'
import { parseIsoMoment, startOf } from '../time/jerusalem-time'

const MINUTE_MS = 60_000

/**
 * §9 (issue 15) whether a ticket no longer admits on its e-document: its presentation started more
 * than the venue's grace minutes ago (0 by default: from the start). An open date (null) or a
 * time that cannot be read never passes, so a ticket is never withdrawn by mistake.
 */
export const isPastForEDocument = (startDateTime: string | null | undefined, graceMinutes: number, nowMs: number): boolean => {
  if (startDateTime === null || startDateTime === undefined) return false
  const moment = parseIsoMoment(startDateTime)
  return O.isSome(moment) && nowMs > startOf(moment.value) + graceMinutes * MINUTE_MS
}
