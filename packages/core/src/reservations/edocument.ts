import type { EDocument, EDocumentTicket } from '../model/edocument'
import type { Reservation } from '../model/reservation'
import { isCancelled } from './cancel'

/**
 * §2 the e-ticket of a reservation: its show, time, venue and customer, and its tickets while
 * it stands; a cancelled reservation (§4 ResStateId 3) keeps its facts and shows no ticket, so
 * its page has no QR code to get through a door with.
 */
export const edocumentOf = (reservation: Reservation, tickets: readonly EDocumentTicket[]): EDocument => ({
  reservationIdentifier: reservation.reservationIdentifier,
  resStateId: reservation.resStateId,
  isUnpaid: reservation.isUnpaid,
  ...(reservation.featureName === undefined ? {} : { featureName: reservation.featureName }),
  ...(reservation.venueName === undefined ? {} : { venueName: reservation.venueName }),
  startDateTime: reservation.startDateTime,
  customerName: reservation.customerName ?? '',
  tickets: isCancelled(reservation) ? [] : tickets,
})
