import * as E from 'fp-ts/Either'
import {
  emptyCart,
  kartisError,
  modifiedTicketOf,
  modifyingCart,
  seatNumber,
  type CartSeat,
  type Clock,
  type RestoredCart,
  type Result,
} from '@kartis/core'
import { cartPresentationOf } from '../payment/server-pricing'
import type { SeatingLayout, SeatPlans } from '../seats/seating-layouts'
import type { CatalogPresentation, CatalogRepository } from '../storage/catalog-repository'
import type { ReservationRepository } from '../storage/reservation-repository'
import { checkModifiable, paidLinesOf, transactionIdOf, type ModificationCaller, type PaidLine } from './modifiable-reservation'

/** What opening a reservation for modification reads. */
export interface OpenModificationDeps {
  readonly reservations: Pick<ReservationRepository, 'get'>
  readonly layouts: SeatPlans
  readonly catalog: Pick<CatalogRepository, 'listFeatures'>
  readonly clock: Pick<Clock, 'now'>
}

/** §3 a paid line as a cart seat of the plan, with the ticket it was sold under. */
const cartSeatOf = (presentation: CatalogPresentation, layout: SeatingLayout, line: PaidLine): CartSeat | null => {
  const section = layout.sections.get(line.sectionId)
  if (section === undefined) return null
  const planned = section.isReserved ? layout.index.seats[seatNumber(layout.index, line) ?? -1] : undefined
  if (section.isReserved && planned === undefined) return null
  const ticketGroupId = planned?.ticketGroupId ?? section.ticketGroupId ?? 0
  return {
    presentationId: presentation.id,
    sectionId: line.sectionId,
    x: line.x,
    y: line.y,
    venueId: presentation.venueId,
    seatplanId: presentation.seatplanId,
    groupId: planned?.groupId ?? 0,
    rowName: planned?.rowName ?? '',
    seatName: planned?.seatName ?? '',
    sectionName: section.name,
    ticketGroupId,
    allocationId: null,
    attributes: planned?.attributes ?? [],
    isMultiplyFactorSubTicket: false,
    ticket: {
      presentationId: presentation.id,
      ticketGroupId,
      venueId: presentation.venueId,
      seatplanId: presentation.seatplanId,
      sectionId: line.sectionId,
      ticketId: line.ticketId,
      amount: line.amount,
      serviceCharge: line.serviceCharge,
      pricePolicyId: 0,
      allocationId: null,
      isMultiplyFactorSubTicket: false,
    },
  }
}

/**
 * §2/§3/§4 /cart/{resId} opened by the owner of a paid reservation: the reservation as a cart to
 * modify — its presentation, its seats with the tickets they were sold under (seats-status shows
 * them as the owner's with modifySeats), every paid ticket credited (modify.tickets: price and
 * service charge), modify.lastTransactionId naming the lines it holds now, and no new handling
 * fee; new products only (the ones bought stay). The owner is checkModifiable's: the visitor who
 * ordered it, or the logged-in customer it belongs to. CART_NOT_FOUND for an unknown, cancelled or
 * anybody else's reservation (the same answer as a link never issued); UNABLE_TO_PROCESS_ORDER
 * for an unpaid hold; TOO_CLOSE_TO_PRSNT_DATE once the show has begun.
 */
export const openModification = async (
  deps: OpenModificationDeps,
  caller: ModificationCaller,
  reservationIdentifier: string,
): Promise<Result<RestoredCart>> => {
  const notFound = (): Result<never> => E.left(kartisError('CART_NOT_FOUND'))
  const checked = checkModifiable(await deps.reservations.get(reservationIdentifier), caller, deps.clock.now(), notFound)
  if (E.isLeft(checked)) return checked
  const reservation = checked.right
  const presentation = reservation.presentationId === null ? null : await deps.layouts.presentation(reservation.presentationId)
  const layout = presentation === null ? null : await deps.layouts.layoutOf(presentation.venueId, presentation.seatplanId)
  if (presentation === null || layout === null) return notFound()
  const lines = paidLinesOf(reservation)
  const seats = lines.flatMap((line) => cartSeatOf(presentation, layout, line) ?? [])
  const [feature] = await deps.catalog.listFeatures([presentation.featureId])
  const cart = modifyingCart(
    {
      ...emptyCart('events'),
      presentations: [cartPresentationOf(presentation, feature?.name ?? '')],
      selectedPresentationId: presentation.id,
      seats,
      locationId: presentation.locationId,
    },
    { resId: reservationIdentifier, lastTransactionId: transactionIdOf(reservation), tickets: lines.map(modifiedTicketOf) },
  )
  return E.right({ cart, droppedSeats: [] })
}
