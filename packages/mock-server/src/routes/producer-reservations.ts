import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import {
  ReservationState,
  STAFF_PERMISSIONS,
  endOf,
  kartisError,
  parseCalendarDate,
  startOf,
  type Result,
  type StaffUser,
} from '@kartis/core'
import type { FastifyRequest } from 'fastify'
import type { AppDeps, RouteHost } from '../app-deps'
import { israeliMobileOf } from '../customers/mobile-number'
import { documentKeyOf } from '../edocuments/document-key'
import { confirmationSmsText } from '../payment/reservation-sms'
import type { ReservationDetails } from '../storage/reservation-repository'
import { producerReservationOf } from '../staff/producer-reservation-view'
import type { StaffAction } from '../staff/staff-audit'
import { orErrorAnswer } from './answer'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/** How many reservations one search answers at most (newest first): a producer narrows the search rather than pages. */
export const PRODUCER_SEARCH_LIMIT = 50

/** §9 a Jerusalem day as [from, to) epoch ms; null for no (or a malformed) date. */
const dayOf = (date: string | undefined): { readonly from: number; readonly to: number } | null => {
  const parsed = date === undefined ? O.none : parseCalendarDate(date)
  if (O.isNone(parsed)) return null
  const moment = { kind: 'date', date: parsed.value } as const
  return { from: startOf(moment), to: endOf(moment) + 1 }
}

/**
 * §7 issue 13 producer reservations (permission 268, §6): the search (only the user's
 * businesses, filtered in the query), sending the tickets again to the reservation's mobile, and
 * to another mobile (through the SMS port); each send is written to the audit log. A reservation
 * of another business answers 403 as an unknown one does (its number reveals nothing).
 */
export const registerProducerReservationRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const { config } = paymentServices(deps, options)

  /** The reservation, if the session's staff user holds 268 and works for its business; a cancelled one has no tickets to send. */
  const reservationFor = async (
    request: FastifyRequest,
    reservationIdentifier: string,
  ): Promise<Result<{ readonly staff: StaffUser; readonly reservation: ReservationDetails }>> => {
    const reservation = await deps.storage.reservations.get(reservationIdentifier)
    const staff = await deps.staffGuard.forBusiness(request, STAFF_PERMISSIONS.producerReservations, reservation?.businessId ?? null)
    if (E.isLeft(staff)) return staff
    if (reservation === null) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))
    if (reservation.resStateId === ReservationState.cancelled) return E.left(kartisError('NOTHING_TO_CANCEL', { reservationIdentifier }))
    return E.right({ staff: staff.right, reservation })
  }

  /** Sends the reservation's tickets (the confirmation SMS with its e-ticket link) and audits who sent them where. */
  const sendTo = async (staff: StaffUser, reservation: ReservationDetails, mobile: string, action: StaffAction): Promise<Result<true>> => {
    const text = confirmationSmsText({
      reservationIdentifier: reservation.reservationIdentifier,
      featureName: reservation.featureName ?? null,
      startDateTime: reservation.startDateTime,
      siteUrl: config.siteUrl,
      documentKey: documentKeyOf(reservation.reservationIdentifier, config.documentKeySecret),
    })
    const sent = await deps.sms.send(mobile, text)
    if (E.isLeft(sent)) return sent
    await deps.storage.staffAudit.record({
      staffId: staff.staffId,
      action,
      reservationIdentifier: reservation.reservationIdentifier,
      details: { mobileNumber: mobile },
    })
    return E.right(true)
  }

  host.handle('producerReservations', async ({ params, request }) => {
    const staff = await deps.staffGuard.withPermission(request, STAFF_PERMISSIONS.producerReservations)
    if (E.isLeft(staff)) return staff
    const found = await deps.storage.reservations.searchForStaff({
      businessIds: staff.right.businessIds,
      text: params.q ?? '',
      presentationId: params.presentationId ?? null,
      startsBetween: dayOf(params.date),
      limit: PRODUCER_SEARCH_LIMIT,
    })
    return E.right(found.map(producerReservationOf))
  })

  host.handle(
    'sendResAgain',
    async ({ params, request }) => {
      const target = await reservationFor(request, params.resId)
      if (E.isLeft(target)) return target
      const { staff, reservation } = target.right
      return orErrorAnswer(
        await sendTo(staff, reservation, israeliMobileOf(reservation.mobileNumber) ?? reservation.mobileNumber, 'resend'),
      )
    },
    { rateLimit: 'staffMessages' },
  )

  host.handle(
    'sendTickets',
    async ({ params, body, request }) => {
      const target = await reservationFor(request, params.resId)
      if (E.isLeft(target)) return target
      // Issue 12 the box office's reading of a mobile number (libphonenumber's Israeli mobile ranges), as every SMS call.
      const mobile = israeliMobileOf(body.mobileNumber)
      if (mobile === null) return E.left(kartisError('invalid_mobileNumber'))
      const { staff, reservation } = target.right
      return orErrorAnswer(await sendTo(staff, reservation, mobile, 'sendTickets'))
    },
    { rateLimit: 'staffMessages' },
  )
}
