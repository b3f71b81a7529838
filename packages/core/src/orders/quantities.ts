import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart } from '../model/cart'
import { assertQuantity } from './cart-lines'

/** §5/§9 the most of one membership price an order may hold. */
export const MAX_MEMBERSHIP_QUANTITY = 1
/** §5/§9 the most of one voucher price (and date) an order may hold. */
export const MAX_VOUCHER_QUANTITY = 10

/** §5/§9 a quantity within its maximum, else MAX_QUANTITY_EXCEEDED with { max }. */
export const checkMaxQuantity = (quantity: number, max: number): Result<number> => {
  assertQuantity(quantity)
  return quantity > max ? E.left(kartisError('MAX_QUANTITY_EXCEEDED', { max })) : E.right(quantity)
}

/** §5 how many items of the cart's own kind are selected (vouchers, memberships, donations; else 0). */
export const selectedItemCount = (cart: Cart): number => {
  switch (cart.kind) {
    case 'vouchers':
      return cart.vouchers.reduce((n, item) => n + item.quantity, 0)
    case 'memberships':
      return cart.memberships.length
    case 'donations':
      return cart.donations.reduce((n, item) => n + item.quantity, 0)
    case 'events':
    case 'enrolment':
      return 0
  }
}

/**
 * §5 vouchers, memberships and donations need at least one item selected: SELECTION_REQUIRED
 * otherwise. Event and enrolment orders are not concerned (their seats have their own rules).
 */
export const requireSelection = (cart: Cart): Result<Cart> =>
  (cart.kind === 'vouchers' || cart.kind === 'memberships' || cart.kind === 'donations') && selectedItemCount(cart) === 0
    ? E.left(kartisError('SELECTION_REQUIRED', { kind: cart.kind }))
    : E.right(cart)
