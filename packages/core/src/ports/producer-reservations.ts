import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'

/** §7 a reservation a producer sees for a presentation. */
export interface ProducerReservation {
  readonly reservationIdentifier: string
  readonly resStateId: number
  readonly customerName: string
  readonly mobileNumber: string
  readonly quantity: number
  readonly amount: Agorot
  readonly sectionName: string
  readonly rowNames: string
  readonly seatNames: string
  readonly isUnpaid: boolean
  /** ISO 8601 with offset. */
  readonly createdAt: string
}

/** §7 live (producer) area, permission 268 (§6): producer reservations, sending them again. */
export interface ProducerReservations {
  /** §7 GET /PRES-live/v2/producerReservations */
  producerReservations(presentationId: number): Promise<Result<readonly ProducerReservation[]>>
  /** §7 GET /PRES-live/v2/sendResAgain?resId= */
  sendReservationAgain(resId: string): Promise<Result<void>>
  /** §7 POST /pres-live/sendTickets/{resId}: sends the tickets to a mobile number. */
  sendTickets(resId: string, mobileNumber: string): Promise<Result<void>>
}
