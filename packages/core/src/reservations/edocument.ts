import type { EDocument, EDocumentTicket } from '../model/edocument'
import type { Reservation } from '../model/reservation'
import type { VenueSettings } from '../venues/venue-settings'
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

/**
 * §9 issue 15 an e-document carries the e-document grace minutes of the venue that sold it (its
 * presentation's business), so its tickets stop admitting by that venue's rule on any host; with
 * no seller (an order of no presentation) it carries none and the page's venue's grace applies.
 */
export const withSellingVenueGrace = (edocument: EDocument, seller: Pick<VenueSettings, 'eDocumentGraceMinutes'> | null): EDocument =>
  seller === null ? edocument : { ...edocument, eDocumentGraceMinutes: seller.eDocumentGraceMinutes }
