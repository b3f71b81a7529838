import type { Agorot } from '../money/money'

/**
 * §2 one line of an e-ticket: a seat (its section, row and seat; row and seat empty in general
 * admission) or a product of the order (its name and quantity), with the reference its QR code carries.
 */
export interface EDocumentTicket {
  readonly ticketIdentifier: string
  /** §2 what the QR code says: the ticket identifier signed by the box office, so a door scanner can tell it is genuine. */
  readonly reference: string
  readonly sectionName: string
  readonly rowName: string
  readonly seatName: string
  /** Set for a product line: the product's name (empty when the box office no longer knows it). */
  readonly productName?: string
  /** Places or units the line admits (1 for a seat). */
  readonly quantity: number
  /** Issue 14 a membership's seat: the show it is in (its seats span several presentations); absent on an event order's lines. */
  readonly featureName?: string
  readonly startDateTime?: string | null
}

/** Issue 14 the membership a document was bought as: what the member types as a ticket code, and its validity (YYYY-MM-DD). */
export interface EDocumentMembership {
  readonly name: string
  readonly memberNumber: string
  readonly validFrom: string | null
  readonly validUntil: string | null
}

/** Issue 14 §3 the enrolment a document was bought as: its season and rate, and whether it keeps one fixed seat. */
export interface EDocumentEnrolment {
  readonly seasonName: string
  readonly rateName: string
  readonly isFixedSeat: boolean
}

/**
 * §2 /edocument/{documentKey}: the electronic document of a reservation, for whoever holds its
 * key (the box office signs the key, so the reservation number alone does not open it). A
 * cancelled reservation (ResStateId 3) keeps its facts and has no tickets.
 */
export interface EDocument {
  readonly reservationIdentifier: string
  readonly resStateId: number
  readonly isUnpaid: boolean
  readonly featureName?: string
  readonly venueName?: string
  /** ISO 8601 with offset (Asia/Jerusalem); null for an untimed presentation. */
  readonly startDateTime: string | null
  /** §3 the customer's name as the reservation keeps it. */
  readonly customerName: string
  readonly tickets: readonly EDocumentTicket[]
  /** Issue 14 set when the reservation bought a membership: its member number and validity. */
  readonly membership?: EDocumentMembership
  /** Issue 14 §3 set when the reservation bought an enrolment (its lines name each event). */
  readonly enrolment?: EDocumentEnrolment
  /** Issue 14 the gift cards and vouchers a voucher order bought: each code (its QR carries it) and balance now. */
  readonly vouchers?: readonly EDocumentVoucher[]
  /** Issue 14 the receipt of a donation order: each cause, amount and quantity. */
  readonly donations?: readonly EDocumentDonation[]
  /** §5 the waiver: each age-limited voucher bought and its jumper's date of birth. */
  readonly waivers?: readonly EDocumentWaiver[]
  /**
   * §9 issue 15 the e-document grace minutes of the venue that sold it (its presentation's
   * business), by which its tickets stop admitting on any host; absent (an order of no
   * presentation): the grace of the venue the page is shown as.
   */
  readonly eDocumentGraceMinutes?: number
}

/** §5 a waiver on an e-document: the voucher's name and the date of birth (YYYY-MM-DD) its age check was made on. */
export interface EDocumentWaiver {
  readonly name: string
  readonly jumperDateOfBirth: string
}

/** Issue 14 a gift card or voucher on an e-document: whoever holds its code may spend its balance. */
export interface EDocumentVoucher {
  readonly code: string
  readonly name: string
  readonly isGiftCard: boolean
  readonly balance: Agorot
  /** ISO 8601 with offset (Asia/Jerusalem); null for never. */
  readonly expiresAt: string | null
}

/** Issue 14 a donation line of a receipt. */
export interface EDocumentDonation {
  readonly name: string
  /** Per unit. */
  readonly amount: Agorot
  readonly quantity: number
}
