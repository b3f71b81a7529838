import type * as t from 'io-ts'
import type {
  EDocument,
  EDocumentDonation,
  EDocumentEnrolment,
  EDocumentMembership,
  EDocumentTicket,
  EDocumentVoucher,
  EDocumentWaiver,
} from '@kartis/core'
import { Shekels } from './money-codec'
import { JerusalemDate, JerusalemDateTime } from './date-codec'
import { listOf, nullable, withDefault } from './optionality'
import { WireBool, WireInt, WireString } from './scalars'
import { field, optionalField, optionalNullableField, tolerantStruct, wireObject, type WireObject } from './tolerant-keys'

/** §2 /edocument/{documentKey}: the e-ticket by its signed key (designed, beside §7's calls). */

// ---- GET /edocuments/{documentKey} ------------------------------------------------------------

/** The path: the signed key the confirmation SMS and page link to. */
export const EDocumentParams = tolerantStruct({ documentKey: WireString }, 'edocument params')
export type EDocumentParams = t.TypeOf<typeof EDocumentParams>

/**
 * §2 an e-ticket line: TicketIdentifier, Reference (what its QR code carries), SectionName,
 * RowName, SeatName, Quantity; ProductName for a product line.
 */
export const EDocumentTicketCodec: t.Type<EDocumentTicket, WireObject, unknown> = wireObject('e-ticket line', {
  ticketIdentifier: field('TicketIdentifier', WireString),
  reference: field('Reference', WireString),
  sectionName: field('SectionName', withDefault(WireString, '')),
  rowName: field('RowName', withDefault(WireString, '')),
  seatName: field('SeatName', withDefault(WireString, '')),
  productName: optionalField('ProductName', WireString),
  quantity: field('Quantity', withDefault(WireInt, 1)),
  // Issue 14 a membership's seat names its show.
  featureName: optionalField('FeatureName', WireString),
  startDateTime: optionalNullableField('StartDateTime', JerusalemDateTime),
})

/** Issue 14 the membership of a document: Name, MemberNumber, ValidFrom and ValidUntil (YYYY-MM-DD). */
export const EDocumentMembershipCodec: t.Type<EDocumentMembership, WireObject, unknown> = wireObject('e-document membership', {
  name: field('Name', WireString),
  memberNumber: field('MemberNumber', WireString),
  validFrom: field('ValidFrom', nullable(JerusalemDate)),
  validUntil: field('ValidUntil', nullable(JerusalemDate)),
})

/** Issue 14 §3 the enrolment of a document: SeasonName, RateName, IsFixedSeat. */
export const EDocumentEnrolmentCodec: t.Type<EDocumentEnrolment, WireObject, unknown> = wireObject('e-document enrolment', {
  seasonName: field('SeasonName', WireString),
  rateName: field('RateName', WireString),
  isFixedSeat: field('IsFixedSeat', withDefault(WireBool, false)),
})

/** Issue 14 a gift card or voucher bought: Code, Name, IsGiftCard, Balance (shekels), ExpiresAt (Jerusalem). */
export const EDocumentVoucherCodec: t.Type<EDocumentVoucher, WireObject, unknown> = wireObject('e-document voucher', {
  code: field('Code', WireString),
  name: field('Name', withDefault(WireString, '')),
  isGiftCard: field('IsGiftCard', withDefault(WireBool, false)),
  balance: field('Balance', Shekels),
  expiresAt: field('ExpiresAt', nullable(JerusalemDateTime)),
})

/** Issue 14 a donation on a receipt: Name, Amount (shekels, per unit), Quantity. */
export const EDocumentDonationCodec: t.Type<EDocumentDonation, WireObject, unknown> = wireObject('e-document donation', {
  name: field('Name', withDefault(WireString, '')),
  amount: field('Amount', Shekels),
  quantity: field('Quantity', withDefault(WireInt, 1)),
})

/** §5 a waiver on an e-document: Name (the voucher's), JumperDateOfBirth (YYYY-MM-DD). */
export const EDocumentWaiverCodec: t.Type<EDocumentWaiver, WireObject, unknown> = wireObject('e-document waiver', {
  name: field('Name', withDefault(WireString, '')),
  jumperDateOfBirth: field('JumperDateOfBirth', JerusalemDate),
})

/**
 * §2 the e-ticket: ReservationIdentifier, ResStateId (3: cancelled, no tickets), IsUnpaid,
 * FeatureName and VenueName when known, StartDateTime (Jerusalem), CustomerName, Tickets; (issue 14)
 * Vouchers bought and the Donations of a receipt; (§5) the Waivers' jumpers; (issue 15) the selling
 * venue's EDocumentGraceMinutes.
 */
export const EDocumentCodec: t.Type<EDocument, WireObject, unknown> = wireObject('e-ticket', {
  reservationIdentifier: field('ReservationIdentifier', WireString),
  resStateId: field('ResStateId', WireInt),
  isUnpaid: field('IsUnpaid', withDefault(WireBool, false)),
  featureName: optionalField('FeatureName', WireString),
  venueName: optionalField('VenueName', WireString),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
  customerName: field('CustomerName', withDefault(WireString, '')),
  tickets: field('Tickets', listOf(EDocumentTicketCodec)),
  membership: optionalField('Membership', EDocumentMembershipCodec),
  enrolment: optionalField('Enrolment', EDocumentEnrolmentCodec),
  vouchers: optionalField('Vouchers', listOf(EDocumentVoucherCodec)),
  donations: optionalField('Donations', listOf(EDocumentDonationCodec)),
  waivers: optionalField('Waivers', listOf(EDocumentWaiverCodec)),
  eDocumentGraceMinutes: optionalField('EDocumentGraceMinutes', WireInt),
})

/** The answer: the e-ticket; a key the box office did not issue is HTTP 404 NOT_FOUND, the same for every such key. */
export const EDocumentResponse = EDocumentCodec
