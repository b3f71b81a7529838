import * as E from 'fp-ts/Either'
import { kartisError, type KartisError, type Result } from '../errors/error-codes'
import type { Cart, CartProduct, OrderKind } from '../model/cart'
import type { PresentationProduct } from '../model/presentation'
import type { Agorot } from '../money/money'

/** Issue 14 a voucher or donation line as the order sold it (what the reservation records). */
export interface SaleLine {
  readonly kind: 'voucher' | 'donation'
  /** The voucher's id, or the donation cause's. */
  readonly itemId: number
  /** The voucher price's id, or the donation detail's. */
  readonly priceId: number
  /** The voucher's or the cause's name, as the order showed it. */
  readonly name: string
  readonly quantity: number
  /** Per unit. */
  readonly amount: Agorot
  /** §5 the waiver's jumper's date of birth (YYYY-MM-DD), on a line of a voucher with an age range; null otherwise. */
  readonly jumperDateOfBirth: string | null
}

/** Issue 14 a gift card or voucher a sale issues, one code for each of `quantity`. */
export interface VoucherToIssue {
  readonly name: string
  readonly isGiftCard: boolean
  /** What each one holds: the price paid for it. */
  readonly balance: Agorot
  readonly quantity: number
}

/** Issue 14 a voucher or donation cart as the box office prices it, with what the order records and issues. */
export interface PricedSale {
  /** The cart with the catalogue's lines, products and order charge; voucher payments still as sent. */
  readonly cart: Cart
  readonly saleLines: readonly SaleLine[]
  /** The order's extras at the catalogue's price (no presentation). */
  readonly products: readonly CartProduct[]
  readonly vouchersToIssue: readonly VoucherToIssue[]
  /** Whether vouchers and gift cards may pay it (not a voucher order). */
  readonly payableByVouchers: boolean
}

/** §8 the order could not be processed, and why (the reason is for the logs and the tests). */
export const unable = (reason: string, params: Readonly<Record<string, string | number>> = {}): KartisError =>
  kartisError('UNABLE_TO_PROCESS_ORDER', { reason, ...params })

/**
 * §4 the cart resets when the kind changes: a voucher or donation order holds nothing of another
 * kind (no seats, presentations, memberships, enrolments, or lines of the other sale kind), and
 * modifies no reservation; UNABLE_TO_PROCESS_ORDER { reason: 'order-kind-not-sold', kind: 'mixed' } otherwise.
 */
export const checkOnlyKind = (cart: Cart, kind: Extract<OrderKind, 'vouchers' | 'donations'>): Result<void> => {
  const others =
    cart.seats.length +
    cart.presentations.length +
    cart.couponRedemptions.length +
    cart.memberships.length +
    cart.enrolments.length +
    (kind === 'vouchers' ? cart.donations.length : cart.vouchers.length)
  if (cart.kind !== kind || others > 0) return E.left(unable('order-kind-not-sold', { kind: 'mixed' }))
  if (cart.modify !== null) return E.left(unable('modification-not-supported'))
  if (cart.isHold) return E.left(unable('hold-not-for-kind', { kind }))
  return E.right(undefined)
}

/** §3 a whole count of at least one (a line of quantity 0 is not sent); BAD_REQUEST naming the path otherwise. */
export const checkLineQuantity = (quantity: number, path: string): Result<number> =>
  Number.isSafeInteger(quantity) && quantity >= 1 ? E.right(quantity) : E.left(kartisError('BAD_REQUEST', { path, quantity }))

/**
 * Issue 14 §9 an order's extra priced from what the order kind sells (product-not-sold-here
 * otherwise), the price the cart showed being the catalogue's (PRICE_CHANGED otherwise),
 * quantities from 1 to the product's maximum (MAX_QUANTITY_EXCEEDED).
 */
export const priceSaleProduct = (sold: readonly PresentationProduct[], line: CartProduct): Result<CartProduct> => {
  const product = sold.find((candidate) => candidate.id === line.id)
  if (product === undefined || line.presentationId !== null) return E.left(unable('product-not-sold-here', { productId: line.id }))
  const quantity = checkLineQuantity(line.quantity, 'cart.products.quantity')
  if (E.isLeft(quantity)) return quantity
  if (product.maxQuantity !== undefined && line.quantity > product.maxQuantity)
    return E.left(kartisError('MAX_QUANTITY_EXCEEDED', { productId: line.id, max: product.maxQuantity }))
  if (line.price !== product.price) return E.left(kartisError('PRICE_CHANGED', { productId: line.id }))
  return E.right({ ...line, name: product.name, price: product.price, isDeliveryRequired: product.isDeliveryRequired })
}

/** Each result in order, or the first Left. */
export const sequenceResults = <T>(results: readonly Result<T>[]): Result<readonly T[]> => {
  const values: T[] = []
  for (const result of results) {
    if (E.isLeft(result)) return result
    values.push(result.right)
  }
  return E.right(values)
}
