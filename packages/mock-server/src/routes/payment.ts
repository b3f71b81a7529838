import * as E from 'fp-ts/Either'
import { kartisError, type StaffUser } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { reservationOwnerOf } from '../customers/reservation-owner'
import { commitOrder } from '../payment/commit-order'
import { payHoldReservation } from '../payment/hold-payment'
import { openPaymentForm } from '../payment/hosted-payment'
import { lookUpVoucher } from '../payment/voucher-lookup'
import { producerSeatsStaff } from '../staff/producer-seats-guard'
import { venueOfRequest } from '../venues/request-venue'
import { isReservationAtVenue } from '../venues/venue-scope'
import { afterCaptcha, inHebrew, orErrorAnswer } from './answer'
import { registerHostedPaymentPages } from './payment-hosted'
import { paymentServices, type PaymentRouteOptions } from './payment-services'

/**
 * §6 issue 13 a producer seat sale is written to the staff audit log as the producer's other
 * actions on reservations are: who (the staff user), when (the log's clock), which reservation
 * and business, how many places. Once per reservation: a retried commit answering the same
 * reservation writes nothing more.
 */
const auditProducerSeats = async (deps: AppDeps, staff: StaffUser, reservationIdentifier: string): Promise<void> => {
  const logged = await deps.storage.staffAudit.ofReservation(reservationIdentifier)
  if (logged.some((entry) => entry.action === 'producerSeats')) return
  const reservation = await deps.storage.reservations.get(reservationIdentifier)
  await deps.storage.staffAudit.record({
    staffId: staff.staffId,
    action: 'producerSeats',
    reservationIdentifier,
    details: {
      businessId: reservation?.businessId ?? '',
      presentationId: reservation?.presentationId ?? '',
      places: reservation?.tickets.filter((line) => line.kind === 'seat').length ?? 0,
    },
  })
}

/**
 * §7 public ordering, payment: the payment form address, the hosted card page of the payment
 * simulator, commit (also producer seats), hold payment and voucher balance (saved carts are
 * routes/saved-carts.ts).
 */
export const registerPaymentRoutes = (host: RouteHost, deps: AppDeps, options: PaymentRouteOptions = {}): void => {
  const services = paymentServices(deps, options)
  const { captcha } = deps.config

  host.handle(
    'paymentForm',
    async ({ params, uuid, request }) =>
      orErrorAnswer(
        await afterCaptcha(captcha, params.recaptchaToken, request, () =>
          openPaymentForm(services.hosted, { uuid, locale: params.locale, total: params.total }),
        ),
      ),
    { rateLimit: 'captchaCalls' },
  )

  host.handle(
    'commit',
    async ({ body, uuid, request }) => {
      const { mobileNumber, customerName } = body
      const producer =
        mobileNumber === undefined && customerName === undefined
          ? undefined
          : { mobileNumber: mobileNumber ?? '', customerName: customerName ?? '' }
      // Issue 13 producer seats are a staff action (267, the presentation's business): refused before anything else.
      const staff = producer === undefined ? null : await producerSeatsStaff(deps.staffGuard, deps.storage.catalog, request, body.cart)
      if (staff !== null && E.isLeft(staff)) return staff
      // Issue 14 every refusal (bad input, a price changed, a seat taken, a payment not made…) is an
      // HTTP error with its §8 code and Hebrew text (status-of-error), never a 200 a client could
      // take for a sale; nothing is sold or charged (the commit's transaction rolls back).
      return inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () => {
          // Issue 12 a logged-in customer's order is its own at once (producer seats are the producer's customer's).
          const owner = producer === undefined ? await reservationOwnerOf(deps.customerSessions, deps.storage.customers, request) : null
          // Issue 15 §2 the venue the order was placed at; its presentation's venue's rules apply (commit-order).
          const venue = await venueOfRequest(deps.storage.venues, request)
          if (E.isLeft(venue)) return venue
          const committed = await commitOrder(services.commit, {
            venue: venue.right,
            uuid,
            cart: body.cart,
            customerId: owner?.customerId ?? null,
            owner,
            ...(producer === undefined ? {} : { producer }),
          })
          deps.metrics.orderCommit(E.isRight(committed) ? 'ok' : 'refused')
          if (staff !== null && E.isRight(committed)) await auditProducerSeats(deps, staff.right, committed.right.reservationIdentifier)
          return committed
        }),
      )
    },
    { rateLimit: 'captchaCalls' },
  )

  host.handle(
    'holdPayment',
    // Issue 14 every refusal (an unknown or another visitor's reservation 404, a wrong amount, a
    // payment not made or used already…) is an HTTP error with its §8 code and Hebrew text, as the
    // commit's are (status-of-error), never a 200 a client could take for a payment; the hold stays unpaid.
    async ({ params, body, uuid, request }) =>
      inHebrew(
        await afterCaptcha(captcha, body.recaptchaToken, request, async () => {
          // Issue 15 §2 another venue's hold is not found at a venue's host.
          if (!(await isReservationAtVenue(deps.storage, request, params.resId)))
            return E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: params.resId }))
          return payHoldReservation(services.hold, {
            uuid,
            reservationIdentifier: params.resId,
            cart: body.cart,
            // Issue 12 a customer pays its own holds from the customer area, on any device.
            customer: await reservationOwnerOf(deps.customerSessions, deps.storage.customers, request),
          })
        }),
      ),
    { rateLimit: 'captchaCalls' },
  )

  host.handle(
    'voucherBalance',
    async ({ params, request }) =>
      orErrorAnswer(
        await afterCaptcha(captcha, params.recaptchaToken, request, () =>
          lookUpVoucher(deps.storage.vouchers, params.reference, deps.clock.now()),
        ),
      ),
    // Issue 10: balances must not be found by guessing codes.
    { rateLimit: 'codeLookups' },
  )

  registerHostedPaymentPages(host.fastify, services.hosted)
}
