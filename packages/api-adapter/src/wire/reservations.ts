import type * as t from 'io-ts'
import { ZERO } from '@kartis/core'
import type { CancellationOutcome, CancellationQuote, Reservation, VoucherHistoryEntry, VoucherReplacement } from '@kartis/core'
import { JerusalemDateTime } from './date-codec'
import { Shekels, SignedShekels } from './money-codec'
import { listOf, nullable, withDefault } from './optionality'
import { Acknowledgement, orError } from './result-codec'
import { WireBool, WireInt, WireString } from './scalars'
import { field, optionalField, optionalNullableField, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §7 reservations after the order: look-up, cancel, producer cancel, system vouchers. */

// ---- GET /reservations/{resId} ---------------------------------------------------------------

/** §7 GET /reservations/{resId} path and its uuid param. */
export const ReservationParams = tolerantStruct({ resId: WireString, uuid: WireString }, 'reservation params')
export type ReservationParams = t.TypeOf<typeof ReservationParams>

/** §9 the fee and refund a customer-area cancellation would make now (designed): Fee, Refund in shekels. */
export const CancellationQuoteCodec: t.Type<CancellationQuote, WireObject, unknown> = wireObject('cancellation quote', {
  fee: field('Fee', Shekels),
  refund: field('Refund', Shekels),
})

/**
 * §3 reservation: ReservationIdentifier, ResStateId, Quantity, SectionName, RowNames,
 * SeatNames, IsUnpaid, StartDateTime (Jerusalem); FeatureName, VenueName and TicketIdentifiers when sent.
 * Total (shekels) when sent: what it cost, for an unpaid hold what paying it takes. In the customer area also DocumentKey (its e-ticket) and Cancellation: the quote, or null when
 * the venue does not allow cancelling online (absent: not said).
 */
export const ReservationCodec: t.Type<Reservation, WireObject, unknown> = wireObject('Reservation', {
  reservationIdentifier: field('ReservationIdentifier', WireString),
  resStateId: field('ResStateId', WireInt),
  quantity: field('Quantity', withDefault(WireInt, 0)),
  featureName: optionalField('FeatureName', WireString),
  venueName: optionalField('VenueName', WireString),
  sectionName: field('SectionName', withDefault(WireString, '')),
  rowNames: field('RowNames', withDefault(WireString, '')),
  seatNames: field('SeatNames', withDefault(WireString, '')),
  isUnpaid: field('IsUnpaid', withDefault(WireBool, false)),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  ticketIdentifiers: optionalField('TicketIdentifiers', listOf(WireString)),
  customerName: optionalField('CustomerName', WireString),
  mobileNumber: optionalField('MobileNumber', WireString),
  total: optionalField('Total', Shekels),
  documentKey: optionalField('DocumentKey', WireString),
  cancellation: optionalNullableField('Cancellation', CancellationQuoteCodec),
  integrationId: optionalField('IntegrationId', WireString),
})

/** §7 GET /reservations/{resId} answer (designed): the reservation in PascalCase, or an error. */
export const ReservationResponse = orError(ReservationCodec)

// ---- POST /reservations/{id}/cancel, /producerCancel ----------------------------------------

/** §7 cancel and producerCancel path: the reservation identifier. */
export const ReservationIdParams = tolerantStruct({ id: WireString }, 'reservation id params')
export type ReservationIdParams = t.TypeOf<typeof ReservationIdParams>

/** §7 cancel body: itemsToCancel (ticket identifiers), refundToTransactionCredit. */
export const CancelBody = tolerantStruct(
  { itemsToCancel: listOf(WireString), refundToTransactionCredit: withDefault(WireBool, false) },
  'cancel body',
)
export type CancelBody = t.TypeOf<typeof CancelBody>

/** §7/§9 what a cancellation did (designed): Fee, Refund (shekels) and CreditCode, the transaction credit's code or null. */
export const CancellationOutcomeCodec: t.Type<CancellationOutcome, WireObject, unknown> = wireObject('cancellation', {
  fee: field('Fee', withDefault(Shekels, ZERO)),
  refund: field('Refund', withDefault(Shekels, ZERO)),
  creditCode: field('CreditCode', nullable(WireString)),
})

const NOTHING_SAID: CancellationOutcome = { fee: ZERO, refund: ZERO, creditCode: null }

/**
 * §7 cancel "returns data or error": `{ data: { Fee, Refund, CreditCode } }`, the credit's code
 * told to whoever cancelled; an answer without data (`{ success: true }`) said nothing of a
 * credit. Errors are §8 customer-area codes.
 */
export const CancelResponse = orError(wrapped('data', withDefault(CancellationOutcomeCodec, NOTHING_SAID)))

/** §7 producerCancel "returns success or err". */
export const ProducerCancelResponse = Acknowledgement

// ---- system vouchers ------------------------------------------------------------------------

/** §7 GET /system-vouchers/{ref}/history path. */
export const SystemVoucherHistoryParams = tolerantStruct({ ref: WireString }, 'voucher history params')
export type SystemVoucherHistoryParams = t.TypeOf<typeof SystemVoucherHistoryParams>

/** §7 a history line (designed): DateTime, Description, Amount (shekels, signed), ReservationIdentifier. */
export const VoucherHistoryEntryCodec: t.Type<VoucherHistoryEntry, WireObject, unknown> = wireObject('voucher history entry', {
  dateTime: field('DateTime', JerusalemDateTime),
  description: field('Description', withDefault(WireString, '')),
  amount: field('Amount', SignedShekels),
  reservationIdentifier: field('ReservationIdentifier', nullable(WireString)),
})

/** §7 "returns history". */
export const SystemVoucherHistoryResponse = orError(wrapped('history', listOf(VoucherHistoryEntryCodec)))

/** §7 cancel and replacement path: the voucher reference. */
export const SystemVoucherParams = tolerantStruct({ voucherReference: WireString }, 'system voucher params')
export type SystemVoucherParams = t.TypeOf<typeof SystemVoucherParams>

/** §7 cancel and replacement body: reservationIdentifier. */
export const SystemVoucherBody = tolerantStruct({ reservationIdentifier: WireString }, 'system voucher body')
export type SystemVoucherBody = t.TypeOf<typeof SystemVoucherBody>

/** §7 system voucher cancel answer (not shown): success or a §8 system-voucher code. */
export const SystemVoucherCancelResponse = Acknowledgement

/** §7 replacement "returns IsForReplacement, StartDate, EndDate, DateTimeCreated" (Jerusalem date-times). */
export const VoucherReplacementCodec: t.Type<VoucherReplacement, WireObject, unknown> = wireObject('voucher replacement', {
  isForReplacement: field('IsForReplacement', WireBool),
  startDate: field('StartDate', nullable(JerusalemDateTime)),
  endDate: field('EndDate', nullable(JerusalemDateTime)),
  dateTimeCreated: field('DateTimeCreated', nullable(JerusalemDateTime)),
})

/** §7 replacement answer, or a §8 system-voucher code. */
export const SystemVoucherReplacementResponse = orError(VoucherReplacementCodec)
