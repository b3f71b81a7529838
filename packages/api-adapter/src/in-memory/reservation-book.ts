import { cancelledReservation, ReservationState, type Reservation } from '@kartis/core'
import type { PlaceKey } from './seat-ledger'

/** §3 a seat sold in a reservation, with the names the reservation shows and its ticket. */
export interface SoldSeat {
  readonly presentationId: number
  readonly place: PlaceKey
  readonly sectionName: string
  readonly rowName: string
  readonly seatName: string
  readonly ticketIdentifier: string
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
}

/** The facts of a new reservation; the book gives its identifiers. */
export interface NewReservation {
  readonly uuid: string
  readonly commitKey: string
  readonly orderKey: string
  readonly customerIds: readonly number[]
  readonly mobileNumber: string
  readonly featureName?: string
  readonly venueName?: string
  readonly startDateTime: string | null
  readonly seats: readonly Omit<SoldSeat, 'ticketIdentifier'>[]
  readonly isUnpaid: boolean
}

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

  /** §3 a reservation by its identifier (ReservationIdentifier). */
  get(reservationIdentifier: string): ReservationRecord | undefined {
    return this.records.get(reservationIdentifier)
  }

  /** §7 records a reservation: identifier KRT-1001, KRT-1002…; one ticket per seat, KRT-1001-1, KRT-1001-2… */
  create(reservation: NewReservation): ReservationRecord {
    const reservationIdentifier = `KRT-${1001 + this.records.size}`
    const record: ReservationRecord = {
      ...reservation,
      reservationIdentifier,
      seats: reservation.seats.map((seat, i) => ({ ...seat, ticketIdentifier: `${reservationIdentifier}-${i + 1}` })),
      cancelledTickets: new Set(),
      cancelled: false,
    }
    this.records.set(reservationIdentifier, record)
    return record
  }

  /** §3/§4 the reservation as shown: its live seats' names and tickets; once cancelled, as §4 leaves it. */
  static view(this: void, record: ReservationRecord): Reservation {
    const live = record.seats.filter((seat) => !record.cancelledTickets.has(seat.ticketIdentifier))
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
}
