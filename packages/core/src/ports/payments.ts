import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'
import type { Cart } from '../model/cart'
import type { VoucherBalance } from '../model/voucher'
import type { Locale } from '../validation/locale'

/** §7 GET /payment/form/{locale}: what the card provider's form is opened for. */
export interface PaymentFormRequest {
  readonly locale: Locale
  /** The payer's ID number. */
  readonly ssn: string
  /** §9 the balance due. */
  readonly total: Agorot
  readonly locationId: number | null
  readonly authProfileId: number | null
  readonly businessId: number | null
}

/** §7 POST /payment/commit body in domain terms. */
export interface CommitRequest {
  readonly cart: Cart
  readonly miniSiteUrl?: string
}

/** §7 what a successful commit returns: the reservation and its tickets. */
export interface CommitResult {
  readonly reservationIdentifier: string
  readonly ticketIdentifiers: readonly string[]
  /** §2 the signed key of its e-ticket (/edocument/{documentKey}), told to whoever ordered it (and sent by SMS). */
  readonly documentKey: string
}

/** §7 POST /payment/commit used by a producer to save seats for a named customer. */
export interface ProducerSeatsRequest {
  readonly cart: Cart
  readonly mobileNumber: string
  readonly customerName: string
}

/** §7 POST /payment/{resId}/payment: paying a hold (unpaid) reservation. */
export interface HoldPaymentRequest {
  readonly resId: string
  readonly cart: Cart
  readonly cartIdentifier: string
}

/**
 * §7 public ordering: taking the money. Failures carry the server's text (§8: server
 * message plus error, each defaulting to 'Error') in KartisError.serverMessage.
 */
export interface Payments {
  /** §7 GET /payment/form/{locale}: the address of the card provider's form. */
  paymentFormUrl(request: PaymentFormRequest): Promise<Result<string>>
  /** §7 POST /payment/commit */
  commit(request: CommitRequest): Promise<Result<CommitResult>>
  /** §7 POST /payment/commit (producer seats variant). */
  saveProducerSeats(request: ProducerSeatsRequest): Promise<Result<CommitResult>>
  /** §7 POST /payment/{resId}/payment: returns the reservation identifier. */
  payHold(request: HoldPaymentRequest): Promise<Result<string>>
  /** §7 GET /payment/voucher: the balance of a voucher or gift card by its reference. */
  voucherBalance(reference: string): Promise<Result<VoucherBalance>>
}
