import type {
  CommitRequest,
  CommitResult,
  HoldPaymentRequest,
  PaymentFormRequest,
  Payments,
  ProducerSeatsRequest,
  Result,
  VoucherBalance,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import { withoutCatalogueText } from '../wire/hebrew-error-messages'
import { paymentEndpoints } from '../wire/payment-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

const orUndefined = <A>(value: A | null): A | undefined => (value === null ? undefined : value)

/**
 * §8 a commit's refusal (a 4xx since issue 14, or an in-band error field) reaches the caller with
 * its code and params; the box office's Hebrew catalogue text is dropped, so the storefront says
 * the code in the visitor's language (a server text of its own, such as a card provider's, is kept).
 */
const commitAnswer = <A>(answer: Result<Result<A>>): Result<A> => E.mapLeft(withoutCatalogueText)(inBand(answer))

/**
 * §7 public ordering over HTTP: the card form, commit, producer seats, hold payment and voucher
 * balance. §8: an error field in an answer reaches the caller as the KartisError's
 * serverMessage; a failed request's text is the server message plus error; a commit's or hold
 * payment's refusal without the box office's catalogue text (commitAnswer).
 */
export class HttpPayments implements Payments {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /payment/form/{locale} with ssn, total (shekels), locationId, authProfileId, businessId, recaptchaToken. */
  paymentFormUrl(request: PaymentFormRequest): Promise<Result<string>> {
    return this.transport.withCaptcha(paymentEndpoints.paymentForm.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(
          paymentEndpoints.paymentForm,
          {
            locale: request.locale,
            ssn: request.ssn,
            total: request.total,
            recaptchaToken,
            locationId: orUndefined(request.locationId),
            authProfileId: orUndefined(request.authProfileId),
            businessId: orUndefined(request.businessId),
          },
          undefined,
        ),
      ),
    )
  }

  /** §7/§8 POST /payment/commit { cart, miniSiteUrl, recaptchaToken }: the reservation, or the refusal's code (commitAnswer). */
  commit(request: CommitRequest): Promise<Result<CommitResult>> {
    return this.transport.withCaptcha(paymentEndpoints.commit.name, async (recaptchaToken) =>
      commitAnswer(
        await this.transport.send(paymentEndpoints.commit, {}, { cart: request.cart, recaptchaToken, miniSiteUrl: request.miniSiteUrl }),
      ),
    )
  }

  /** §7 POST /payment/commit used to save producer seats: cart plus mobileNumber and customerName. */
  saveProducerSeats(request: ProducerSeatsRequest): Promise<Result<CommitResult>> {
    return this.transport.withCaptcha(paymentEndpoints.commit.name, async (recaptchaToken) =>
      commitAnswer(
        await this.transport.send(
          paymentEndpoints.commit,
          {},
          { cart: request.cart, recaptchaToken, mobileNumber: request.mobileNumber, customerName: request.customerName },
        ),
      ),
    )
  }

  /**
   * §7/§8 POST /payment/{resId}/payment { cart, cartIdentifier, recaptchaToken }: the reservation
   * identifier, or the refusal as a commit's (commitAnswer: a 4xx since issue 14, or an in-band error field).
   */
  payHold(request: HoldPaymentRequest): Promise<Result<string>> {
    return this.transport.withCaptcha(paymentEndpoints.holdPayment.name, async (recaptchaToken) =>
      commitAnswer(
        await this.transport.send(
          paymentEndpoints.holdPayment,
          { resId: request.resId },
          { cart: request.cart, cartIdentifier: request.cartIdentifier, recaptchaToken },
        ),
      ),
    )
  }

  /** §7 GET /payment/voucher?reference&recaptchaToken: the voucher's or gift card's balance. */
  voucherBalance(reference: string): Promise<Result<VoucherBalance>> {
    return this.transport.withCaptcha(paymentEndpoints.voucherBalance.name, async (recaptchaToken) =>
      inBand(await this.transport.send(paymentEndpoints.voucherBalance, { reference, recaptchaToken }, undefined)),
    )
  }
}
