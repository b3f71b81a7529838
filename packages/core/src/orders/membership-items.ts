import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { Cart, CartMembershipItem } from '../model/cart'
import { setLine } from './cart-lines'
import { MAX_MEMBERSHIP_QUANTITY } from './quantities'

/** What tells membership lines apart: the membership, its price and, for top-ups, the member. */
export type MembershipLineKey = Pick<CartMembershipItem, 'membershipId' | 'membershipPriceId' | 'memberNumber'>

const sameMembershipLine =
  (key: MembershipLineKey) =>
  (item: CartMembershipItem): boolean =>
    item.membershipId === key.membershipId && item.membershipPriceId === key.membershipPriceId && item.memberNumber === key.memberNumber

/** §3/§5 adds a membership line; a second of the same line is MAX_QUANTITY_EXCEEDED with { max: 1 }. */
export const addMembershipItem = (cart: Cart, item: CartMembershipItem): Result<Cart> =>
  cart.memberships.some(sameMembershipLine(item))
    ? E.left(kartisError('MAX_QUANTITY_EXCEEDED', { max: MAX_MEMBERSHIP_QUANTITY }))
    : E.right({ ...cart, memberships: [...cart.memberships, item] })

/** §3 updates a membership line (references, seat, price…) in place, or adds it when absent. */
export const updateMembershipItem = (cart: Cart, item: CartMembershipItem): Cart => ({
  ...cart,
  memberships: setLine(cart.memberships, sameMembershipLine(item), item),
})

/** §3 removes a membership line (nothing changes when it is not there). */
export const removeMembershipItem = (cart: Cart, key: MembershipLineKey): Cart => ({
  ...cart,
  memberships: setLine(cart.memberships, sameMembershipLine(key), null),
})
