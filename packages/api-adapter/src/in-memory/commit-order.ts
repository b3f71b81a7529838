import {
  balanceDue,
  canonicalMobile,
  kartisError,
  rebalanceVoucherPayments,
  unable,
  ZERO,
  type Cart,
  type CommitResult,
  type EDocumentMembership,
  type EDocumentVoucher,
  type Result,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'
import { canonicalJson } from './canonical-json'
import { randomHex } from './random-token'
import type { ReservationRecord } from './reservation-book'
import { priceSaleInMemory, type PricedInMemory } from './sale-order'

/** Issue 14 how long a gift card bought stays usable: five years, as the box office's. */
const GIFT_CARD_VALIDITY_MS = 5 * 365 * 86_400_000

/** How a commit is paid: a regular order needs the balance due paid; hold orders and producer seats stay unpaid. */
export interface CommitMode {
  readonly unpaid: boolean
  /** §6 producer seats: the customer the producer names (else the cart's customer). */
  readonly customerName?: string
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
  documentKey: record.documentKey,
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

/** §4 a membership order's seats must each still be the visitor's lock (as an event order's, checkSeatsHeld). */
const membershipSeatsHeld = (office: InMemoryBoxOffice, uuid: string, priced: PricedInMemory, now: number): Result<void> => {
  for (const seat of priced.membershipSeats) {
    const claim = office.seats.claimOn(seat.presentationId, { sectionId: seat.sectionId, x: seat.x, y: seat.y }, now)
    if (claim !== null && claim.kind === 'locked' && claim.uuid === uuid) continue
    const where = { presentationId: seat.presentationId, sectionId: seat.sectionId, x: seat.x, y: seat.y }
    return E.left(
      claim === null
        ? kartisError('PAYMENT_EXPIRED', { reason: 'lock-expired', ...where })
        : kartisError('SEAT_NO_LONGER_AVAILABLE', where),
    )
  }
  return E.right(undefined)
}

/** §3 a membership order's member: ten digits on its e-document (in memory, numbered in order). */
const memberOf = (office: InMemoryBoxOffice, priced: PricedInMemory | null): EDocumentMembership | null =>
  priced === null || priced.membership === null
    ? null
    : { ...priced.membership, memberNumber: String(1_000_000_000 + office.reservations.all().length) }

/** Issue 14 issues each card a voucher order bought (a random code, its price as balance, five years), usable at once. */
const issueVouchers = (office: InMemoryBoxOffice, priced: PricedInMemory): readonly EDocumentVoucher[] => {
  const issuedAt = office.nowIso()
  const expiresAt = new Date(office.now() + GIFT_CARD_VALIDITY_MS).toISOString()
  return priced.vouchersToIssue.flatMap((card) =>
    Array.from({ length: card.quantity }, (): EDocumentVoucher => {
      const code = `GC-${randomHex(20).toUpperCase()}`
      const voucher = { id: 0, code, balance: card.balance, isGiftCard: card.isGiftCard, expiresAt }
      office.vouchers.issue({ voucher, name: card.name, issuedAt })
      return { code, name: card.name, isGiftCard: card.isGiftCard, balance: card.balance, expiresAt }
    }),
  )
}

/**
 * §7 POST /payment/commit in memory, as the server does it, all or nothing: a retried commit
 * (same visitor and same payment identifier, or the same cart when it has none) answers the
 * reservation it made, and the same payment identifier with other seats or products is
 * PAYMENT_ALREADY_USED; an empty cart is SELECTION_REQUIRED; each seat must still be locked by
 * the visitor (checkSeatsHeld); each voucher payment must be payable; a regular order must be
 * paid (PaymentSessions.checkPaid). Then the locks become sold seats of a new
 * reservation with one ticket per seat, and the vouchers' balances go down. Issue 14 a voucher,
 * donation or membership order is priced first with the core's rules (priceSaleInMemory: the
 * box office's refusals) and paid by what that price leaves due; producer seats are events only;
 * the cards a voucher order buys are issued with their codes, a membership's seats are sold and
 * its member number is on the e-document.
 */
export const commitCart = (office: InMemoryBoxOffice, uuid: string, cart: Cart, mode: CommitMode): Result<CommitResult> => {
  const commitKey = `${uuid}|${cart.paymentIdentifier ?? canonicalJson(cart)}`
  const orderKey = canonicalJson({
    seats: cart.seats,
    products: cart.products,
    vouchers: cart.vouchers,
    donations: cart.donations,
    memberships: cart.memberships,
  })
  const earlier = office.reservations.byCommitKey(commitKey)
  if (earlier !== undefined)
    // §7/§8 a retry asks for what the first commit bought; a payment reused for another order is refused.
    return earlier.orderKey === orderKey
      ? E.right(commitResultOf(earlier))
      : E.left(kartisError('PAYMENT_ALREADY_USED', { paymentIdentifier: cart.paymentIdentifier ?? '' }))
  const sale = priceSaleInMemory(office, cart)
  if (sale !== null && mode.customerName !== undefined) return E.left(unable('order-kind-not-sold', { kind: cart.kind }))
  if (sale !== null && E.isLeft(sale)) return sale
  const priced = sale === null ? null : sale.right
  if (priced === null && !hasItems(cart)) return E.left(kartisError('SELECTION_REQUIRED'))
  const now = office.now()
  const due = priced === null ? cart : rebalanceVoucherPayments({ ...priced.cart, voucherPayments: cart.voucherPayments })
  const checks = [
    checkSeatsHeld(office, uuid, cart, now),
    priced === null ? E.right(undefined) : membershipSeatsHeld(office, uuid, priced, now),
    checkVoucherPayments(office, due, now),
    mode.unpaid ? E.right(undefined) : checkPaid(office, uuid, due),
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
    customerName: mode.customerName ?? [cart.customerInfo.firstName, cart.customerInfo.lastName].filter((name) => name !== '').join(' '),
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
    saleLines: priced?.saleLines ?? [],
    issuedVouchers: priced === null ? [] : issueVouchers(office, priced),
    membership: memberOf(office, priced),
  })
  for (const seat of record.seats) office.seats.sell(seat.presentationId, seat.place, record.reservationIdentifier, seat.ticketIdentifier)
  for (const [index, seat] of (priced?.membershipSeats ?? []).entries())
    office.seats.sell(seat.presentationId, seat, record.reservationIdentifier, `${record.reservationIdentifier}-M${index + 1}`)
  debitVouchers(office, due, record.reservationIdentifier)
  return E.right(commitResultOf(record))
}
