import type * as t from 'io-ts'
import type { RestoredCart, SavedCartLink } from '@kartis/core'
import { CartCodec, CartSeatCodec } from './cart'
import { JerusalemDateTime } from './date-codec'
import { listOf, withDefault } from './optionality'
import { orError } from './result-codec'
import { WireBool, WireString } from './scalars'
import { field, tolerantObject, tolerantStruct, wireObject, type WireObject } from './tolerant-keys'

/** §2/§7 saved carts: POST /cart keeps the cart, POST /cart/{resId}/open brings it back for whoever holds the link. */

/** §7 POST /cart body: cart and the visitor's uuid (§7), and a mobile number to send the link to (designed; none: no SMS). */
export const SaveCartBody = tolerantObject('save cart body', { cart: CartCodec, uuid: WireString }, { mobileNumber: WireString })
export type SaveCartBody = t.TypeOf<typeof SaveCartBody>

/** §7 POST /cart answer (designed): the link's id, until when it opens (Jerusalem), whether it went by SMS. */
export const SavedCartLinkCodec: t.Type<SavedCartLink, WireObject, unknown> = wireObject('SavedCartLink', {
  cartId: field('cartId', WireString),
  expiresAt: field('expiresAt', JerusalemDateTime),
  smsSent: field('smsSent', withDefault(WireBool, false)),
})

/** §7 POST /cart answer, or an error. */
export const SaveCartResponse = orError(SavedCartLinkCodec)

/** §2 POST /cart/{resId}/open path: the id of the link /cart/{resId}. */
export const OpenCartParams = tolerantStruct({ resId: WireString }, 'open cart params')
export type OpenCartParams = t.TypeOf<typeof OpenCartParams>

/** §2 the saved cart with its seats locked for the caller, and the seats taken meanwhile (designed). */
export const RestoredCartCodec: t.Type<RestoredCart, WireObject, unknown> = wireObject('RestoredCart', {
  cart: field('cart', CartCodec),
  droppedSeats: field('droppedSeats', listOf(CartSeatCodec)),
})

/** §2 POST /cart/{resId}/open answer, or an error (CART_NOT_FOUND). */
export const OpenCartResponse = orError(RestoredCartCodec)
