import type { Insertable } from 'kysely'
import { ReservationState } from '@kartis/core'
import type { ReservationsTable, ReservationTicketsTable, SoldSeatsTable } from '../storage/database/tables'

/** A place of a written reservation, at its ticket's price, under references when bought with them. */
export interface WrittenPlace {
  readonly sectionId: number
  readonly x: number
  readonly y: number
  readonly ticketId: number | null
  readonly pricePolicyId: number | null
  readonly amount: number
  readonly reference1?: string | null
  readonly reference2?: string | null
}

/** A reservation to write straight into the tables (the report fixtures, the generated sales). */
export interface WrittenReservation {
  readonly id: string
  readonly uuid: string
  readonly presentationId: number
  /** Paid; a hold order still unpaid; or cancelled (its lines kept, its places freed). */
  readonly state: 'paid' | 'unpaid' | 'cancelled'
  readonly createdAt: number
  readonly cancelledAt: number | null
  readonly customer: { readonly firstName: string; readonly lastName: string; readonly email: string; readonly mobileNumber: string }
  readonly places: readonly WrittenPlace[]
}

/** §3 the rows a commit (and a cancel) leaves for a reservation: its own, one seat line per place, and its places unless cancelled. */
export const reservationRows = (
  reservation: WrittenReservation,
): {
  readonly reservation: Insertable<ReservationsTable>
  readonly lines: readonly Insertable<ReservationTicketsTable>[]
  readonly sold: readonly Insertable<SoldSeatsTable>[]
} => {
  const { id, state, places } = reservation
  const lineId = (n: number): string => `${id}-${String(n + 1).padStart(2, '0')}`
  return {
    reservation: {
      reservation_identifier: id,
      uuid: reservation.uuid,
      idempotency_key: id,
      presentation_id: reservation.presentationId,
      res_state_id:
        state === 'cancelled' ? ReservationState.cancelled : state === 'unpaid' ? ReservationState.active : ReservationState.paid,
      is_unpaid: state === 'unpaid' ? 1 : 0,
      first_name: reservation.customer.firstName,
      last_name: reservation.customer.lastName,
      email: reservation.customer.email,
      mobile_number: reservation.customer.mobileNumber,
      ssn: '',
      order_service_charge: 0,
      cancel_fee_kind: null,
      cancel_fee_basis: null,
      cancel_fee_value: null,
      payment_session_id: null,
      created_at: reservation.createdAt,
      cancelled_at: state === 'cancelled' ? reservation.cancelledAt : null,
      customer_id: null,
    },
    lines: places.map((place, n) => ({
      ticket_identifier: lineId(n),
      reservation_identifier: id,
      position: n + 1,
      kind: 'seat' as const,
      presentation_id: reservation.presentationId,
      ticket_id: place.ticketId,
      price_policy_id: place.pricePolicyId,
      product_id: null,
      quantity: 1,
      amount: place.amount,
      service_charge: 0,
      reference1: place.reference1 ?? null,
      reference2: place.reference2 ?? null,
    })),
    sold:
      state === 'cancelled'
        ? []
        : places.map((place, n) => ({
            presentation_id: reservation.presentationId,
            section_id: place.sectionId,
            x: place.x,
            y: place.y,
            reservation_identifier: id,
            ticket_identifier: lineId(n),
          })),
  }
}
