import type { RestoredCart, SaveCartRequest, SavedCartLink, SavedCarts, Result } from '@kartis/core'
import { savedCartEndpoints } from '../wire/saved-cart-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'
import type { VisitorIdentity } from './visitor-identity'

/** §2/§7 saved carts over HTTP: POST /cart, and POST /cart/{resId}/open for the /cart/{resId} link. */
export class HttpSavedCarts implements SavedCarts {
  constructor(
    private readonly transport: HttpTransport,
    /** §7 POST /cart carries the uuid as data as well as in the header. */
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 POST /cart { cart, uuid, mobileNumber? }: the link's id. */
  async saveCart(request: SaveCartRequest): Promise<Result<SavedCartLink>> {
    const mobileNumber = request.mobileNumber?.trim() ?? ''
    return inBand(
      await this.transport.send(
        savedCartEndpoints.saveCart,
        {},
        { cart: request.cart, uuid: this.visitor.uuid(), ...(mobileNumber === '' ? {} : { mobileNumber }) },
      ),
    )
  }

  /** §2 POST /cart/{resId}/open: the cart, its seats locked for this visitor; CART_NOT_FOUND for an unknown link. */
  async openCart(cartId: string): Promise<Result<RestoredCart>> {
    return inBand(await this.transport.send(savedCartEndpoints.openCart, { resId: cartId }, undefined))
  }
}
