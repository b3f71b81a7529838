import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import { ReservationState, type Reservation } from '../model/reservation'

/** Whatever holds a customer's reservations (the customer, the customer-area session). */
export interface HasReservations {
  readonly reservations: readonly Reservation[]
}

/** §4 whether a reservation is cancelled (ResStateId 3). */
export const isCancelled = (reservation: Pick<Reservation, 'resStateId'>): boolean => reservation.resStateId === ReservationState.cancelled

/** §4 a reservation once cancelled: ResStateId 3, quantity 0, no section, row or seat names, not unpaid. */
export const cancelledReservation = (reservation: Reservation): Reservation => ({
  ...reservation,
  resStateId: ReservationState.cancelled,
  quantity: 0,
  sectionName: '',
  rowNames: '',
  seatNames: '',
  isUnpaid: false,
})

/** §4 the outcome of a cancellation: the holder without the reservation, and the reservation as cancelled. */
export interface Cancellation<C extends HasReservations> {
  readonly holder: C
  readonly cancelled: Reservation
}

/**
 * §4 cancels a reservation (after the server agreed): it leaves the customer's list and is
 * returned cancelled. RESERVATION_NOT_FOUND when it is not in the list; NOTHING_TO_CANCEL when
 * it is already cancelled or has no tickets left.
 */
export const cancelReservation = <C extends HasReservations>(holder: C, reservationIdentifier: string): Result<Cancellation<C>> => {
  const reservation = holder.reservations.find((r) => r.reservationIdentifier === reservationIdentifier)
  if (reservation === undefined) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
  if (isCancelled(reservation) || reservation.quantity === 0) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier }))
  return E.right({
    holder: {
      ...holder,
      reservations: holder.reservations.filter((r) => r.reservationIdentifier !== reservationIdentifier),
    },
    cancelled: cancelledReservation(reservation),
  })
}
