import * as E from 'fp-ts/Either'
import {
  cartTotals,
  kartisError,
  modificationChanges,
  modificationDue,
  modifiedTicketOf,
  modifyingCart,
  rebalanceVoucherPayments,
  sameCartSeat,
  withSeatTicket,
  ZERO,
  type Cart,
  type CartSeat,
  type CommitResult,
  type Result,
} from '@kartis/core'
import type { CommitDeps } from '../payment/commit-order'
import { checkCardPayment } from '../payment/card-payment-check'
import { takeReferenceQuota } from '../payment/reference-quota'
import { priceCartOnServer, type PricedOrder } from '../payment/server-pricing'
import { revalidateVoucherPayments } from '../payment/voucher-payments'
import { documentKeyOf } from '../edocuments/document-key'
import { publishSeats } from '../seats/seat-events'
import { hebrewMessageOf } from '../http/hebrew-messages'
import { idempotencyKeyOf } from '../storage/idempotency-key'
import type { PaymentSession } from '../storage/payment-sessions'
import type { PresentationSeatKey } from '../storage/seat-inventory'
import type { StorageTransaction } from '../storage/unit-of-work'
import type { ReservationOwner } from '../customers/reservation-owner'
import { checkModifiable, paidLinesOf, transactionIdOf, type PaidLine } from './modifiable-reservation'

/** §7 POST /payment/commit of a cart with `modify`, as the server receives it. */
export interface ModificationOrder {
  readonly uuid: string
  /** Issue 12 the customer logged in on the visitor's session (the reservation may be its own); null: none. */
  readonly customer: ReservationOwner | null
  readonly cart: Cart & { readonly modify: NonNullable<Cart['modify']> }
}

/** The new seats and products priced by the catalog, or nothing to price. */
const priceAdded = async (deps: CommitDeps, cart: Cart, added: readonly CartSeat[]): Promise<Result<PricedOrder | null>> =>
  added.length === 0 && cart.products.length === 0
    ? E.right(null)
    : priceCartOnServer(deps.catalog, deps.venues, { ...cart, seats: added, modify: null })

/** A kept seat at what it was sold for: the server's line, never the cart's amounts. */
const keptAt = (seat: CartSeat, line: PaidLine): CartSeat =>
  seat.ticket === null ? seat : withSeatTicket(seat, { ...seat.ticket, amount: line.amount, serviceCharge: line.serviceCharge })

/** What names one modification attempt: its key and cart, its payment, and the reservation state it was priced on. */
interface Attempt {
  readonly idempotencyKey: string
  readonly cartDigest: string
  readonly session: PaymentSession | null
  readonly pricedOn: string
}

/** The reservation as it stands, checked modifiable by the caller and the cart's lastTransactionId, with the cart's changes to it. */
const modifiableNow = async (tx: Pick<StorageTransaction, 'reservations'>, order: ModificationOrder, now: number) => {
  const { uuid, cart } = order
  const resId = cart.modify.resId
  const notFound = (): Result<never> => E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: resId }))
  const checked = checkModifiable(await tx.reservations.get(resId), { uuid, customer: order.customer }, now, notFound)
  if (E.isLeft(checked)) return checked
  const reservation = checked.right
  const lastTransactionId = transactionIdOf(reservation)
  if (cart.modify.lastTransactionId !== lastTransactionId)
    return E.left(kartisError('MODIFICATION_OUTDATED', { reservationIdentifier: resId }))
  if (new Set(cart.seats.map((seat) => keyOf({ ...seat, y: seat.y ?? 0 }))).size !== cart.seats.length)
    return E.left(kartisError('BAD_REQUEST', { reason: 'seat listed twice' }))
  const paid = paidLinesOf(reservation)
  const changes = modificationChanges(paid, cart.seats)
  if (changes.added.some((seat) => seat.presentationId !== reservation.presentationId))
    return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'another-presentation', reservationIdentifier: resId }))
  return E.right({ reservation, paid, changes, lastTransactionId })
}

interface Modified {
  /** The answer but its e-ticket key, which is derived once the change is committed. */
  readonly result: Omit<CommitResult, 'documentKey'>
  readonly freed: readonly PresentationSeatKey[]
  readonly sold: readonly PresentationSeatKey[]
  readonly isReplay: boolean
}

const keyOf = (seat: PresentationSeatKey): string => `${seat.presentationId}/${seat.sectionId}/${seat.x}/${seat.y}`

/**
 * The modification's transaction: a retry of the same key answers the reservation as modified
 * (the same key with another cart is PAYMENT_ALREADY_USED); otherwise the reservation must still
 * be modifiable by the caller, hold what the cart was worked out on (lastTransactionId) and what
 * the new seats were priced on; kept tickets count at what they were sold for, the difference is
 * checked with the core's modificationDue and paid (vouchers, then an approved card payment of
 * exactly what is left), and storage changes the reservation in place — released seats freed, new
 * ones sold — with the coupon redemptions and voucher debits, all or nothing.
 */
const modifyInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: ModificationOrder,
  attempt: Attempt,
  priced: PricedOrder | null,
): Promise<Result<Modified>> => {
  const { uuid, cart } = order
  const resId = cart.modify.resId
  const replay = await tx.reservations.findModification(uuid, attempt.idempotencyKey)
  if (replay !== null) {
    if (replay.cartDigest !== attempt.cartDigest)
      return E.left(kartisError('PAYMENT_ALREADY_USED', { key: attempt.idempotencyKey }, hebrewMessageOf('PAYMENT_ALREADY_USED')))
    const { reservation } = replay
    return E.right({
      result: { reservationIdentifier: reservation.reservationIdentifier, ticketIdentifiers: reservation.ticketIdentifiers },
      freed: [],
      sold: [],
      isReplay: true,
    })
  }
  const now = deps.clock.now()
  const checked = await modifiableNow(tx, order, now)
  if (E.isLeft(checked)) return checked
  const { reservation, paid, changes, lastTransactionId } = checked.right
  if (attempt.pricedOn !== lastTransactionId) return E.left(kartisError('MODIFICATION_OUTDATED', { reservationIdentifier: resId }))
  const session = attempt.session
  const kept = changes.kept.flatMap((line) => {
    const seat = cart.seats.find((candidate) => sameCartSeat(candidate, line))
    return seat === undefined ? [] : [keptAt(seat, line)]
  })
  const vouchers = await revalidateVoucherPayments(tx.vouchers, cart.voucherPayments, now)
  if (E.isLeft(vouchers)) return vouchers
  const modified = rebalanceVoucherPayments(
    modifyingCart(
      {
        ...cart,
        seats: [...kept, ...(priced?.cart.seats ?? [])],
        products: priced?.cart.products ?? [],
        voucherPayments: vouchers.right,
      },
      { resId, lastTransactionId, tickets: paid.map(modifiedTicketOf) },
    ),
  )
  const due = modificationDue(modified, changes)
  if (E.isLeft(due)) return due
  const totals = cartTotals(modified)
  const payment = checkCardPayment(session, uuid, totals.balanceDue, now, deps.config.paymentSessionTtlMs)
  if (E.isLeft(payment)) return payment
  // Issue 13 new seats under ticket references take their options' quota as a commit's do (the
  // lines this modification releases still count until it is written: a swap under a full quota is refused).
  if (priced !== null) {
    const quota = await takeReferenceQuota(tx.references, priced.presentation.id, priced.seats)
    if (E.isLeft(quota)) return quota
  }
  const stored = await tx.reservations.modify({
    reservationIdentifier: resId,
    uuid,
    idempotencyKey: attempt.idempotencyKey,
    expectedTicketIdentifiers: reservation.ticketIdentifiers,
    release: changes.released.map((line) => line.ticketIdentifier),
    seats: priced?.seats ?? [],
    products: priced?.products ?? [],
    paymentSessionId: payment.right,
    amount: due.right,
    cartDigest: attempt.cartDigest,
  })
  if (E.isLeft(stored)) return stored
  for (const redemption of priced?.redemptions ?? []) {
    const redeemed = await tx.coupons.redeem(redemption.code, redemption.count, resId)
    if (E.isLeft(redeemed)) return redeemed
  }
  for (const voucher of modified.voucherPayments) {
    if (voucher.amount <= ZERO) continue
    const debited = await tx.vouchers.debit(voucher.code, voucher.amount, resId)
    if (E.isLeft(debited)) return debited
  }
  const sold = (priced?.seats ?? []).map((seat) => ({
    presentationId: seat.presentationId,
    sectionId: seat.sectionId,
    x: seat.x,
    y: seat.y,
  }))
  const soldKeys = new Set(sold.map(keyOf))
  const { reservation: after } = stored.right
  return E.right({
    result: { reservationIdentifier: after.reservationIdentifier, ticketIdentifiers: after.ticketIdentifiers },
    freed: changes.released.flatMap((line) => {
      const place = { presentationId: line.presentationId, sectionId: line.sectionId, x: line.x, y: line.y ?? 0 }
      return soldKeys.has(keyOf(place)) ? [] : [place]
    }),
    sold,
    isReplay: stored.right.isReplay,
  })
}

/**
 * §4/§7/§9 POST /payment/commit of a cart that modifies a reservation (cart.modify): the server
 * is the authority on every amount — what the reservation's tickets were paid is credited from
 * its own lines, the new seats and products are priced from the catalog, the difference is the
 * core's modificationDue (total = seats + products − modified tickets; a cheaper order is
 * BALANCE_IS_DUE, nothing changed NOTHING_TO_MODIFY) and is paid like a commit (vouchers, then
 * an approved card payment of exactly the balance due). The reservation is changed in place in
 * one transaction: old seats freed and new ones sold together, never one without the other; its
 * number stays, the changed lines get new ticket identifiers. Seats freed and sold are
 * published (issue 11) once committed. Failures also: RESERVATION_NOT_FOUND (unknown, cancelled
 * or another visitor's), UNABLE_TO_PROCESS_ORDER (an unpaid hold, another presentation),
 * TOO_CLOSE_TO_PRSNT_DATE, MODIFICATION_OUTDATED, SEAT_NO_LONGER_AVAILABLE, the pricing, voucher
 * and card failures of a commit, PAYMENT_ALREADY_USED.
 */
export const commitModification = async (deps: CommitDeps, order: ModificationOrder): Promise<Result<CommitResult>> => {
  const paymentId = order.cart.paymentIdentifier
  // Read before the transaction, as a commit does: the session and the catalog have their own door to the database.
  const session = paymentId === null ? null : await deps.paymentSessions.get(paymentId)
  const cartDigest = idempotencyKeyOf({ cart: order.cart })
  const idempotencyKey = paymentId === null ? cartDigest : idempotencyKeyOf({ paymentId })
  // The changes are priced on the reservation as it stands now; the transaction checks it still does.
  const before = await deps.unitOfWork.transaction((tx) => modifiableNow(tx, order, deps.clock.now()))
  const pricing = E.isLeft(before) ? null : await priceAdded(deps, order.cart, before.right.changes.added)
  if (pricing !== null && E.isLeft(pricing)) return pricing
  const attempt: Attempt = { idempotencyKey, cartDigest, session, pricedOn: E.isLeft(before) ? '' : before.right.lastTransactionId }
  // A reservation not modifiable before the transaction is answered from inside it (a retry of a modification that is done finds it there).
  const done = await deps.unitOfWork.transaction((tx) => modifyInTransaction(tx, deps, order, attempt, pricing?.right ?? null))
  if (E.isLeft(done)) return done
  if (!done.right.isReplay) {
    await publishSeats(deps.seatEvents, 'free', done.right.freed)
    await publishSeats(deps.seatEvents, 'sold', done.right.sold)
  }
  const { result } = done.right
  // §2 the e-ticket's key is the reservation's: a modification keeps the number, so its link stays valid.
  return E.right({ ...result, documentKey: documentKeyOf(result.reservationIdentifier, deps.config.documentKeySecret) })
}
