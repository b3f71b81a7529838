import type { Cart } from '@kartis/core'

/** §7 a cart saved by POST /cart, under its visitor and its cart id. */
export interface SavedCart {
  readonly uuid: string
  /** The reservation the cart is for (route /cart/{resId}); '' for the visitor's open cart. */
  readonly cartId: string
  readonly cart: Cart
  readonly savedAt: number
}

/** §7 POST /cart: each visitor's saved carts, kept across restarts. */
export interface CartRepository {
  /** Keeps `cart` as the visitor's cart of that id, replacing an earlier one. */
  save(uuid: string, cartId: string, cart: Cart): Promise<SavedCart>
  /** The visitor's saved cart of that id; null when none was saved. */
  get(uuid: string, cartId: string): Promise<SavedCart | null>
}
