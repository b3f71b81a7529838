import * as E from 'fp-ts/Either'
import {
  ZERO,
  cancellationFeeOf,
  cartTotals,
  checkVenueOrder,
  defaultVenueSettings,
  kartisError,
  rebalanceVoucherPayments,
  type Cart,
  type CommitResult,
  type Result,
  type VenueSettings,
  type VenueSettingsRepository,
} from '@kartis/core'
import { checkHoldCommit, holdSessionCustomerOf } from '../holds/hold-commit-check'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { CatalogRepository } from '../storage/catalog-repository'
import type { CustomerMembers } from '../storage/customer-members'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import { publishSeats, type SeatEvents } from '../seats/seat-events'
import type { PaymentSessionRepository } from '../storage/payment-sessions'
import type { ReservationCustomer, ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction, UnitOfWork } from '../storage/unit-of-work'
import type { CustomerAccounts } from '../customers/customer-accounts'
import type { ReservationOwner } from '../customers/reservation-owner'
import { commitModification } from '../modifications/commit-modification'
import { checkCardPayment } from './card-payment-check'
import { checkSeatsStillLocked } from './lock-check'
import { commitMembershipOrder } from './membership-commit'
import { commitEnrolmentOrder } from './enrolment-commit'
import { customerOfCart, customerOfProducerSeats, type ProducerCustomer } from './order-customer'
import type { PaymentConfig } from './payment-config'
import { documentKeyOf } from '../edocuments/document-key'
import { sendOrderConfirmation, type OrderNotices } from './order-notices'
import { takeReferenceQuota } from './reference-quota'
import { commitSale } from './commit-sale'
import { priceOrderOnServer } from './order-pricing'
import type { PricedOrder } from './server-pricing'
import { revalidateVoucherPayments } from './voucher-payments'
import { isVisibleAt, visibleBusinessOfVenue } from '../venues/venue-scope'

/** What a commit needs. */
export interface CommitDeps {
  readonly catalog: CatalogRepository
  readonly unitOfWork: UnitOfWork
  readonly paymentSessions: PaymentSessionRepository
  /** §7 where the confirmation goes: SMS and, when the customer gave an address, e-mail (issue 12: the ports, so Twilio and SMTP too). */
  readonly notices: OrderNotices
  readonly clock: { now(): number }
  readonly config: PaymentConfig
  /** Issue 11 where the seats sold are published once the commit's transaction has committed. */
  readonly seatEvents: SeatEvents
  /** §4 the members of the session's customer: a hold order needs an active one. */
  readonly members: Pick<CustomerMembers, 'membersOf'>
  /** Issue 14 the accounts a membership bought without a login is attached to (by the order's mobile number); absent: none. */
  readonly customers?: Pick<CustomerAccounts, 'findByMobile' | 'create'>
  /** Issue 15 the venues whose rules the commit enforces (form, holds, seats per order, fee) and whose service charge it charges. */
  readonly venues: Pick<VenueSettingsRepository, 'ofBusiness'>
}

/** §7 POST /payment/commit as the server receives it: the visitor, the cart, and for producer seats the customer. */
export interface CommitOrder {
  readonly uuid: string
  readonly cart: Cart
  readonly producer?: ProducerCustomer
  /** Issue 12 the customer logged in on the visitor's session, whose order this becomes; absent or null: none. */
  readonly customerId?: number | null
  /** Issue 12 that customer as an owner of reservations (a modification of its own reservation, §4); absent or null: none. */
  readonly owner?: ReservationOwner | null
  /** Issue 15 §2 the venue the request was made at (host, /v/{slug}, else the install's default); absent: the default. */
  readonly venue?: VenueSettings
}

const customerOf = (order: CommitOrder, venue: VenueSettings): Result<ReservationCustomer> =>
  order.producer === undefined ? customerOfCart(order.cart.customerInfo, venue.customerForm) : customerOfProducerSeats(order.producer)

/** The one presentation an event cart's seats and products name, if any (server-pricing refuses carts naming several). */
const presentationOfCart = (cart: Cart): number | null =>
  cart.seats[0]?.presentationId ?? cart.products.find((product) => product.presentationId !== null)?.presentationId ?? null

/**
 * Issue 15 §1/§2 the venue whose rules an order follows: its presentation's business's (the
 * catalogue's, never the browser's businessId), else (memberships, vouchers, donations) the venue
 * the request was made at. A presentation of another venue than the one the request was made at
 * (a configured venue's host or prefix) is PRSNT_NOT_FOUND: one venue's pages never sell another's.
 */
const venueOfOrder = async (deps: CommitDeps, order: CommitOrder): Promise<Result<VenueSettings>> => {
  const requestVenue = order.venue ?? defaultVenueSettings()
  const presentationId = presentationOfCart(order.cart)
  if (presentationId === null) return E.right(requestVenue)
  const businessId = (await deps.catalog.getPresentation(presentationId))?.businessId ?? null
  if (businessId === null) return E.right(requestVenue)
  if (!isVisibleAt(visibleBusinessOfVenue(requestVenue), businessId)) return E.left(kartisError('PRSNT_NOT_FOUND', { presentationId }))
  return E.right(await deps.venues.ofBusiness(businessId))
}

/** What an order buys, as comparable lines: each seat with its ticket, each product with its quantity. */
const linesOfReservation = (reservation: ReservationDetails): readonly string[] =>
  reservation.tickets
    .map((line) =>
      line.kind === 'seat'
        ? line.seat === null
          ? `seat:freed:${line.ticketIdentifier}`
          : `seat:${line.seat.presentationId}:${line.seat.sectionId}:${line.seat.x}:${line.seat.y}:${line.ticketId ?? ''}`
        : `product:${line.productId ?? ''}:${line.presentationId ?? ''}:${line.quantity}`,
    )
    .sort()

const linesOfOrder = (priced: PricedOrder): readonly string[] =>
  [
    ...priced.seats.map((seat) => `seat:${seat.presentationId}:${seat.sectionId}:${seat.x}:${seat.y}:${seat.ticketId}`),
    ...priced.products.map((product) => `product:${product.productId}:${product.presentationId ?? ''}:${product.quantity}`),
  ].sort()

/**
 * §7/§8 a replayed commit key answers the first reservation only when the order asks for what
 * that reservation sold (a retry); a payment id reused for other seats or products is
 * PAYMENT_ALREADY_USED, so the customer is never told an order succeeded for seats not sold.
 */
const replayOf = (replay: ReservationDetails, priced: PricedOrder, idempotencyKey: string): Result<ReservationDetails> => {
  const sold = linesOfReservation(replay)
  const asked = linesOfOrder(priced)
  return sold.length === asked.length && sold.every((line, index) => line === asked[index])
    ? E.right(replay)
    : E.left(kartisError('PAYMENT_ALREADY_USED', { key: idempotencyKey }, hebrewMessageOf('PAYMENT_ALREADY_USED')))
}

interface Committed {
  readonly reservation: ReservationDetails
  readonly isReplay: boolean
}

/**
 * The commit's transaction: a replay of the same key returns the first reservation before
 * anything is checked or written again (PAYMENT_ALREADY_USED when it asks for other lines); otherwise vouchers are re-validated and re-balanced,
 * the payment checked against the server's balance due, the locks checked, and the
 * reservation, coupon redemptions and voucher debits written together (any Left rolls all back).
 */
const commitInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: CommitOrder,
  priced: PricedOrder,
  customer: ReservationCustomer,
  idempotencyKey: string,
  session: Awaited<ReturnType<PaymentSessionRepository['get']>>,
  venue: VenueSettings,
): Promise<Result<Committed>> => {
  const replay = await tx.reservations.findByIdempotencyKey(order.uuid, idempotencyKey)
  if (replay !== null)
    return E.map((reservation: ReservationDetails): Committed => ({ reservation, isReplay: true }))(
      replayOf(replay, priced, idempotencyKey),
    )
  const now = deps.clock.now()
  const vouchers = await revalidateVoucherPayments(tx.vouchers, order.cart.voucherPayments, now)
  if (E.isLeft(vouchers)) return vouchers
  const cart = rebalanceVoucherPayments({ ...priced.cart, voucherPayments: vouchers.right })
  const totals = cartTotals(cart)
  // §4 a hold is paid later, as a whole (hold payment); checkHoldCommit refused one carrying a payment.
  // Issue 13 producer seats are the producer's sale (a staff user of the business, checked at the
  // route): the producer collects the money (box office, invitation), so no card is asked for.
  const paid =
    order.cart.isHold || order.producer !== undefined
      ? E.right(null)
      : checkCardPayment(session, order.uuid, totals.balanceDue, now, deps.config.paymentSessionTtlMs)
  if (E.isLeft(paid)) return paid
  const locked = await checkSeatsStillLocked(tx.seats, order.uuid, priced.seats)
  if (E.isLeft(locked)) return locked
  const quota = await takeReferenceQuota(tx.references, priced.presentation.id, priced.seats)
  if (E.isLeft(quota)) return quota
  const created = await tx.reservations.create({
    uuid: order.uuid,
    idempotencyKey,
    presentationId: priced.presentation.id,
    isHold: order.cart.isHold,
    customer,
    seats: priced.seats,
    products: priced.products,
    orderServiceCharge: totals.globalServiceCharge?.amount ?? ZERO,
    // §9 the hall's own fee rule, else the venue's (issue 15), kept with the reservation.
    cancellationFee: cancellationFeeOf(venue, priced.presentation.cancellationFee),
    paymentSessionId: paid.right,
    customerId: order.customerId ?? null,
    integrationId: order.cart.integrationId,
  })
  if (E.isLeft(created)) return created
  const { reservation } = created.right
  for (const redemption of priced.redemptions) {
    const redeemed = await tx.coupons.redeem(redemption.code, redemption.count, reservation.reservationIdentifier)
    if (E.isLeft(redeemed)) return redeemed
  }
  for (const payment of cart.voucherPayments) {
    if (payment.amount <= ZERO) continue
    const debited = await tx.vouchers.debit(payment.code, payment.amount, reservation.reservationIdentifier)
    if (E.isLeft(debited)) return debited
  }
  return E.right(created.right)
}

/**
 * §7 POST /payment/commit: turns the visitor's locked seats into a paid reservation, or (§4) a
 * hold order into an unpaid one of the session's customer. The cart
 * is priced again on the server (server-pricing), its vouchers re-validated and re-balanced
 * with the core's rules, and it is accepted only when paid by an approved card payment of its
 * balance due or fully covered by vouchers and gift cards, with every seat still locked by the
 * visitor; the reservation, coupon redemptions and voucher debits are one transaction. A
 * retried commit (same visitor and payment id, or the same cart when no card paid) returns the
 * first reservation and debits nothing again; the same payment id with another cart is
 * PAYMENT_ALREADY_USED. A new reservation's seats are published as sold (issue 11) and it gets a
 * confirmation SMS, and an e-mail when the customer gave an address (order-notices); the answer
 * carries its e-ticket's signed key (§2), as they do. A hold
 * (cart.isHold) takes no payment: it needs a logged-in customer with an active member, regular
 * seats and the event more than 30 minutes away (checkHoldCommit), is the customer's, and is paid
 * later (hold payment) or released at its deadline (the hold sweep); its SMS says so.
 * Failures: HOLD_REQUIRES_LOGIN, HOLD_REQUIRES_ACTIVE_MEMBERSHIP, TOO_CLOSE_TO_PRSNT_DATE,
 * PREMIUM_SEAT_CANNOT_BE_HELD, UNABLE_TO_PROCESS_ORDER { reason: 'hold-takes-no-payment' }, FORM_INVALID,
 * invalid_mobileNumber, the pricing failures, the voucher failures, PAYMENT_ERROR,
 * PAYMENT_EXPIRED, CARD_PROVIDER_ERROR, SEAT_NO_LONGER_AVAILABLE, COUPON_ALREADY_USED, PAYMENT_ALREADY_USED,
 * and (issue 13) for seats under ticket references (reference1/reference2, recorded on the
 * reservation's lines; a hold takes the quota while held) REFERENCE_NOT_ELIGIBLE and
 * REFERENCE_QUOTA_EXHAUSTED. Issue 14 the cart's integrationId (the partner the visitor came
 * from) is recorded on the reservation; one the box office does not know is BAD_REQUEST.
 * Issue 15 the venue of the order's presentation (else the request's venue) rules first:
 * HOLD_ORDERS_NOT_OFFERED, SEAT_MAXIMUM_REACHED { max } over the order's seats, PRSNT_NOT_FOUND
 * for another venue's presentation; its customer form decides FORM_INVALID; its cancellation fee
 * applies where the hall sets none.
 */
export const commitOrder = async (deps: CommitDeps, order: CommitOrder): Promise<Result<CommitResult>> => {
  // Issue 15 the venue's rules first (holds offered, seats per order): a venue that takes no holds says so before asking for a login.
  const venue = await venueOfOrder(deps, order)
  if (E.isLeft(venue)) return venue
  if (order.producer === undefined) {
    const ruled = checkVenueOrder(venue.right, { isHold: order.cart.isHold, seatCount: order.cart.seats.length })
    if (E.isLeft(ruled)) return ruled
  }
  // §4 a hold needs the session's customer before anything else is judged.
  const customerId = order.customerId ?? null
  if (order.cart.isHold && customerId === null) return E.left(kartisError('HOLD_REQUIRES_LOGIN'))
  const { modify } = order.cart
  // §4/§9 a cart that modifies a reservation (/cart/{resId}) changes it in place: see commitModification.
  if (modify !== null && order.producer === undefined)
    return commitModification(deps, { uuid: order.uuid, customer: order.owner ?? null, cart: { ...order.cart, modify } })
  // Issue 15 the customer form as the venue configures it.
  const customer = customerOf(order, venue.right)
  if (E.isLeft(customer)) return customer
  // Issue 14 the order kinds other than events are priced and committed by their own modules.
  if (order.cart.kind === 'memberships') return commitMembershipOrder(deps, order, customer.right)
  if (order.cart.kind === 'enrolment') return commitEnrolmentOrder(deps, order, customer.right)
  const pricedCart = await priceOrderOnServer(
    deps.catalog,
    deps.venues,
    order.cart,
    deps.clock.now(),
    visibleBusinessOfVenue(order.venue ?? defaultVenueSettings()),
  )
  if (E.isLeft(pricedCart)) return pricedCart
  // Issue 14 a voucher or donation order is committed as a sale (commit-sale).
  if (pricedCart.right.kind === 'sale') return commitSale(deps, order, pricedCart.right.sale, customer.right)
  const priced = pricedCart.right.order
  // Issue 14 the partner the visitor came from is recorded only when the box office knows it.
  const { integrationId } = order.cart
  if (integrationId !== null && !(await deps.catalog.hasIntegration(integrationId)))
    return E.left(kartisError('BAD_REQUEST', { integrationId }))
  if (order.cart.isHold) {
    const held = checkHoldCommit(await holdSessionCustomerOf(deps.members, customerId), priced.cart, deps.clock.now())
    if (E.isLeft(held)) return held
  }
  const paymentId = order.cart.paymentIdentifier
  const session = paymentId === null ? null : await deps.paymentSessions.get(paymentId)
  const idempotencyKey = idempotencyKeyOf(paymentId === null ? { cart: order.cart } : { paymentId })
  const committed = await deps.unitOfWork.transaction((tx) =>
    commitInTransaction(tx, deps, order, priced, customer.right, idempotencyKey, session, venue.right),
  )
  if (E.isLeft(committed)) return committed
  const { reservation, isReplay } = committed.right
  if (!isReplay) await publishSeats(deps.seatEvents, 'sold', priced.seats)
  const documentKey = documentKeyOf(reservation.reservationIdentifier, deps.config.documentKeySecret)
  if (!isReplay) {
    const facts = {
      reservationIdentifier: reservation.reservationIdentifier,
      featureName: reservation.featureName ?? null,
      startDateTime: reservation.startDateTime,
      siteUrl: deps.config.siteUrl,
      documentKey,
    }
    await sendOrderConfirmation(deps.notices, customer.right, facts, order.cart.isHold)
  }
  return E.right({
    reservationIdentifier: reservation.reservationIdentifier,
    ticketIdentifiers: reservation.ticketIdentifiers,
    documentKey,
  })
}
