import type { FastifyRequest } from 'fastify'
import { canonicalMobile } from '@kartis/core'
import type { ReservationDetails } from '../storage/reservation-repository'
import type { CustomerAccounts } from './customer-accounts'
import type { CustomerSessionService } from './customer-session-service'

/** Issue 12 a logged-in customer, as far as owning reservations goes. */
export interface ReservationOwner {
  readonly customerId: number
  /** The customer's mobile number once proved by an SMS code; null while it is not. */
  readonly verifiedMobile: string | null
}

/**
 * Issue 12 whether a reservation is the customer's: bought while it was logged in, or bought with
 * the mobile number it proved (so tickets bought before the account existed are its too). The same
 * rule as ReservationRepository.listForCustomer.
 */
export const ownsReservation = (owner: ReservationOwner, reservation: Pick<ReservationDetails, 'customerId' | 'mobileNumber'>): boolean =>
  reservation.customerId === owner.customerId ||
  (owner.verifiedMobile !== null && canonicalMobile(reservation.mobileNumber) === owner.verifiedMobile)

/** Issue 12 the customer logged in on a request's session, as an owner of reservations; null when none is. */
export const reservationOwnerOf = async (
  sessions: CustomerSessionService,
  accounts: Pick<CustomerAccounts, 'get'>,
  request: FastifyRequest,
): Promise<ReservationOwner | null> => {
  const customerId = await sessions.customerIdOf(request)
  const account = customerId === null ? null : await accounts.get(customerId)
  return account === null ? null : { customerId: account.id, verifiedMobile: account.mobileVerified ? account.mobile : null }
}
