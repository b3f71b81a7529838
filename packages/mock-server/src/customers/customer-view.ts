import * as E from 'fp-ts/Either'
import {
  ReservationState,
  canCancelReservationInCustomerArea,
  isVodVenueType,
  sortReservations,
  type Customer,
  type Reservation,
  type VodTicket,
  type VenueSettingsRepository,
  customerAreaCancelSettingsOf,
} from '@kartis/core'
import { quoteOf } from '../payment/cancel-order'
import type { PaymentConfig } from '../payment/payment-config'
import { documentKeyOf } from '../edocuments/document-key'
import { heldSystemVouchers } from '../payment/system-vouchers'
import type { CustomerMembers } from '../storage/customer-members'
import type { ReservationDetails, ReservationRepository } from '../storage/reservation-repository'
import type { VoucherRepository } from '../storage/voucher-repository'
import { isVisibleAt } from '../venues/venue-scope'
import type { CustomerAccount } from './customer-accounts'

/** What the customer area's data is read from. */
export interface CustomerViewDeps {
  readonly reservations: Pick<ReservationRepository, 'listForCustomer'>
  readonly vouchers: Pick<VoucherRepository, 'creditsOfReservations' | 'findByCode'>
  readonly payment: Pick<PaymentConfig, 'documentKeySecret'>
  /** Issue 15 §6 the venues, whose settings say whether customers may cancel online. */
  readonly venues: Pick<VenueSettingsRepository, 'ofBusiness'>
  /** §3/§6 the customer's members (§4 a hold order needs an active one). */
  readonly members: Pick<CustomerMembers, 'membersOf'>
}

/**
 * §2/§6 a reservation as its own customer sees it: with its e-ticket's key, and the cancellation
 * the server would make now (cancelOrder's quoteOf) where the venue's business allows
 * customer-area cancellation and something is left to cancel; null otherwise.
 */
const areaReservationOf = (
  payment: CustomerViewDeps['payment'],
  cancelAllowed: ReadonlySet<number>,
  details: ReservationDetails,
): Reservation => {
  const base: Reservation = {
    reservationIdentifier: details.reservationIdentifier,
    resStateId: details.resStateId,
    quantity: details.quantity,
    ...(details.featureName === undefined ? {} : { featureName: details.featureName }),
    ...(details.venueName === undefined ? {} : { venueName: details.venueName }),
    sectionName: details.sectionName,
    rowNames: details.rowNames,
    seatNames: details.seatNames,
    isUnpaid: details.isUnpaid,
    startDateTime: details.startDateTime,
    ticketIdentifiers: details.ticketIdentifiers,
    customerName: details.customerName,
    mobileNumber: details.mobileNumber,
    documentKey: documentKeyOf(details.reservationIdentifier, payment.documentKeySecret),
    // §7 an unpaid hold is paid from the area: its card payment is for what it costs as stored.
    ...(details.isUnpaid ? { total: details.total } : {}),
  }
  const settings = { customerAreaAllowEnableCancel: details.businessId !== null && cancelAllowed.has(details.businessId) }
  const quote = canCancelReservationInCustomerArea(settings, base) ? quoteOf(details) : null
  return { ...base, cancellation: quote !== null && E.isRight(quote) ? quote.right : null }
}

/** Issue 15 §6 the businesses of the reservations whose venues let customers cancel online. */
const businessesAllowingCancel = async (
  venues: CustomerViewDeps['venues'],
  reservations: readonly ReservationDetails[],
): Promise<ReadonlySet<number>> => {
  const businessIds = new Set(reservations.flatMap((reservation) => (reservation.businessId === null ? [] : [reservation.businessId])))
  const allowed = new Set<number>()
  for (const businessId of businessIds)
    if (customerAreaCancelSettingsOf(await venues.ofBusiness(businessId)).customerAreaAllowEnableCancel) allowed.add(businessId)
  return allowed
}

const isVodReservation = (details: ReservationDetails): boolean => details.venueTypeId !== null && isVodVenueType(details.venueTypeId)

/** §3 a VOD item of the customer: the VOD presentation its reservation bought (the storefront's /vod/{id}). */
const vodTicketOf = (details: ReservationDetails): readonly VodTicket[] =>
  details.presentationId === null
    ? []
    : [
        {
          vodId: details.presentationId,
          reservationIdentifier: details.reservationIdentifier,
          featureName: details.featureName ?? '',
          validUntil: null,
        },
      ]

/**
 * §3/§4 the customer and its customer area: its details; its reservations (bought while logged
 * in, or with the mobile number it proved), cancelled ones left out, in the §4 order (unpaid
 * first, then latest start first), each with its e-ticket key and cancellation quote; its VOD
 * items (reservations in VOD venues, §9 types 101–104) apart from the tickets; the transaction
 * credits of its cancelled reservations and the cards its voucher orders bought as system vouchers; its members (memberships are sold by a
 * later issue: the demo issues them). An unpaid hold carries its total, what paying it takes.
 * Issue 15 §2 at a venue's host or /v/{slug} (`visible`, venues/venue-scope.ts) only that venue's
 * business's orders and their credits are listed; at the install's default venue (null) every one.
 */
export const customerViewOf = async (
  deps: CustomerViewDeps,
  account: CustomerAccount,
  visible: number | null = null,
): Promise<Customer> => {
  const everywhere = await deps.reservations.listForCustomer(account.id, account.mobileVerified ? account.mobile : null)
  const all = everywhere.filter((reservation) => isVisibleAt(visible, reservation.businessId))
  const live = all.filter((reservation) => reservation.resStateId !== ReservationState.cancelled)
  // Issue 14 the gift cards and vouchers of its voucher orders are held as a cancellation's credits are.
  const credits = await deps.vouchers.creditsOfReservations(all.map((reservation) => reservation.reservationIdentifier))
  const cancelAllowed = await businessesAllowingCancel(deps.venues, live)
  return {
    customerIds: [account.id],
    firstName: account.firstName,
    lastName: account.lastName,
    ssn: account.ssn ?? '',
    email: account.email ?? '',
    mobileNumber: account.mobile,
    ...(account.address1 === null ? {} : { address1: account.address1 }),
    ...(account.city === null ? {} : { city: account.city }),
    ...(account.dateOfBirth === null ? {} : { dateOfBirth: account.dateOfBirth }),
    isSmsAllowed: account.isSmsAllowed,
    isMailingAllowed: account.isMailingAllowed,
    isEmailAllowed: account.isEmailAllowed,
    members: await deps.members.membersOf(account.id),
    systemVouchers: await heldSystemVouchers(deps.vouchers, all, credits),
    vodTickets: live.filter(isVodReservation).flatMap(vodTicketOf),
    reservations: sortReservations(
      live.filter((reservation) => !isVodReservation(reservation)).map((r) => areaReservationOf(deps.payment, cancelAllowed, r)),
    ),
    isOperator: false,
  }
}
