import {
  cancelledReservation,
  edocumentOf,
  ReservationState,
  type EDocument,
  type EDocumentMembership,
  type EDocumentVoucher,
  type Reservation,
  type SaleLine,
} from '@kartis/core'
import { randomHex } from './random-token'
import type { PlaceKey } from './seat-ledger'

/** §3 a seat sold in a reservation, with the names the reservation shows and its ticket. */
export interface SoldSeat {
  readonly presentationId: number
  readonly place: PlaceKey
  readonly sectionName: string
  readonly rowName: string
  readonly seatName: string
  readonly ticketIdentifier: string
  /** §2 what the ticket's QR code carries: its identifier and a token the box office issued. */
  readonly reference: string
}

/** §3 a reservation as the box office keeps it: its facts; the Reservation shown is derived from them. */
export interface ReservationRecord {
  readonly reservationIdentifier: string
  /** §7 the visitor whose reservation it is (GET /reservations/{resId} is for its uuid). */
  readonly uuid: string
  /** §7 what a retried commit is recognised by. */
  readonly commitKey: string
  /** §7/§8 what the order bought (its seats and products): a retry with the same payment asks for the same. */
  readonly orderKey: string
  /** §2 the key of its e-ticket (/edocument/{documentKey}): its identifier and a random token, opened by whoever holds it. */
  readonly documentKey: string
  readonly customerName: string
  /** §3 the customer the order was made for (the cart's customer details): whose customer area lists it. */
  readonly customerIds: readonly number[]
  /** 05XXXXXXXX, or '' when the order gave none. */
  readonly mobileNumber: string
  readonly featureName?: string
  readonly venueName?: string
  readonly startDateTime: string | null
  readonly seats: readonly SoldSeat[]
  /** §4 a hold order stays unpaid until its payment. */
  isUnpaid: boolean
  /** Tickets cancelled one by one. */
  readonly cancelledTickets: Set<string>
  /** §4 cancelled whole. */
  cancelled: boolean
  /** Issue 14 a voucher or donation order's lines (§5 with the waiver's jumper). */
  readonly saleLines: readonly SaleLine[]
  /** Issue 14 the gift cards and vouchers the order issued. */
  readonly issuedVouchers: readonly EDocumentVoucher[]
  /** Issue 14 the member a membership order issued. */
  readonly membership: EDocumentMembership | null
}

/** The facts of a new reservation; the book gives its identifiers. */
export interface NewReservation {
  readonly uuid: string
  readonly commitKey: string
  readonly orderKey: string
  readonly customerName: string
  readonly customerIds: readonly number[]
  readonly mobileNumber: string
  readonly featureName?: string
  readonly venueName?: string
  readonly startDateTime: string | null
  readonly seats: readonly Omit<SoldSeat, 'ticketIdentifier' | 'reference'>[]
  readonly isUnpaid: boolean
  /** Issue 14 what a voucher, donation or membership order sold; absent: nothing of the kind. */
  readonly saleLines?: readonly SaleLine[]
  readonly issuedVouchers?: readonly EDocumentVoucher[]
  readonly membership?: EDocumentMembership | null
}

/** The seats a reservation still holds: those not cancelled one by one. */
const liveSeats = (record: ReservationRecord): readonly SoldSeat[] =>
  record.seats.filter((seat) => !record.cancelledTickets.has(seat.ticketIdentifier))

/** §3/§4 whether a reservation is a customer's: ordered with their customer id, or with their mobile number (05XXXXXXXX). */
export const isCustomersReservation = (record: ReservationRecord, customerId: number, mobileNumber: string): boolean =>
  record.customerIds.includes(customerId) || (record.mobileNumber !== '' && record.mobileNumber === mobileNumber)

const distinct = (names: readonly string[]): string => [...new Set(names.filter((name) => name !== ''))].join(', ')

/** §3 the reservations made in the box office, by identifier and by commit key. */
export class ReservationBook {
  private readonly records = new Map<string, ReservationRecord>()

  /** §7 the reservation an earlier commit with the same key made, if any. */
  byCommitKey(commitKey: string): ReservationRecord | undefined {
    for (const record of this.records.values()) if (record.commitKey === commitKey) return record
    return undefined
  }

  /**
   * §3/§4 a customer's reservations: those ordered with their customer id, or with their mobile
   * number (the tickets bought with the same phone before they had an account).
   */
  ofCustomer(customerId: number, mobileNumber: string): readonly ReservationRecord[] {
    return [...this.records.values()].filter((record) => isCustomersReservation(record, customerId, mobileNumber))
  }

  /** Every reservation, in the order they were made. */
  all(): readonly ReservationRecord[] {
    return [...this.records.values()]
  }

  /** §3 a reservation by its identifier (ReservationIdentifier). */
  get(reservationIdentifier: string): ReservationRecord | undefined {
    return this.records.get(reservationIdentifier)
  }

  /** §2 the reservation a document key was issued for, if any. */
  byDocumentKey(documentKey: string): ReservationRecord | undefined {
    const record = this.records.get(documentKey.slice(0, documentKey.lastIndexOf('-')))
    return record?.documentKey === documentKey ? record : undefined
  }

  /**
   * §7 records a reservation: identifier KRT-1001, KRT-1002…; one ticket per seat, KRT-1001-1,
   * KRT-1001-2…; its e-ticket key and each ticket's reference with random tokens (as long as the server's signatures).
   */
  create(reservation: NewReservation): ReservationRecord {
    const reservationIdentifier = `KRT-${1001 + this.records.size}`
    const record: ReservationRecord = {
      ...reservation,
      saleLines: reservation.saleLines ?? [],
      issuedVouchers: reservation.issuedVouchers ?? [],
      membership: reservation.membership ?? null,
      reservationIdentifier,
      documentKey: `${reservationIdentifier}-${randomHex(16)}`,
      seats: reservation.seats.map((seat, i) => {
        const ticketIdentifier = `${reservationIdentifier}-${i + 1}`
        return { ...seat, ticketIdentifier, reference: `${ticketIdentifier}.${randomHex(20).toUpperCase()}` }
      }),
      cancelledTickets: new Set(),
      cancelled: false,
    }
    this.records.set(reservationIdentifier, record)
    return record
  }

  /** §3/§4 the reservation as shown: its live seats' names and tickets; once cancelled, as §4 leaves it. */
  static view(this: void, record: ReservationRecord): Reservation {
    const live = liveSeats(record)
    const reservation: Reservation = {
      reservationIdentifier: record.reservationIdentifier,
      resStateId: record.isUnpaid ? ReservationState.active : ReservationState.paid,
      quantity: live.length,
      ...(record.featureName === undefined ? {} : { featureName: record.featureName }),
      ...(record.venueName === undefined ? {} : { venueName: record.venueName }),
      sectionName: distinct(live.map((seat) => seat.sectionName)),
      rowNames: distinct(live.map((seat) => seat.rowName)),
      seatNames: live.map((seat) => seat.seatName).join(', '),
      isUnpaid: record.isUnpaid,
      startDateTime: record.startDateTime,
      ticketIdentifiers: live.map((seat) => seat.ticketIdentifier),
    }
    return record.cancelled ? cancelledReservation(reservation) : reservation
  }

  /**
   * §2 the reservation's e-ticket: its live seats, each with its reference (none once cancelled,
   * see the core's edocumentOf); (issue 14) the member, the cards bought while the order stands,
   * the donation receipt and (§5) the waivers' jumpers, as the box office's.
   */
  static edocument(this: void, record: ReservationRecord): EDocument {
    const donations = record.saleLines.filter((line) => line.kind === 'donation')
    const waivers = record.saleLines.flatMap(({ name, jumperDateOfBirth }) =>
      jumperDateOfBirth === null ? [] : [{ name, jumperDateOfBirth }],
    )
    return {
      ...ReservationBook.ticketsDocument(record),
      ...(record.membership === null ? {} : { membership: record.membership }),
      ...(record.issuedVouchers.length === 0 || record.cancelled ? {} : { vouchers: record.issuedVouchers }),
      ...(donations.length === 0 ? {} : { donations: donations.map(({ name, amount, quantity }) => ({ name, amount, quantity })) }),
      ...(waivers.length === 0 ? {} : { waivers }),
    }
  }

  private static ticketsDocument(this: void, record: ReservationRecord): EDocument {
    return edocumentOf(
      { ...ReservationBook.view(record), customerName: record.customerName },
      liveSeats(record).map((seat) => ({
        ticketIdentifier: seat.ticketIdentifier,
        reference: seat.reference,
        sectionName: seat.sectionName,
        rowName: seat.rowName,
        seatName: seat.seatName,
        quantity: 1,
      })),
    )
  }
}
