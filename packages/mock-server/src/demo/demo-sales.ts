import * as E from 'fp-ts/Either'
import { ZERO, type Result, type TicketGroup, type TicketReferencePair } from '@kartis/core'
import type { DemoSeat } from '@kartis/api-adapter'
import type { CatalogPresentation } from '../storage/catalog-repository'
import { takeReferenceQuota } from '../payment/reference-quota'
import type { CreatedReservation, ReservationCustomer, ReservationDetails, ReservedSeat } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'

/** How long the demo's own locks live while its sales commit (they are sold at once). */
const DEMO_LOCK_TTL_MS = 60_000

/** A seat's ticket: the one named, or its group's first. */
const priceOf = (groups: readonly TicketGroup[], ticketGroupId: number, ticketId?: number) => {
  const tickets = groups.find((g) => g.id === ticketGroupId)?.tickets ?? []
  const ticket = ticketId === undefined ? tickets[0] : tickets.find((candidate) => candidate.id === ticketId)
  if (ticket === undefined) throw new Error(`demo ticket group ${ticketGroupId} has no ticket ${ticketId ?? ''}`)
  return ticket
}

/** A demo seat as sold: at its group's first ticket unless one is named, under a ticket reference if given (issue 13). */
export interface DemoSaleSeat extends DemoSeat {
  readonly ticketId?: number
  readonly references?: TicketReferencePair
}

/** How the box office records a demo sale: under which visitor, with which commit key, to whom. */
export interface DemoSale {
  readonly uuid: string
  readonly idempotencyKey: string
  readonly customer: ReservationCustomer
  /** Issue 12 the customer account it was bought logged in to; null: none. */
  readonly customerId: number | null
}

/**
 * Sells demo seats of a presentation inside the caller's transaction, as the box office would:
 * locked at once under the sale's visitor, then committed as one paid reservation at the seats'
 * first ticket prices (or the tickets named); seats under ticket references take their options'
 * quota as a commit's do (takeReferenceQuota).
 */
export const sellDemoSeats = async (
  tx: StorageTransaction,
  presentation: CatalogPresentation,
  seats: readonly DemoSaleSeat[],
  sale: DemoSale,
): Promise<Result<ReservationDetails>> => {
  const key = (seat: DemoSeat) => ({ presentationId: presentation.id, sectionId: seat.sectionId, x: seat.x, y: seat.y })
  // Thousands of seats in the arena: one block, in a few statements (a statement per seat took ~20 s on PostgreSQL).
  const locked = await tx.seats.insertLocks(
    seats.map((seat) => ({ ...key(seat), uuid: sale.uuid, ticketGroupId: seat.ticketGroupId })),
    DEMO_LOCK_TTL_MS,
  )
  if (E.isLeft(locked)) return locked
  const sold = seats.map((seat): ReservedSeat => {
    const ticket = priceOf(presentation.ticketGroups, seat.ticketGroupId, seat.ticketId)
    return {
      ...key(seat),
      ticketId: ticket.id,
      pricePolicyId: ticket.pricePolicyId,
      amount: ticket.price,
      serviceCharge: ticket.serviceCharge,
      references: seat.references ?? null,
    }
  })
  const quota = await takeReferenceQuota(tx.references, presentation.id, sold)
  if (E.isLeft(quota)) return quota
  const created = await tx.reservations.create({
    uuid: sale.uuid,
    idempotencyKey: sale.idempotencyKey,
    presentationId: presentation.id,
    isHold: false,
    customer: sale.customer,
    seats: sold,
    products: [],
    orderServiceCharge: ZERO,
    cancellationFee: presentation.cancellationFee,
    paymentSessionId: null,
    customerId: sale.customerId,
  })
  return E.map((done: CreatedReservation) => done.reservation)(created)
}
