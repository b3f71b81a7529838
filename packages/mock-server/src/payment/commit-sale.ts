import * as E from 'fp-ts/Either'
import { ZERO, cartTotals, kartisError, unable, type CartProduct, type CommitResult, type PricedSale, type Result } from '@kartis/core'
import { hebrewMessageOf } from '../http/hebrew-messages'
import type { PaymentSessionRepository } from '../storage/payment-sessions'
import { visibleBusinessOfVenue } from '../venues/venue-scope'
import type { ReservationCustomer, ReservationDetails, ReservedProduct } from '../storage/reservation-repository'
import type { StorageTransaction } from '../storage/unit-of-work'
import type { CommitDeps, CommitOrder } from './commit-order'
import { newGiftCardCode } from './gift-card-code'
import { checkPaid, commitPaymentOf, confirmedOrder, debitVoucherPayments } from './paid-commit'

/** Issue 14 how long a gift card or voucher bought stays usable: five years (Israeli consumer law's floor for gift cards). */
export const GIFT_CARD_VALIDITY_MS = 5 * 365 * 86_400_000

/** The reservation's product line of an order without a presentation. */
const reservedProductOf = (line: CartProduct): ReservedProduct => ({
  productId: line.id,
  presentationId: null,
  quantity: line.quantity,
  unitPrice: line.price,
})

/** What a sale sells, as comparable lines (a retry must ask for the same). */
const linesOf = (
  lines: readonly {
    readonly kind: string
    readonly itemId: number
    readonly priceId: number
    readonly quantity: number
    readonly amount: number
  }[],
  products: readonly { readonly productId: number | null; readonly quantity: number }[],
): string =>
  [
    ...lines.map((l) => `${l.kind}:${l.itemId}:${l.priceId}:${l.quantity}:${l.amount}`),
    ...products.map((p) => `product:${p.productId ?? ''}:${p.quantity}`),
  ]
    .sort()
    .join('|')

/** §7/§8 a replayed key answers its first reservation only when asking for what it sold (see commit-order's replayOf). */
const replayOf = (replay: ReservationDetails, sale: PricedSale, idempotencyKey: string): Result<ReservationDetails> => {
  const sold = linesOf(
    replay.saleLines,
    replay.tickets.map((t) => ({ productId: t.productId, quantity: t.quantity })),
  )
  return sold === linesOf(sale.saleLines, sale.products.map(reservedProductOf))
    ? E.right(replay)
    : E.left(kartisError('PAYMENT_ALREADY_USED', { key: idempotencyKey }, hebrewMessageOf('PAYMENT_ALREADY_USED')))
}

interface Committed {
  readonly reservation: ReservationDetails
  readonly isReplay: boolean
}

const saleInTransaction = async (
  tx: StorageTransaction,
  deps: CommitDeps,
  order: CommitOrder,
  sale: PricedSale,
  customer: ReservationCustomer,
  idempotencyKey: string,
  session: Awaited<ReturnType<PaymentSessionRepository['get']>>,
): Promise<Result<Committed>> => {
  const replay = await tx.reservations.findByIdempotencyKey(order.uuid, idempotencyKey)
  if (replay !== null)
    return E.map((reservation: ReservationDetails): Committed => ({ reservation, isReplay: true }))(replayOf(replay, sale, idempotencyKey))
  const paid = await checkPaid(tx, deps, order, sale.cart, session)
  if (E.isLeft(paid)) return paid
  const created = await tx.reservations.create({
    uuid: order.uuid,
    idempotencyKey,
    presentationId: null,
    isHold: false,
    customer,
    seats: [],
    products: sale.products.map(reservedProductOf),
    saleLines: sale.saleLines,
    orderServiceCharge: cartTotals(paid.right.cart).globalServiceCharge?.amount ?? ZERO,
    cancellationFee: null,
    paymentSessionId: paid.right.paymentSessionId,
    customerId: order.customerId ?? null,
    // Issue 15 §2 listed in the customer area of the venue it was bought at (the default host: every venue's).
    businessId: order.venue === undefined ? null : visibleBusinessOfVenue(order.venue),
  })
  if (E.isLeft(created)) return created
  const { reservationIdentifier } = created.right.reservation
  const debited = await debitVoucherPayments(tx, paid.right.cart, reservationIdentifier)
  if (E.isLeft(debited)) return debited
  const now = deps.clock.now()
  // Issue 14 each card bought is a voucher of its own, owned by the order (so its buyer holds it).
  for (const card of sale.vouchersToIssue)
    for (let unit = 0; unit < card.quantity; unit++) {
      const issued = await tx.vouchers.issue({
        code: newGiftCardCode(),
        name: card.name,
        isGiftCard: card.isGiftCard,
        balance: card.balance,
        expiresAt: now + GIFT_CARD_VALIDITY_MS,
        owner: { uuid: order.uuid, reservationIdentifier },
      })
      if (E.isLeft(issued)) return issued
    }
  return E.right(created.right)
}

/** The SMS and e-mail's name of what was bought: the first line, and how many more. */
const summaryOf = (sale: PricedSale): string => {
  const [first, ...rest] = sale.saleLines
  if (first === undefined) return ''
  const units = sale.saleLines.reduce((n, line) => n + line.quantity, 0)
  const what = first.kind === 'donation' ? `תרומה ל${first.name}` : units === 1 ? first.name : `${first.name} ×${first.quantity}`
  return rest.length === 0 ? what : `${what} ועוד ${rest.length}`
}

/**
 * Issue 14 §7 POST /payment/commit of a voucher or donation order (priced by its module): paid by
 * an approved card payment of the balance due, or (a donation only) by vouchers and gift cards in
 * part or in whole; recorded as a reservation without a presentation (its voucher and donation
 * lines in its total), each gift card or voucher bought issued with its own random code and its
 * balance, owned by the order (so the buyer's customer area holds it), in the same transaction as
 * the debits. A retry with the same key answers the first reservation. Confirmed by SMS and e-mail
 * with the e-document link. Producer seats are events only: refused.
 */
export const commitSale = async (
  deps: CommitDeps,
  order: CommitOrder,
  sale: PricedSale,
  customer: ReservationCustomer,
): Promise<Result<CommitResult>> => {
  if (order.producer !== undefined) return E.left(unable('order-kind-not-sold', { kind: order.cart.kind }))
  const { idempotencyKey, session } = await commitPaymentOf(deps, order)
  const committed = await deps.unitOfWork.transaction((tx) => saleInTransaction(tx, deps, order, sale, customer, idempotencyKey, session))
  if (E.isLeft(committed)) return committed
  return E.right(await confirmedOrder(deps, customer, committed.right, summaryOf(sale)))
}
