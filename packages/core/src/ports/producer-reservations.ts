import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'
import type { CalendarDate } from '../time/jerusalem-time'

/** §7 GET /PRES-live/v2/producerReservations search: any of these narrows it (all empty: the latest). */
export interface ProducerReservationSearch {
  /** A reservation number, a phone number or part of the customer's name. */
  readonly text: string
  readonly presentationId: number | null
  /** The presentation's day (Asia/Jerusalem). */
  readonly date: CalendarDate | null
}

/** §7 a reservation a producer sees (only of the businesses the staff user works for, §6). */
export interface ProducerReservation {
  readonly reservationIdentifier: string
  readonly resStateId: number
  readonly customerName: string
  readonly mobileNumber: string
  readonly quantity: number
  readonly amount: Agorot
  readonly presentationId: number
  readonly featureName: string
  readonly venueName: string
  /** ISO 8601 with offset; null for untimed presentations (§4). */
  readonly startDateTime: string | null
  readonly sectionName: string
  readonly rowNames: string
  readonly seatNames: string
  readonly isUnpaid: boolean
  /** ISO 8601 with offset. */
  readonly createdAt: string
  /** Issue 14 the partner integration the buyer came from (GET /integration); null: none. */
  readonly integrationId: string | null
  /** §9 what a producer cancel would keep and refund now (the fee rule stored at sale); null once cancelled. */
  readonly cancellation: { readonly fee: Agorot; readonly refund: Agorot } | null
}

/** §7 live area, permission 268 (§6): producer reservations, cancel (Reservations.producerCancel) and sending tickets again. */
export interface ProducerReservations {
  /** §7 GET /PRES-live/v2/producerReservations */
  search(search: ProducerReservationSearch): Promise<Result<readonly ProducerReservation[]>>
  /** §7 GET /PRES-live/v2/sendResAgain?resId=: the tickets again to the reservation's own mobile number. */
  sendAgain(reservationIdentifier: string): Promise<Result<void>>
  /** §7 POST /pres-live/sendTickets/{resId}: the tickets to another mobile number. */
  sendTickets(reservationIdentifier: string, mobileNumber: string): Promise<Result<void>>
}
