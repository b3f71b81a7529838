import type { SavedCarts } from '@kartis/core'
import type { OrderStore } from '../order/order-store'
import { RestoreCartStore } from './restore-cart-store'
import { SaveCartStore } from './save-cart-store'

/** §2 saved carts in the order session: saving the order's cart, and restoring one from its link. */
export interface SavedCartSession {
  readonly save: SaveCartStore
  readonly restore: RestoreCartStore
}

/** §2 the saved-cart stores over the order in progress. */
export const createSavedCartSession = (order: OrderStore, savedCarts: SavedCarts): SavedCartSession => ({
  save: new SaveCartStore({ savedCarts, cart: () => order.cart }),
  restore: new RestoreCartStore({ savedCarts, order }),
})
