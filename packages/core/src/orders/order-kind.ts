import { ORDER_KINDS, type Cart, type OrderKind } from '../model/cart'
import { emptyCart } from './cart'

/** §1 whether a value names one of the five order kinds. */
export const isOrderKind = (value: string): value is OrderKind => ORDER_KINDS.some((kind) => kind === value)

/**
 * §4 the cart resets on switching to another kind of order, keeping customer info. Choosing
 * the kind the cart already has is no switch: the cart is returned unchanged.
 */
export const switchOrderKind = (cart: Cart, kind: OrderKind): Cart => (cart.kind === kind ? cart : emptyCart(kind, cart.customerInfo))

/**
 * §4 clearing the cart empties the reservation id and the modified tickets, and, as at a box
 * office, everything else chosen or paid: presentations, seats, coupons, products, items,
 * voucher payments, service charge, payment and ticket identifiers, integration id, number of
 * payments (back to 1). It keeps the kind, the customer info and whether this is a hold order
 * (how the visitor means to pay, not something in the cart).
 */
export const clearCart = (cart: Cart): Cart => ({ ...emptyCart(cart.kind, cart.customerInfo), isHold: cart.isHold })
