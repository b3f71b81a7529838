import type { Agorot, CancellationFeeRule, Enrollee, Reservation, Result, SaleLine, TicketReferencePair } from '@kartis/core'
import type { PresentationSeatKey } from './seat-inventory'

/** §3 the customer details a reservation keeps. */
export interface ReservationCustomer {
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly mobileNumber: string
  readonly ssn: string
}

/** §3 a seat sold in a new reservation: it must hold a valid lock of the reservation's uuid. */
export interface ReservedSeat extends PresentationSeatKey {
  readonly ticketId: number
  readonly pricePolicyId: number
  readonly amount: Agorot
  readonly serviceCharge: Agorot
  /** Issue 13 the ticket reference it is sold under (its option's quota checked in the same transaction); absent or null: none. */
  readonly references?: TicketReferencePair | null
}

/** §3 a product line of a new reservation. */
export interface ReservedProduct {
  readonly productId: number
  readonly presentationId: number | null
  readonly quantity: number
  readonly unitPrice: Agorot
}

/** Issue 14 a voucher (or gift card) or donation line of a new reservation, priced by the server. */
/** Issue 14 a voucher or donation line of a reservation without a presentation: the core's sale line (§5 with the waiver's jumper). */
export type ReservedSaleLine = SaleLine

/** Issue 14 §3 the enrolment a reservation buys: its season and rate as the order showed them, and whether it kept one fixed seat. */
export interface ReservedEnrolment {
  readonly membershipId: number
  readonly seasonId: number
  readonly ticketId: number
  readonly seasonName: string
  readonly rateName: string
  readonly isFixedSeat: boolean
}

/** §7 POST /payment/commit, as storage records it. */
export interface NewReservation {
  readonly uuid: string
  /**
   * Names the commit attempt within its uuid (a cart hash or a payment id, see
   * idempotencyKeyOf): a retried commit with the same key returns the first reservation.
   */
  readonly idempotencyKey: string
  /** The presentation the reservation is shown under (name, start time); null for product-only orders. */
  readonly presentationId: number | null
  /** §4 a hold (unpaid) order: ResStateId 1 and IsUnpaid; otherwise paid, ResStateId 2. */
  readonly isHold: boolean
  readonly customer: ReservationCustomer
  readonly seats: readonly ReservedSeat[]
  readonly products: readonly ReservedProduct[]
  /** §3 the global service charge this order paid. */
  readonly orderServiceCharge: Agorot
  /** §9 the cancellation-fee rule in force at sale, kept for a later cancellation. */
  readonly cancellationFee: CancellationFeeRule | null
  readonly paymentSessionId: string | null
  /** Issue 12 the customer logged in at the commit, so the order is in its customer area at once; absent or null: none. */
  readonly customerId?: number | null
  /** Issue 14 the partner integration the visitor came from (a known integration id); absent or null: none. */
  readonly integrationId?: string | null
  /** Issue 14 the vouchers, gift cards and donations it sells; absent: none. */
  readonly saleLines?: readonly ReservedSaleLine[]
  /**
   * Issue 15 §2 the business of an order without a presentation (a sale): the venue whose pages
   * sold it, so its customer area lists it there; absent or null: the install's default host's.
   * An order of a presentation is its presentation's venue's whatever this says.
   */
  readonly businessId?: number | null
  /** Issue 14 §3 the enrolment it buys; absent: none. */
  readonly enrolment?: ReservedEnrolment
}

/** §3 one line of a reservation and its ticketIdentifier; a seat line names its seat while the seat is sold. */
export interface ReservationTicket {
  readonly ticketIdentifier: string
  readonly kind: 'seat' | 'product'
  readonly presentationId: number | null
  readonly ticketId: number | null
  readonly pricePolicyId: number | null
  readonly productId: number | null
  readonly quantity: number
  /** Per unit. */
  readonly amount: Agorot
  /** Per unit. */
  readonly serviceCharge: Agorot
  /** The seat this line holds; null for products, and for seats freed by cancellation. */
  readonly seat: PresentationSeatKey | null
  /** §2 the held seat's names as the e-ticket prints them; empty for products and freed seats (row and seat empty in general admission). */
  readonly sectionName: string
  readonly rowName: string
  readonly seatName: string
}

/**
 * §3 a stored reservation: the core's Reservation (names, quantity and unpaid flag derived
 * from what it still holds, so a cancelled one shows quantity 0 and no names) plus its lines.
 */
export interface ReservationDetails extends Reservation {
  readonly uuid: string
  readonly presentationId: number | null
  readonly ticketIdentifiers: readonly string[]
  readonly tickets: readonly ReservationTicket[]
  readonly orderServiceCharge: Agorot
  /** Everything the order cost: lines (amount and service charge, times quantity) and the order charge. */
  readonly total: Agorot
  readonly cancellationFee: CancellationFeeRule | null
  readonly paymentSessionId: string | null
  /** §9 the number of payments of the card payment that paid it (chosen on the hosted page); null when no card paid. */
  readonly numberOfPayments: number | null
  /** §3 the customer's name as the reservation keeps it. */
  readonly customerName: string
  /** §5 the customer's mobile number as shown: one beginning +972 is shown beginning 0. */
  readonly mobileNumber: string
  readonly createdAt: number
  readonly cancelledAt: number | null
  /** Issue 12 the customer logged in when it was bought; null when none was. */
  readonly customerId: number | null
  /** §6 the business of its venue (whose settings govern customer-area cancellation); null without a presentation. */
  readonly businessId: number | null
  /** §4 its venue's type (101–104: a VOD item); null without a presentation. */
  readonly venueTypeId: number | null
  /** Issue 14 the vouchers, gift cards and donations it sold, in order (in quantity and total too). */
  readonly saleLines: readonly ReservedSaleLine[]
  /** Issue 14 §3 the enrolment it bought; absent: none. */
  readonly enrolment?: ReservedEnrolment
}

/** §4/§9 a modification of a paid reservation, as storage records it (see ReservationTx.modify). */
export interface ReservationModification {
  readonly reservationIdentifier: string
  /** The visitor making the change (its locks are the new seats; its key names the attempt): the reservation's owner is the caller's to check. */
  readonly uuid: string
  /** Names the attempt within its uuid, as a commit's key does: a retry answers the reservation again. */
  readonly idempotencyKey: string
  /** What the cart of the attempt was (idempotencyKeyOf its cart): a retry asks for the same, another cart under the key is not one. */
  readonly cartDigest: string
  /** The reservation's ticket identifiers the modification was worked out on: it must still hold exactly these. */
  readonly expectedTicketIdentifiers: readonly string[]
  /** Lines let go: their seats are freed (unless sold again below) and the lines leave the reservation. */
  readonly release: readonly string[]
  /** New seat lines: on a place a released line held, or on a valid lock of `uuid`. */
  readonly seats: readonly ReservedSeat[]
  readonly products: readonly ReservedProduct[]
  readonly paymentSessionId: string | null
  /** The difference charged. */
  readonly amount: Agorot
}

/** §4/§9 a modification already made under a key: the reservation as it is now, and the digest of the cart that made it. */
export interface ModificationReplay {
  readonly reservation: ReservationDetails
  readonly cartDigest: string
}

/** The outcome of a commit: the reservation, and whether it already existed for this key. */
export interface CreatedReservation {
  readonly reservation: ReservationDetails
  /** true when the same uuid and idempotency key committed before: nothing new was written. */
  readonly isReplay: boolean
}

/** §4 reservation operations inside one storage transaction. */
export interface ReservationTx {
  findByIdempotencyKey(uuid: string, idempotencyKey: string): Promise<ReservationDetails | null>
  /**
   * §7 commit: writes the reservation, its lines and ticketIdentifiers, and turns the uuid's
   * locks on its seats into sold seats. A replay of (uuid, idempotencyKey) returns the first
   * reservation. SELECTION_REQUIRED with no seats and no products; BAD_REQUEST for a seat twice
   * or a quantity below 1; INVALID_AMOUNT for a negative amount; SEAT_NO_LONGER_AVAILABLE when a
   * seat's lock is not (or no longer) the uuid's; PAYMENT_ALREADY_USED when its payment session
   * paid another reservation already.
   */
  create(input: NewReservation): Promise<Result<CreatedReservation>>
  /**
   * §8 ALREADY_ENROLLED: who bought the season's enrolments that are not cancelled — those that
   * may be `buyer`'s (its account, or the same mobile or ID number's digits; the caller decides
   * with the core's isSameEnrollee). Takes the season's enrolment lock first (PostgreSQL; SQLite's
   * transactions run one at a time), so two enrolments of one person committed at once, from any
   * process, cannot both find none: the second waits for the first's transaction to end.
   */
  enrolleesOf(season: { readonly membershipId: number; readonly seasonId: number }, buyer: Enrollee): Promise<readonly Enrollee[]>
  get(reservationIdentifier: string): Promise<ReservationDetails | null>
  /**
   * §4 cancel: ResStateId 3, its seats freed at once (so quantity 0 and no names).
   * RESERVATION_NOT_FOUND for an unknown identifier or another uuid's; NOTHING_TO_CANCEL when cancelled already.
   */
  cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>>
  /**
   * §4/§7 hold payment: an unpaid (hold) reservation becomes paid (ResStateId 2, no longer
   * unpaid), recording the payment session that paid it (null when nothing was due).
   * RESERVATION_NOT_FOUND for an unknown identifier or another uuid's; PAYMENT_ERROR
   * { reason: 'not-unpaid' } when it is paid or cancelled already; PAYMENT_ERROR
   * { reason: 'payment-already-used' } when the session paid another reservation.
   */
  markPaid(reservationIdentifier: string, uuid: string, paymentSessionId: string | null): Promise<Result<ReservationDetails>>
  /** §4/§9 the modification made with this key of the uuid, or null (what a retried modification commit finds). */
  findModification(uuid: string, idempotencyKey: string): Promise<ModificationReplay | null>
  /**
   * §4/§9 modifies a paid reservation in place, all or nothing: the released lines leave it and
   * their seats are freed, the new seat lines are sold (a released place again, or a valid lock
   * of the uuid turned into a sale), product lines added, and the modification recorded.
   * RESERVATION_NOT_FOUND for an unknown identifier; MODIFICATION_OUTDATED
   * when it no longer holds exactly expectedTicketIdentifiers (modified or cancelled meanwhile);
   * SEAT_NO_LONGER_AVAILABLE when a new seat is neither released here nor locked by the uuid;
   * PAYMENT_ALREADY_USED when the payment session paid another order or modification.
   */
  modify(input: ReservationModification): Promise<Result<CreatedReservation>>
}

/** §4 reservations outside a commit. */
export interface ReservationRepository {
  /** §7 GET /reservations/{resId}?uuid: only the uuid that made it sees it. */
  getForUuid(reservationIdentifier: string, uuid: string): Promise<ReservationDetails | null>
  /** §2 any reservation, whoever made it: for a caller that proved its right otherwise (the e-ticket's signed key). */
  get(reservationIdentifier: string): Promise<ReservationDetails | null>
  /** A uuid's reservations, newest first. */
  listForUuid(uuid: string): Promise<readonly ReservationDetails[]>
  /**
   * Issue 12 a customer's reservations, newest first: those bought while it was logged in, and
   * (when the customer proved its mobile number) those bought with that number. Without a
   * customer (§2 the VOD screen's phone proved by a code, no account), those of the number alone.
   */
  listForCustomer(customerId: number | null, verifiedMobile: string | null): Promise<readonly ReservationDetails[]>
  /** ReservationTx.cancel in a transaction of its own. */
  cancel(reservationIdentifier: string, uuid: string): Promise<Result<ReservationDetails>>
  /**
   * §6/§7 issue 13 the producer reservations search: reservations of presentations at venues of
   * `businessIds` only (filtered in the query), narrowed by the search, newest first, at most `limit`.
   */
  searchForStaff(search: StaffReservationSearch): Promise<readonly ReservationDetails[]>
}

/** §7 issue 13 a producer's search (see ReservationRepository.searchForStaff). */
export interface StaffReservationSearch {
  readonly businessIds: readonly number[]
  /** A reservation number, a phone number (any spelling: its digits count) or part of the customer's name; '' for any. */
  readonly text: string
  readonly presentationId: number | null
  /** Presentations starting in [from, to) (epoch ms): a Jerusalem day; null for any time. */
  readonly startsBetween: { readonly from: number; readonly to: number } | null
  readonly limit: number
}
