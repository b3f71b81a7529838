import type { Result } from '../errors/error-codes'
import type { Cart } from '../model/cart'
import type { Reservation } from '../model/reservation'

/** §7 POST /reservations/{id}/cancel body in domain terms. */
export interface CancellationRequest {
  readonly reservationIdentifier: string
  /** Identifiers of the tickets (or items) to cancel; all of the reservation's when it is cancelled whole. */
  readonly itemsToCancel: readonly string[]
  /** Refund as credit for a later purchase rather than to the payment method (§8 BALANCE_IS_DUE). */
  readonly refundToTransactionCredit: boolean
}

/** §7 public ordering and customer area: reservations after the order. */
export interface Reservations {
  /** §7 GET /reservations/{resId} */
  reservation(resId: string): Promise<Result<Reservation>>
  /** §7 POST /cart: keeps the visitor's cart on the server (route /cart/{resId} brings it back). */
  saveCart(cart: Cart): Promise<Result<void>>
  /** §7 POST /reservations/{id}/cancel (also the customer-area variant); §8 customer-area codes on failure. */
  cancel(request: CancellationRequest): Promise<Result<void>>
  /** §7 POST /reservations/{id}/producerCancel: the server decides whether the producer may (§6). */
  producerCancel(reservationIdentifier: string): Promise<Result<void>>
}
