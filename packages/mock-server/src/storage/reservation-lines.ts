import type { Insertable } from 'kysely'
import type { ReservationTicketsTable } from './database/tables'
import { ticketIdentifier } from './identifiers'
import type { ReservedProduct, ReservedSeat } from './reservation-repository'

/**
 * §3 a reservation's new lines as reservation_tickets rows, numbered from line `first`: the
 * seats (with the ticket reference each was sold under, if any), then the products, each with its
 * ticketIdentifier (a new order starts at 1; a modification after every line the reservation ever had).
 */
export const reservationLines = (
  reservationIdentifier: string,
  first: number,
  seats: readonly ReservedSeat[],
  products: readonly ReservedProduct[],
): readonly Insertable<ReservationTicketsTable>[] => [
  ...seats.map((seat, i) => ({
    ticket_identifier: ticketIdentifier(reservationIdentifier, first + i),
    reservation_identifier: reservationIdentifier,
    position: first + i,
    kind: 'seat' as const,
    presentation_id: seat.presentationId,
    ticket_id: seat.ticketId,
    price_policy_id: seat.pricePolicyId,
    product_id: null,
    quantity: 1,
    amount: seat.amount,
    service_charge: seat.serviceCharge,
    reference1: seat.references?.reference1 ?? null,
    reference2: seat.references?.reference2 ?? null,
  })),
  ...products.map((product, i) => ({
    ticket_identifier: ticketIdentifier(reservationIdentifier, first + seats.length + i),
    reservation_identifier: reservationIdentifier,
    position: first + seats.length + i,
    kind: 'product' as const,
    presentation_id: product.presentationId,
    ticket_id: null,
    price_policy_id: null,
    product_id: product.productId,
    quantity: product.quantity,
    amount: product.unitPrice,
    service_charge: 0,
  })),
]
