import type { Result } from '../errors/error-codes'
import type { Cart, CartSeat } from '../model/cart'

/** §7 POST /cart in domain terms: the cart to keep, and a mobile number to send its link to (none: no SMS). */
export interface SaveCartRequest {
  readonly cart: Cart
  readonly mobileNumber?: string
}

/** §2/§7 what POST /cart answers: the saved cart's id (the last part of its /cart/{resId} link) and how long it is kept. */
export interface SavedCartLink {
  /** Unguessable: whoever holds it may open the cart, so it is told only to whoever saved it (and sent by SMS). */
  readonly cartId: string
  /** ISO 8601 in Asia/Jerusalem: the link opens nothing after this. */
  readonly expiresAt: string
  /** Whether the link was sent by SMS to the number given. */
  readonly smsSent: boolean
}

/**
 * §2 /cart/{resId} opened: the saved cart, with its seats locked again for whoever opened the
 * link (a GA place may be another place of its section), and the seats that were taken meanwhile
 * and are no longer in it.
 */
export interface RestoredCart {
  readonly cart: Cart
  readonly droppedSeats: readonly CartSeat[]
}

/** §2/§7 saved carts: POST /cart keeps the cart on the server, the /cart/{resId} link brings it back on any device. */
export interface SavedCarts {
  /** §7 POST /cart: keeps the visitor's cart and answers its link's id (sent by SMS when a mobile number is given). */
  saveCart(request: SaveCartRequest): Promise<Result<SavedCartLink>>
  /** §2 /cart/{resId}: the saved cart, its seats locked for this visitor; CART_NOT_FOUND for an id the box office does not keep. */
  openCart(cartId: string): Promise<Result<RestoredCart>>
}
