import { ReservationState, isVodVenueType } from '@kartis/core'
import type { CustomerAccounts } from '../customers/customer-accounts'
import type { ReservationDetails, ReservationRepository } from '../storage/reservation-repository'

/** §2 which VOD item the VOD screen asks for: the VOD presentation, under a reservation or (null) any of the phone's. */
export interface VodItemRequest {
  readonly vodId: number
  readonly reservationIdentifier: string | null
}

/** What finding a phone's VOD items reads. */
export interface VodItemSources {
  readonly reservations: Pick<ReservationRepository, 'listForCustomer' | 'get'>
  readonly accounts: Pick<CustomerAccounts, 'findByMobile'>
}

/**
 * §2/§4 a reservation has the VOD item while it is paid and not cancelled, was made for the VOD
 * presentation (a venue of §9 types 101–104), and still holds a viewing of it.
 */
export const hasViewing = (reservation: ReservationDetails, vodId: number): boolean =>
  reservation.presentationId === vodId &&
  reservation.venueTypeId !== null &&
  isVodVenueType(reservation.venueTypeId) &&
  reservation.resStateId === ReservationState.paid &&
  !reservation.isUnpaid &&
  reservation.tickets.some((line) => line.kind === 'seat' && line.seat !== null && line.seat.presentationId === vodId)

/**
 * §2/§6 the reservation by which the phone (05XXXXXXXX) has the item: one bought with that
 * number, or by the customer whose number it is; the reservation named, or (none named) the
 * newest. null when the phone has no such item — another's reservation, a cancelled or unpaid
 * one, or not a VOD item.
 */
export const vodItemOfPhone = async (
  sources: VodItemSources,
  request: VodItemRequest,
  phone: string,
): Promise<ReservationDetails | null> => {
  const account = await sources.accounts.findByMobile(phone)
  const bought = await sources.reservations.listForCustomer(account?.id ?? null, phone)
  return (
    bought.find(
      (reservation) =>
        (request.reservationIdentifier === null || reservation.reservationIdentifier === request.reservationIdentifier) &&
        hasViewing(reservation, request.vodId),
    ) ?? null
  )
}
