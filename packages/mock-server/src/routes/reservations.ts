import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS, kartisError, type CancellationOutcome } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { reservationOwnerOf } from '../customers/reservation-owner'
import { cancelOrder, producerCancelOrder, type CancelOutcome } from '../payment/cancel-order'
import { cancelSystemVoucherOf, replaceSystemVoucher, systemVoucherHistory, type VoucherHolder } from '../payment/system-vouchers'
import { isReservationAtVenue } from '../venues/venue-scope'
import { orErrorAnswer } from './answer'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/**
 * §7 public ordering after the order: a reservation for its visitor, cancel (with the fee
 * rules), producer cancel, and the system-voucher calls (history, cancel, replacement). Issue 15
 * §2 a visitor's or customer's call about another venue's order at a venue's host is RESERVATION_NOT_FOUND.
 */
export const registerReservationRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const services = paymentServices(deps, options)
  const reservationAtVenue = (request: FastifyRequest, identifier: string): Promise<boolean> =>
    isReservationAtVenue({ venues: deps.storage.venues, reservations: deps.storage.reservations }, request, identifier)
  const notAtVenue = (reservationIdentifier: string) => E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier }))

  host.handle('reservation', async ({ params, uuid, request }) => {
    // §7 the uuid param must be the caller's own: a reservation is shown only to its visitor (issue 15 §2 at its venue's pages).
    const own = params.uuid.trim().toLowerCase() === uuid && (await reservationAtVenue(request, params.resId))
    const reservation = own ? await deps.storage.reservations.getForUuid(params.resId, uuid) : null
    return reservation === null
      ? E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: params.resId }))
      : E.right(E.right(reservation))
  })

  // §9 the answer tells whoever cancelled the credit's code (the only other copy goes by SMS to the customer).
  // Issue 12 the visitor who ordered, or the logged-in customer who owns it (the customer-area cancel).
  host.handle('cancelReservation', async ({ params, body, uuid, request }) => {
    if (!(await reservationAtVenue(request, params.id))) return orErrorAnswer(notAtVenue(params.id))
    return orErrorAnswer(
      E.map(({ fee, refund, creditCode }: CancelOutcome): CancellationOutcome => ({ fee, refund, creditCode }))(
        await cancelOrder(services.cancel, {
          uuid,
          reservationIdentifier: params.id,
          itemsToCancel: body.itemsToCancel,
          refundToTransactionCredit: body.refundToTransactionCredit,
          customer: await reservationOwnerOf(deps.customerSessions, deps.storage.customers, request),
        }),
      ),
    )
  })

  // §6 issue 13 a staff user with permission 268 of the reservation's business (401/403 otherwise), written to the audit log.
  host.handle('producerCancel', async ({ params, request }) => {
    const reservation = await deps.storage.reservations.get(params.id)
    const staff = await deps.staffGuard.forBusiness(request, STAFF_PERMISSIONS.producerReservations, reservation?.businessId ?? null)
    if (E.isLeft(staff)) return staff
    if (reservation === null) return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: params.id }))
    const cancelled = await producerCancelOrder(services.cancel, reservation)
    if (E.isLeft(cancelled)) return orErrorAnswer(cancelled)
    const { fee, refund } = cancelled.right
    await deps.storage.staffAudit.record({
      staffId: staff.right.staffId,
      action: 'cancel',
      reservationIdentifier: reservation.reservationIdentifier,
      details: { fee, refund },
    })
    return orErrorAnswer(E.map((): true => true)(cancelled))
  })

  host.handle('systemVoucherHistory', async ({ params }) => orErrorAnswer(await systemVoucherHistory(services.systemVouchers, params.ref)))

  // Issue 12 a voucher is the visitor's, or the logged-in customer's (its credits on any device).
  const holderOf = async (uuid: string, request: FastifyRequest): Promise<VoucherHolder> => ({
    uuid,
    customer: await reservationOwnerOf(deps.customerSessions, deps.storage.customers, request),
  })

  host.handle('systemVoucherCancel', async ({ params, body, uuid, request }) => {
    if (!(await reservationAtVenue(request, body.reservationIdentifier))) return orErrorAnswer(notAtVenue(body.reservationIdentifier))
    return orErrorAnswer(
      await cancelSystemVoucherOf(
        services.systemVouchers,
        await holderOf(uuid, request),
        params.voucherReference,
        body.reservationIdentifier,
      ),
    )
  })

  host.handle('systemVoucherReplacement', async ({ params, body, uuid, request }) => {
    if (!(await reservationAtVenue(request, body.reservationIdentifier))) return orErrorAnswer(notAtVenue(body.reservationIdentifier))
    return orErrorAnswer(
      await replaceSystemVoucher(
        services.systemVouchers,
        await holderOf(uuid, request),
        params.voucherReference,
        body.reservationIdentifier,
      ),
    )
  })
}
