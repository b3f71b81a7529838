import { CURRENCY, ZERO, add, cartTotal, sum, times } from '@kartis/core'
import type {
  Agorot,
  Analytics,
  AnalyticsItem,
  Cart,
  CartProduct,
  CartSeat,
  CommitResult,
  EcommerceEvent,
  Presentation,
} from '@kartis/core'

/** The events that describe a set of items (no payment or transaction facts). */
type ItemsEventName = 'view_item' | 'add_to_cart' | 'begin_checkout'

const valueOf = (items: readonly AnalyticsItem[]): Agorot => sum(items.map((item) => times(item.price, item.quantity)))

/** The feature name the cart keeps for a presentation. */
const featureNameOf = (cart: Cart, presentationId: number): string =>
  cart.presentations.find((presentation) => presentation.id === presentationId)?.featureName ?? String(presentationId)

/** §7 the GA4 item of a presentation (view_item): the presentation's id and its feature's name. */
export const presentationItem = (presentation: Pick<Presentation, 'id' | 'venueName'>, featureName: string): AnalyticsItem => ({
  itemId: `presentation-${presentation.id}`,
  itemName: featureName,
  itemCategory: 'tickets',
  ...(presentation.venueName === undefined ? {} : { itemVariant: presentation.venueName }),
  price: ZERO,
  quantity: 1,
})

/** §7 GA4 items for seats: one line per presentation and ticket, priced at the ticket (0 until one is chosen). */
export const seatItems = (cart: Cart, seats: readonly CartSeat[]): readonly AnalyticsItem[] => {
  const lines = new Map<string, AnalyticsItem>()
  for (const seat of seats) {
    const ticketId = seat.ticket?.ticketId ?? 0
    const id = `presentation-${seat.presentationId}-ticket-${ticketId}`
    const price = seat.ticket === null ? ZERO : add(seat.ticket.amount, seat.ticket.serviceCharge)
    const line = lines.get(id)
    lines.set(
      id,
      line === undefined
        ? {
            itemId: id,
            itemName: featureNameOf(cart, seat.presentationId),
            itemCategory: 'tickets',
            itemVariant: seat.sectionName,
            ...(seat.ticket?.code === undefined ? {} : { coupon: seat.ticket.code }),
            price,
            quantity: 1,
          }
        : { ...line, quantity: line.quantity + 1 },
    )
  }
  return [...lines.values()]
}

/** §7 GA4 items for product lines. */
export const productItems = (products: readonly Pick<CartProduct, 'id' | 'name' | 'price' | 'quantity'>[]): readonly AnalyticsItem[] =>
  products
    .filter((product) => product.quantity > 0)
    .map((product) => ({
      itemId: `product-${product.id}`,
      itemName: product.name,
      itemCategory: 'products',
      price: product.price,
      quantity: product.quantity,
    }))

/** §7 every item of a cart: its seats and its products. */
export const cartItems = (cart: Cart): readonly AnalyticsItem[] => [...seatItems(cart, cart.seats), ...productItems(cart.products)]

/** §7 an items event (view_item, add_to_cart) worth what its items cost. */
export const itemsEvent = (name: ItemsEventName, items: readonly AnalyticsItem[]): EcommerceEvent => ({
  name,
  currency: CURRENCY.code,
  value: valueOf(items),
  items,
})

/** §7 begin_checkout: the whole cart, valued at its total (§9). */
export const beginCheckoutEvent = (cart: Cart): EcommerceEvent => ({
  name: 'begin_checkout',
  currency: CURRENCY.code,
  value: cartTotal(cart),
  items: cartItems(cart),
})

/** §7 add_payment_info, for checkout: the cart, its total and how it is paid (e.g. 'credit_card', 'gift_card'). */
export const addPaymentInfoEvent = (cart: Cart, paymentType: string): EcommerceEvent => ({
  name: 'add_payment_info',
  currency: CURRENCY.code,
  value: cartTotal(cart),
  items: cartItems(cart),
  paymentType,
})

/** §7 purchase, for checkout: the committed cart with the reservation number as transaction id. */
export const purchaseEvent = (cart: Cart, result: CommitResult): EcommerceEvent => ({
  name: 'purchase',
  currency: CURRENCY.code,
  value: cartTotal(cart),
  items: cartItems(cart),
  transactionId: result.reservationIdentifier,
})

/**
 * §7 sends an event without holding the visitor up: analytics failing (a blocked tag manager)
 * must never stop an order, so the answer is not awaited by callers and a rejection is dropped.
 */
export const track = (analytics: Analytics, event: EcommerceEvent): void => {
  analytics.push(event).catch(() => undefined)
}
