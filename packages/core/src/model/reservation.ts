import type { Agorot } from '../money/money'
import type { CancellationQuote } from '../pricing/cancellation-fee'

/** §4 reservation states; 3 is cancelled. */
export const ReservationState = { active: 1, paid: 2, cancelled: 3 } as const

/** §3 a reservation in the customer area or after a commit. */
export interface Reservation {
  readonly reservationIdentifier: string
  readonly resStateId: number
  readonly quantity: number
  readonly featureName?: string
  /** §3 where it takes place, printed on the e-ticket. */
  readonly venueName?: string
  readonly sectionName: string
  readonly rowNames: string
  readonly seatNames: string
  readonly isUnpaid: boolean
  /** ISO 8601 with offset. */
  readonly startDateTime: string | null
  readonly ticketIdentifiers?: readonly string[]
  /** §3 the customer's name as the reservation keeps it. */
  readonly customerName?: string
  /** §5 the customer's mobile number as shown (one beginning +972 is shown beginning 0). */
  readonly mobileNumber?: string
  /** §9 what the order cost as the box office keeps it: for an unpaid hold, what paying it takes (§7 hold payment). */
  readonly total?: Agorot
  /** §2 the key of its e-ticket (/edocument/{documentKey}), given to the reservation's own customer only. */
  readonly documentKey?: string
  /**
   * §6/§9 the customer-area cancellation the server would make now: its fee and refund; null
   * when the venue does not allow cancelling it online (customerAreaAllowEnableCancel).
   */
  readonly cancellation?: CancellationQuote | null
  /** §3/§7 issue 14 the partner integration the visitor came from (GET /integration), recorded at the commit. */
  readonly integrationId?: string
}
