import * as E from 'fp-ts/Either'
import { kartisError, type Cart, type Result } from '@kartis/core'
import type { CartRepository, SavedCart } from '../storage/cart-repository'

/**
 * §7 the id a cart is saved under: the reservation it belongs to (its reservationIdentifier, or
 * the reservation it modifies; route /cart/{resId} brings it back), else '' — the visitor's open cart.
 */
export const savedCartIdOf = (cart: Cart): string => cart.reservationIdentifier ?? cart.modify?.resId ?? ''

/**
 * §7 POST /cart: keeps `cart` as the visitor's cart of its id, in storage (so it survives a
 * restart). The body's uuid must be the caller's: BAD_REQUEST { path: 'body.uuid' } otherwise.
 */
export const saveCart = async (
  carts: CartRepository,
  request: { readonly callerUuid: string; readonly bodyUuid: string; readonly cart: Cart },
): Promise<Result<SavedCart>> => {
  if (request.bodyUuid.trim().toLowerCase() !== request.callerUuid)
    return E.left(kartisError('BAD_REQUEST', { path: 'body.uuid' }, 'the uuid in the body is not the caller’s'))
  return E.right(await carts.save(request.callerUuid, savedCartIdOf(request.cart), request.cart))
}
