import type { Cart } from '@kartis/core'

/** §2/§7 a cart kept by POST /cart, found by the hash of its link's id. */
export interface SavedCart {
  /** SHA-256 (hex) of the link's id (see saved-carts/cart-link.ts). */
  readonly idHash: string
  /** The visitor who saved it. */
  readonly uuid: string
  readonly cart: Cart
  readonly savedAt: number
  /** The link opens nothing from this moment on. */
  readonly expiresAt: number
  /** The mobile number the link was sent to by SMS; null when none. */
  readonly smsTo: string | null
}

/** §2/§7 saved carts, kept across restarts and shared by every box-office instance. */
export interface CartRepository {
  /** Keeps a saved cart under its id's hash (a new id every save). */
  save(cart: SavedCart): Promise<void>
  /** The saved cart of an id's hash, expired or not; null when none. */
  get(idHash: string): Promise<SavedCart | null>
  /** How many saved carts' links were sent by SMS to `mobileNumber` since `since` (the per-number SMS limit). */
  smsSentSince(mobileNumber: string, since: number): Promise<number>
}
