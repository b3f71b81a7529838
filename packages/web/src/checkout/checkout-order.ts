import type { Cart, CommitResult } from '@kartis/core'

/**
 * §2/§3 what checkout needs of the order in progress: its cart, a way to change it (customer
 * details, voucher payments, number of payments, payment identifier) and a signal that the
 * order was committed. The order store implements it structurally.
 */
export interface CheckoutOrder {
  readonly cart: Cart
  /** §1/§7 the mini-site the order is sold under (the commit names it); absent or null: the public site. */
  readonly miniSiteUrl?: string | null
  updateCart(change: (cart: Cart) => Cart): void
  completed(result: CommitResult): void
}
