import type { Result } from '../errors/error-codes'
import type { EDocument } from '../model/edocument'
import type { Reservation } from '../model/reservation'
import type { Agorot } from '../money/money'

/** §7 POST /reservations/{id}/cancel body in domain terms. */
export interface CancellationRequest {
  readonly reservationIdentifier: string
  /** Identifiers of the tickets (or items) to cancel; all of the reservation's when it is cancelled whole. */
  readonly itemsToCancel: readonly string[]
  /** Refund as credit for a later purchase rather than to the payment method (§8 BALANCE_IS_DUE). */
  readonly refundToTransactionCredit: boolean
}

/**
 * §7/§9 what a cancellation did: the fee kept, the refund, and the code of the transaction
 * credit the refund became (null when none). The code is what spends the credit: it is told
 * only to whoever cancelled (and sent to the customer), never derived from the reservation.
 */
export interface CancellationOutcome {
  readonly fee: Agorot
  readonly refund: Agorot
  readonly creditCode: string | null
}

/** §7 public ordering and customer area: reservations after the order. */
export interface Reservations {
  /** §7 GET /reservations/{resId} */
  reservation(resId: string): Promise<Result<Reservation>>
  /**
   * §2 /edocument/{documentKey}: the e-ticket of the reservation the key was issued for, to anyone
   * holding the key (no visitor or login needed). NOT_FOUND, saying nothing more, for a key the
   * box office did not issue (forged, altered or unknown).
   */
  edocument(documentKey: string): Promise<Result<EDocument>>
  /** §7 POST /reservations/{id}/cancel (also the customer-area variant); §8 customer-area codes on failure. */
  cancel(request: CancellationRequest): Promise<Result<CancellationOutcome>>
  /** §7 POST /reservations/{id}/producerCancel: the server decides whether the producer may (§6). */
  producerCancel(reservationIdentifier: string): Promise<Result<void>>
}
