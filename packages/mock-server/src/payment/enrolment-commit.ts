import * as E from 'fp-ts/Either'
import { checkNotEnrolled, kartisError, type CommitResult, type Result } from '@kartis/core'
import { publishSeats } from '../seats/seat-events'
import type { ReservationCustomer, ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import { catalogOfOrderVenue } from '../venues/venue-scope'
import type { CommitDeps, CommitOrder } from './commit-order'
import { priceEnrolmentCart, type PricedEnrolmentOrder } from './enrolment-cart-pricing'
import { commitPaymentOf, confirmedOrder, createPaidSeatedReservation, type CommitPayment } from './paid-commit'

/**
 * The enrolment commit's transaction: a replay of the same key returns the first reservation;
 * otherwise the buyer must not be enrolled in the season already (§8 ALREADY_ENROLLED: the same
 * account, mobile or ID number, checked under the season's lock); then createPaidSeatedReservation
 * (the card against the server's total, rate + service charge; each seat still the visitor's
 * lock) writes the reservation, its seats sold in each event and its enrolment recorded, and the
 * voucher debits together.
 */
const commitInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: CommitOrder,
  priced: PricedEnrolmentOrder,
  customer: ReservationCustomer,
  payment: CommitPayment,
): Promise<Result<{ readonly reservation: ReservationDetails; readonly isReplay: boolean }>> => {
  const replay = await tx.reservations.findByIdempotencyKey(order.uuid, payment.idempotencyKey)
  if (replay !== null) return E.right({ reservation: replay, isReplay: true })
  const buyer = { customerId: order.customerId ?? null, mobileNumber: customer.mobileNumber, ssn: customer.ssn }
  const notEnrolled = checkNotEnrolled(priced.season, buyer, await tx.reservations.enrolleesOf(priced.season, buyer))
  if (E.isLeft(notEnrolled)) return notEnrolled
  return createPaidSeatedReservation(tx, deps, order, priced, customer, payment, {
    orderServiceCharge: priced.serviceCharge,
    customerId: order.customerId ?? null,
    enrolment: {
      membershipId: priced.season.membershipId,
      seasonId: priced.season.seasonId,
      ticketId: priced.rate.ticketId,
      seasonName: priced.season.name,
      rateName: priced.rate.name,
      isFixedSeat: priced.isFixedSeat,
    },
  })
}

/**
 * §1/§7 POST /payment/commit of an enrolment (cart kind 'enrolment', issue 14 §3): priced on the
 * server (enrolment-cart-pricing: the season's rate, the events within its bounds, the per-order
 * charge; the client's figures are never charged), paid by card (and vouchers) as an event order
 * is, and committed in one transaction: the seats become sold in each chosen event (published once
 * committed) and the reservation records its enrolment, so its e-document lists the season, the
 * rate, and each event with its seat. The buyer gets the SMS and e-mail of an order. A hold or
 * producer-seats enrolment is UNABLE_TO_PROCESS_ORDER; a buyer enrolled in the season already
 * ALREADY_ENROLLED. A retried commit answers the first reservation.
 */
export const commitEnrolmentOrder = async (
  deps: CommitDeps,
  order: CommitOrder,
  customer: ReservationCustomer,
): Promise<Result<CommitResult>> => {
  if (order.cart.isHold || order.producer !== undefined)
    return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'enrolment-order-is-paid' }))
  const priced = await priceEnrolmentCart(catalogOfOrderVenue(deps.catalog, order.venue), order.cart, deps.clock.now())
  if (E.isLeft(priced)) return priced
  const payment = await commitPaymentOf(deps, order)
  const committed = await deps.unitOfWork.transaction((tx) => commitInTransaction(tx, deps, order, priced.right, customer, payment))
  if (E.isLeft(committed)) return committed
  if (!committed.right.isReplay) await publishSeats(deps.seatEvents, 'sold', priced.right.seats)
  return E.right(await confirmedOrder(deps, customer, committed.right, `${priced.right.season.name} – ${priced.right.rate.name}`))
}
