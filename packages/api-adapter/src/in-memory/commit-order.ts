import { balanceDue, canonicalMobile, kartisError, ZERO, type Cart, type CommitResult, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'
import { canonicalJson } from './canonical-json'
import type { ReservationRecord } from './reservation-book'

/** How a commit is paid: a regular order needs the balance due paid; hold orders and producer seats stay unpaid. */
export interface CommitMode {
  readonly unpaid: boolean
}

const hasItems = (cart: Cart): boolean =>
  cart.seats.length +
    cart.products.length +
    cart.vouchers.length +
    cart.memberships.length +
    cart.enrolments.length +
    cart.donations.length >
  0

/** §7 what a commit answers for a reservation. */
export const commitResultOf = (record: ReservationRecord): CommitResult => ({
  reservationIdentifier: record.reservationIdentifier,
  ticketIdentifiers: record.seats.map((seat) => seat.ticketIdentifier),
})

/**
 * §4/§8 every seat of the cart must still be locked by the visitor. A seat that is not: taken
 * by someone else now (sold, locked, or held or sold before opening) → SEAT_NO_LONGER_AVAILABLE
 * naming it; free (the visitor's lock ran out) → PAYMENT_EXPIRED { reason: 'lock-expired' }.
 */
const checkSeatsHeld = (office: InMemoryBoxOffice, uuid: string, cart: Cart, now: number): Result<void> => {
  for (const seat of cart.seats) {
    const where = { presentationId: seat.presentationId, sectionId: seat.sectionId, x: seat.x, y: seat.y ?? 'ga' }
    if (seat.y === null) return E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', where))
    const place = { sectionId: seat.sectionId, x: seat.x, y: seat.y }
    const claim = office.seats.claimOn(seat.presentationId, place, now)
    if (claim !== null && claim.kind === 'locked' && claim.uuid === uuid) continue
    const seating = E.chain(office.seating.bind(office))(office.presentation(seat.presentationId))
    const openedTaken = E.isRight(seating) && (seating.right.seatAt(place)?.status ?? 'available') !== 'available'
    return E.left(
      claim !== null || openedTaken
        ? kartisError('SEAT_NO_LONGER_AVAILABLE', where)
        : kartisError('PAYMENT_EXPIRED', { reason: 'lock-expired', ...where }),
    )
  }
  return E.right(undefined)
}

/** §5 every voucher payment must be payable now (see VoucherLedger.checkDebit). */
const checkVoucherPayments = (office: InMemoryBoxOffice, cart: Cart, now: number): Result<void> => {
  for (const payment of cart.voucherPayments) {
    const payable = office.vouchers.checkDebit(payment.code, payment.amount, now)
    if (E.isLeft(payable)) return payable
  }
  return E.right(undefined)
}

/** §7/§9 a regular order is paid: nothing due after vouchers, or an approved card payment of the visitor covering the balance due. */
export const checkPaid = (office: InMemoryBoxOffice, uuid: string, cart: Cart): Result<void> => {
  const due = balanceDue(cart)
  return due <= ZERO ? E.right(undefined) : office.paymentSessions.checkPaid(cart.paymentIdentifier, uuid, due)
}

/** §5 takes each voucher payment from its voucher, for the reservation. */
export const debitVouchers = (office: InMemoryBoxOffice, cart: Cart, reservationIdentifier: string): void => {
  const dateTime = office.nowIso()
  for (const payment of cart.voucherPayments) office.vouchers.debit(payment.code, payment.amount, reservationIdentifier, dateTime)
}

/**
 * §7 POST /payment/commit in memory, as the server does it, all or nothing: a retried commit
 * (same visitor and same payment identifier, or the same cart when it has none) answers the
 * reservation it made, and the same payment identifier with other seats or products is
 * PAYMENT_ALREADY_USED; an empty cart is SELECTION_REQUIRED; each seat must still be locked by
 * the visitor (checkSeatsHeld); each voucher payment must be payable; a regular order must be
 * paid (PaymentSessions.checkPaid). Then the locks become sold seats of a new
 * reservation with one ticket per seat, and the vouchers' balances go down.
 */
export const commitCart = (office: InMemoryBoxOffice, uuid: string, cart: Cart, mode: CommitMode): Result<CommitResult> => {
  const commitKey = `${uuid}|${cart.paymentIdentifier ?? canonicalJson(cart)}`
  const orderKey = canonicalJson({ seats: cart.seats, products: cart.products })
  const earlier = office.reservations.byCommitKey(commitKey)
  if (earlier !== undefined)
    // §7/§8 a retry asks for what the first commit bought; a payment reused for another order is refused.
    return earlier.orderKey === orderKey
      ? E.right(commitResultOf(earlier))
      : E.left(kartisError('PAYMENT_ALREADY_USED', { paymentIdentifier: cart.paymentIdentifier ?? '' }))
  if (!hasItems(cart)) return E.left(kartisError('SELECTION_REQUIRED'))
  const now = office.now()
  const checks = [
    checkSeatsHeld(office, uuid, cart, now),
    checkVoucherPayments(office, cart, now),
    mode.unpaid ? E.right(undefined) : checkPaid(office, uuid, cart),
  ]
  const failed = checks.find(E.isLeft)
  if (failed !== undefined) return failed
  const first = cart.seats[0]
  const presentation = first === undefined ? undefined : E.getOrElseW(() => undefined)(office.presentation(first.presentationId))
  const featureName = presentation === undefined ? undefined : office.feature(presentation.featureId)?.name
  const record = office.reservations.create({
    uuid,
    commitKey,
    orderKey,
    customerIds: cart.customerInfo.customerIds,
    mobileNumber: cart.customerInfo.mobileNumber.trim() === '' ? '' : canonicalMobile(cart.customerInfo.mobileNumber),
    ...(featureName === undefined ? {} : { featureName }),
    ...(presentation?.venueName === undefined ? {} : { venueName: presentation.venueName }),
    startDateTime: presentation?.startDateTime ?? null,
    seats: cart.seats.flatMap((seat) =>
      seat.y === null
        ? []
        : [
            {
              presentationId: seat.presentationId,
              place: { sectionId: seat.sectionId, x: seat.x, y: seat.y },
              sectionName: seat.sectionName,
              rowName: seat.rowName,
              seatName: seat.seatName,
            },
          ],
    ),
    isUnpaid: mode.unpaid,
  })
  for (const seat of record.seats) office.seats.sell(seat.presentationId, seat.place, record.reservationIdentifier, seat.ticketIdentifier)
  debitVouchers(office, cart, record.reservationIdentifier)
  return E.right(commitResultOf(record))
}
