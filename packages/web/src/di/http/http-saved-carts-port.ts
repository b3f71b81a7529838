import { HttpSavedCarts, HttpTransport, type HttpTransportOptions } from '@kartis/api-adapter'
import type { SavedCarts } from '@kartis/core'

/** §2 saved carts' adapter: a chunk of its own, loaded when a cart is saved or a /cart/{resId} link opened. */
export const httpSavedCartsPort = (options: HttpTransportOptions): SavedCarts =>
  new HttpSavedCarts(new HttpTransport(options), options.visitor)
