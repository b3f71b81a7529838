import { ZERO, canonicalMobile, kartisError, withSellingVenueGrace } from '@kartis/core'
import type { CancellationOutcome, CancellationRequest, EDocument, Reservation, Reservations, Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { ReservationBook, isCustomersReservation, type ReservationRecord } from './reservation-book'

/**
 * §4 cancels tickets of a reservation (all of its live ones when none are named): their seats
 * are free again; with none left the reservation is cancelled (§4 ResStateId 3). NOTHING_TO_CANCEL
 * when it is cancelled already, or a named ticket is not a live ticket of it.
 */
const cancelTickets = (office: InMemoryBoxOffice, record: ReservationRecord, items: readonly string[]): Result<void> => {
  if (record.cancelled) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: record.reservationIdentifier }))
  const live = record.seats.filter((seat) => !record.cancelledTickets.has(seat.ticketIdentifier))
  const unknown = items.find((item) => !live.some((seat) => seat.ticketIdentifier === item))
  if (unknown !== undefined)
    return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier: record.reservationIdentifier, ticketIdentifier: unknown }))
  const chosen = items.length === 0 ? live : live.filter((seat) => items.includes(seat.ticketIdentifier))
  for (const seat of chosen) {
    office.seats.free(seat.presentationId, seat.place)
    record.cancelledTickets.add(seat.ticketIdentifier)
  }
  if (chosen.length === live.length) record.cancelled = true
  return E.right(undefined)
}

/** §7 reservations in memory: the visitor's reservations, e-tickets by key and cancellations. */
export class InMemoryReservations implements Reservations {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 GET /reservations/{resId}: the visitor's reservation as it stands; RESERVATION_NOT_FOUND when it is not theirs. */
  reservation(resId: string): Promise<Result<Reservation>> {
    return Promise.resolve(E.map(ReservationBook.view)(this.own(resId)))
  }

  /**
   * §2 the e-ticket of the reservation the key was issued for, to whoever asks; NOT_FOUND (nothing
   * more) for any other key. §9 issue 15 with the e-document grace of the venue that sold it (its
   * presentation's business, withSellingVenueGrace), as the box office's.
   */
  edocument(documentKey: string): Promise<Result<EDocument>> {
    const record = this.office.reservations.byDocumentKey(documentKey)
    if (record === undefined) return Promise.resolve(E.left(kartisError('NOT_FOUND')))
    const [seat] = record.seats
    const seller = seat === undefined ? null : this.office.venueOfPresentation(seat.presentationId)
    return Promise.resolve(E.right(withSellingVenueGrace(ReservationBook.edocument(record), seller)))
  }

  /**
   * §7 POST /reservations/{id}/cancel: the named tickets, or the whole reservation (see
   * cancelTickets). The in-memory box office keeps no cancellation fees and gives no refunds,
   * so it never issues a transaction credit (no code to tell, none to guess).
   */
  cancel(request: CancellationRequest): Promise<Result<CancellationOutcome>> {
    return Promise.resolve(
      pipe(
        this.own(request.reservationIdentifier, 'cancel'),
        E.chain((record: ReservationRecord) => cancelTickets(this.office, record, request.itemsToCancel)),
        E.map((): CancellationOutcome => ({ fee: ZERO, refund: ZERO, creditCode: null })),
      ),
    )
  }

  /** §6/§7 POST /reservations/{id}/producerCancel: the whole reservation, whoever made it; RESERVATION_NOT_FOUND when unknown. */
  producerCancel(reservationIdentifier: string): Promise<Result<void>> {
    const record = this.office.reservations.get(reservationIdentifier)
    return Promise.resolve(
      record === undefined
        ? E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
        : cancelTickets(this.office, record, []),
    )
  }

  /**
   * §6 a reservation the visitor may see and cancel: one they ordered, or one of the customer
   * logged in in their session (whose cancelling needs the customer area to allow it: CANCEL_NOT_ALLOWED).
   */
  private own(reservationIdentifier: string, purpose: 'view' | 'cancel' = 'view'): Result<ReservationRecord> {
    const record = this.office.reservations.get(reservationIdentifier)
    const notFound = E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
    if (record === undefined) return notFound
    if (record.uuid === this.visitor.uuid()) return E.right(record)
    const customer = this.office.customers.loggedIn(this.visitor.uuid())
    if (customer === undefined || !isCustomersReservation(record, customer.customerId, canonicalMobile(customer.mobileNumber)))
      return notFound
    return purpose === 'cancel' && !this.office.customerAreaCancel.customerAreaAllowEnableCancel
      ? E.left(kartisError('CANCEL_NOT_ALLOWED', { reservationIdentifier }))
      : E.right(record)
  }
}
