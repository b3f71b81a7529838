import { randomInt } from 'node:crypto'
import * as E from 'fp-ts/Either'
import { ZERO, kartisError, type CommitResult, type Member, type Result } from '@kartis/core'
import type { CustomerAccounts } from '../customers/customer-accounts'
import { publishSeats } from '../seats/seat-events'
import type { ReservationCustomer, ReservationDetails } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import { catalogOfOrderVenue } from '../venues/venue-scope'
import type { CommitDeps, CommitOrder } from './commit-order'
import { priceMembershipCart, type PricedMembershipOrder } from './membership-cart-pricing'
import { sendMembershipConfirmation } from './order-notices'
import { commitPaymentOf, commitResultOf, createPaidSeatedReservation, type CommitPayment } from './paid-commit'

/** §3 member numbers: ten digits drawn by the operating system's generator, so one cannot be guessed from another. */
export const newMemberNumber = (): string => String(randomInt(1_000_000_000, 10_000_000_000))

/** How many numbers a commit draws before it gives up (each draw is one in nine billion to be taken). */
const MEMBER_NUMBER_DRAWS = 5

/** §3/§6 the member a membership order issues: the membership's name, type, balance and validity, owned by the buyer's customer. */
const memberOf = (priced: PricedMembershipOrder, memberNumber: string, customerId: number | null): Member => ({
  memberNumber,
  name: priced.onSale.membership.name,
  membershipId: priced.onSale.membership.membershipId,
  membershipTypeId: priced.onSale.membership.membershipTypeId,
  customerId,
  balance: priced.onSale.memberBalance,
  usedBalance: 0,
  startDate: priced.onSale.validFrom,
  endDate: priced.onSale.validUntil,
  allowMemberSaleTickets: false,
})

/**
 * §6 whose membership it is: the customer logged in on the visitor's session; otherwise the
 * account of the order's mobile number, opened now when there is none (unverified: logging in
 * by SMS to that number proves it), so the customer area shows the membership and the member
 * may place hold orders. Null when no account can be had.
 */
const ownerOf = async (
  accounts: Pick<CustomerAccounts, 'findByMobile' | 'create'> | undefined,
  order: CommitOrder,
  customer: ReservationCustomer,
): Promise<number | null> => {
  if (order.customerId !== undefined && order.customerId !== null) return order.customerId
  if (accounts === undefined) return null
  const known = await accounts.findByMobile(customer.mobileNumber)
  if (known !== null) return known.id
  const opened = await accounts.create({
    firstName: customer.firstName,
    lastName: customer.lastName,
    ssn: customer.ssn === '' ? null : customer.ssn,
    email: customer.email === '' ? null : customer.email,
    mobile: customer.mobileNumber,
    mobileVerified: false,
    passwordHash: null,
    isSmsAllowed: false,
    isEmailAllowed: false,
    isMailingAllowed: false,
  })
  return E.isRight(opened) ? opened.right.id : null
}

interface MembershipCommitted {
  readonly reservation: ReservationDetails
  readonly memberNumber: string | null
  readonly isReplay: boolean
}

/**
 * The membership commit's transaction: a replay of the same key returns the first reservation;
 * otherwise createPaidSeatedReservation (the card against the catalogue's price, each seat still
 * the visitor's lock) writes the reservation, its seats sold in each presentation, and the voucher
 * debits, and the member is issued in the same transaction.
 */
const commitInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: CommitOrder,
  priced: PricedMembershipOrder,
  customer: ReservationCustomer,
  ownerId: number | null,
  payment: CommitPayment,
): Promise<Result<MembershipCommitted>> => {
  const replay = await tx.reservations.findByIdempotencyKey(order.uuid, payment.idempotencyKey)
  if (replay !== null) return E.right({ reservation: replay, memberNumber: null, isReplay: true })
  const created = await createPaidSeatedReservation(tx, deps, order, priced, customer, payment, {
    orderServiceCharge: ZERO,
    customerId: ownerId,
  })
  if (E.isLeft(created)) return created
  const { reservation } = created.right
  if (created.right.isReplay) return E.right({ reservation, memberNumber: null, isReplay: true })
  for (let draw = 0; draw < MEMBER_NUMBER_DRAWS; draw++) {
    const memberNumber = newMemberNumber()
    const issued = await tx.members.issue(memberOf(priced, memberNumber, ownerId), reservation.reservationIdentifier)
    if (E.isRight(issued)) return E.right({ reservation, memberNumber, isReplay: false })
  }
  return E.left(kartisError('GENERAL_ERROR', { reason: 'member-number-draws-exhausted' }))
}

/**
 * §1/§7 POST /payment/commit of a membership order (cart kind 'memberships'): priced on the
 * server (membership-cart-pricing: one membership, the catalogue's price, a locked seat in each
 * presentation it covers), paid by card (and vouchers) as an event order is, and committed in one
 * transaction: the seats become sold in each presentation (published as sold once committed), a
 * member is issued — an unguessable member number with the membership's start and end dates and
 * balance — to the buyer's customer (ownerOf), so the customer area lists it, the member may place
 * hold orders (§4) and the number prices membership tickets in event orders (§5); the buyer gets
 * an SMS and an e-mail with the member number and the e-document's link (whose document lists
 * the member number and the seats). A hold or producer-seats membership order is
 * UNABLE_TO_PROCESS_ORDER. A retried commit answers the first reservation and issues nothing.
 */
export const commitMembershipOrder = async (
  deps: CommitDeps,
  order: CommitOrder,
  customer: ReservationCustomer,
): Promise<Result<CommitResult>> => {
  if (order.cart.isHold || order.producer !== undefined)
    return E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'membership-order-is-paid' }))
  const priced = await priceMembershipCart(catalogOfOrderVenue(deps.catalog, order.venue), order.cart, deps.clock.now())
  if (E.isLeft(priced)) return priced
  const payment = await commitPaymentOf(deps, order)
  const ownerId = await ownerOf(deps.customers, order, customer)
  const committed = await deps.unitOfWork.transaction((tx) =>
    commitInTransaction(tx, deps, order, priced.right, customer, ownerId, payment),
  )
  if (E.isLeft(committed)) return committed
  const { reservation, memberNumber } = committed.right
  const answer = commitResultOf(deps, reservation)
  if (memberNumber !== null) {
    await publishSeats(deps.seatEvents, 'sold', priced.right.seats)
    await sendMembershipConfirmation(deps.notices, customer, {
      reservationIdentifier: reservation.reservationIdentifier,
      membershipName: priced.right.onSale.membership.name,
      memberNumber,
      validFrom: priced.right.onSale.validFrom,
      validUntil: priced.right.onSale.validUntil,
      seatCount: priced.right.seats.length,
      siteUrl: deps.config.siteUrl,
      documentKey: answer.documentKey,
    })
  }
  return E.right(answer)
}
