import type { Cart, OrderKind, PresentationProduct } from '@kartis/core'

/**
 * §2/§4 what the voucher and donation wizards need of the order in progress: the one cart the
 * storefront keeps (checkout pays it), a way to change it, the switch to their own kind of
 * order (§4 the cart resets, keeping the customer's details) and the products of a cart. The
 * order store implements it structurally.
 */
export interface SalesOrder {
  readonly cart: Cart
  updateCart(change: (cart: Cart) => Cart): void
  switchKind(kind: OrderKind): void
  productQuantity(productId: number): number
  setProductQuantity(product: PresentationProduct, quantity: number): void
}

/** §2 whether a cart holds anything to check out (seats, products or items of any kind). */
export const cartHasItems = (cart: Cart): boolean =>
  cart.seats.length +
    cart.products.length +
    cart.vouchers.length +
    cart.memberships.length +
    cart.enrolments.length +
    cart.donations.length >
  0

/** §4 choosing here would empty a cart of another kind: the page says so before the visitor chooses. */
export const holdsAnotherKind = (cart: Cart, kind: OrderKind): boolean => cart.kind !== kind && cartHasItems(cart)
