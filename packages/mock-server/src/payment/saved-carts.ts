import * as E from 'fp-ts/Either'
import { kartisError, type Cart, type Result } from '@kartis/core'

/**
 * §7 POST /cart: the server keeps each visitor's latest cart (route /cart/{resId} brings it
 * back). Kept in memory for now: storage has no table for carts yet, so a restart forgets them.
 */
export class SavedCarts {
  private readonly carts = new Map<string, Cart>()

  /** §7 keeps `cart` as the visitor's cart; the body's uuid must be the caller's (BAD_REQUEST otherwise). */
  save(callerUuid: string, bodyUuid: string, cart: Cart): Result<true> {
    if (bodyUuid.trim().toLowerCase() !== callerUuid)
      return E.left(kartisError('BAD_REQUEST', { path: 'body.uuid' }, 'the uuid in the body is not the caller’s'))
    this.carts.set(callerUuid, cart)
    return E.right(true)
  }

  /** The visitor's saved cart, if any. */
  get(uuid: string): Cart | null {
    return this.carts.get(uuid) ?? null
  }
}
