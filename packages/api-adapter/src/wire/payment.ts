import type * as t from 'io-ts'
import type { CommitResult, VoucherBalance } from '@kartis/core'
import { CartCodec } from './cart'
import { JerusalemDateTime } from './date-codec'
import { Shekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { orError } from './result-codec'
import { LocaleCodec, WireBool, WireInt, WireString } from './scalars'
import { field, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §7 public ordering: the payment form, commit, hold payment and voucher balance. */

// ---- GET /payment/form/{locale} --------------------------------------------------------------

/** §7 GET /payment/form/{locale} query: ssn, total (shekels), locationId, authProfileId, businessId, recaptchaToken. */
export const PaymentFormParams = tolerantObject(
  'payment form params',
  { locale: LocaleCodec, ssn: WireString, total: Shekels, recaptchaToken: WireString },
  { locationId: WireInt, authProfileId: WireInt, businessId: WireInt },
)
export type PaymentFormParams = t.TypeOf<typeof PaymentFormParams>

/** §7 "returns paymentFormURL" (the card provider's form address). */
export const PaymentFormResponse = orError(wrapped('paymentFormURL', WireString))

// ---- POST /payment/commit --------------------------------------------------------------------

/**
 * §7 POST /payment/commit body: cart, miniSiteUrl, recaptchaToken; the producer-seats
 * variant adds mobileNumber and customerName.
 */
export const CommitBody = tolerantObject(
  'commit body',
  { cart: CartCodec, recaptchaToken: WireString },
  { miniSiteUrl: WireString, mobileNumber: WireString, customerName: WireString },
)
export type CommitBody = t.TypeOf<typeof CommitBody>

/** §7 reservationIdentifier, ticketIdentifiers; documentKey (designed): the signed key of its e-ticket. */
export const CommitResultCodec: t.Type<CommitResult, WireObject, unknown> = wireObject('commit result', {
  reservationIdentifier: field('reservationIdentifier', WireString),
  ticketIdentifiers: field('ticketIdentifiers', listOf(WireString)),
  documentKey: field('documentKey', WireString),
})

/** §7/§8 commit "returns reservationIdentifier, ticketIdentifiers, or error" (the error's text reaches the caller). */
export const CommitResponse = orError(CommitResultCodec)

// ---- POST /payment/{resId}/payment -----------------------------------------------------------

/** §7 POST /payment/{resId}/payment path. */
export const HoldPaymentParams = tolerantStruct({ resId: WireString }, 'hold payment params')
export type HoldPaymentParams = t.TypeOf<typeof HoldPaymentParams>

/** §7 hold payment body: cart, cartIdentifier, recaptchaToken. */
export const HoldPaymentBody = tolerantStruct(
  { cart: CartCodec, cartIdentifier: WireString, recaptchaToken: WireString },
  'hold payment body',
)
export type HoldPaymentBody = t.TypeOf<typeof HoldPaymentBody>

/** §7/§8 hold payment "returns reservationIdentifier", or an error as commit does. */
export const HoldPaymentResponse = orError(wrapped('reservationIdentifier', WireString))

// ---- GET /payment/voucher --------------------------------------------------------------------

/** §7 GET /payment/voucher query: reference, recaptchaToken. */
export const VoucherBalanceParams = tolerantStruct({ reference: WireString, recaptchaToken: WireString }, 'voucher params')
export type VoucherBalanceParams = t.TypeOf<typeof VoucherBalanceParams>

/** §7 payment (designed beyond balance): id, code (or reference), balance (shekels), isGiftCard, expiresAt. */
export const VoucherBalanceCodec: t.Type<VoucherBalance, WireObject, unknown> = wireObject('voucher balance', {
  id: field('id', WireInt),
  code: field('code', WireString, 'reference'),
  balance: field('balance', Shekels),
  isGiftCard: field('isGiftCard', withDefault(WireBool, false)),
  expiresAt: field('expiresAt', nullable(JerusalemDateTime)),
})

/** §7 "returns payment (balance)", or a §8 voucher error. */
export const VoucherBalanceResponse = orError(wrapped('payment', VoucherBalanceCodec))
