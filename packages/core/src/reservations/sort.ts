import * as O from 'fp-ts/Option'
import type { Ord } from 'fp-ts/Ord'
import type { Reservation } from '../model/reservation'
import { parseIsoMoment, startOf } from '../time/jerusalem-time'

const startInstant = (reservation: Reservation): number | null =>
  reservation.startDateTime === null ? null : O.toNullable(O.map(startOf)(parseIsoMoment(reservation.startDateTime)))

/**
 * §4 reservation order: unpaid first; then by start descending (latest first), those without a
 * (readable) start last; then by reservation identifier, so that the order is total.
 */
export const compareReservations = (a: Reservation, b: Reservation): -1 | 0 | 1 => {
  if (a.isUnpaid !== b.isUnpaid) return a.isUnpaid ? -1 : 1
  const startA = startInstant(a)
  const startB = startInstant(b)
  if (startA !== startB) {
    if (startA === null) return 1
    if (startB === null) return -1
    return startA > startB ? -1 : 1
  }
  return a.reservationIdentifier < b.reservationIdentifier ? -1 : a.reservationIdentifier > b.reservationIdentifier ? 1 : 0
}

/** §4 the reservation order as an fp-ts Ord. */
export const reservationOrd: Ord<Reservation> = {
  equals: (a, b) => compareReservations(a, b) === 0,
  compare: compareReservations,
}

/** §4 the customer's reservations sorted: unpaid first, then start date descending, undated last. */
export const sortReservations = (reservations: readonly Reservation[]): readonly Reservation[] =>
  [...reservations].sort(compareReservations)
