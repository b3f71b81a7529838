import { releaseSeatFromCoupon, sameCartSeat } from '@kartis/core'
import type { Cart, CartProduct, CartSeat, Presentation, PresentationProduct } from '@kartis/core'

/**
 * §4 the cart with exactly the seats selected now, in selection order: a seat already in the
 * cart keeps its ticket; a seat that left the selection leaves the cart, and a coupon that
 * covered it is removed first so its other seats get their prior tickets back.
 */
export const withSelectedSeats = (cart: Cart, selected: readonly CartSeat[]): Cart => {
  const gone = cart.seats.filter((seat) => !selected.some((kept) => sameCartSeat(kept, seat)))
  const released = gone.reduce(releaseSeatFromCoupon, cart)
  const seats = selected.map((seat) => {
    const before = released.seats.find((previous) => sameCartSeat(previous, seat))
    return before === undefined ? seat : { ...seat, ticket: before.ticket, isMultiplyFactorSubTicket: before.isMultiplyFactorSubTicket }
  })
  return { ...released, seats }
}

/** §3 the presentation facts the cart keeps, with its feature's name. */
export const cartPresentationOf = (presentation: Presentation, featureName: string) => ({
  id: presentation.id,
  featureId: presentation.featureId,
  venueTypeId: presentation.venueTypeId,
  venueId: presentation.venueId,
  startDateTime: presentation.startDateTime,
  seatingPolicyId: presentation.seatingPolicyId,
  maxSeats: presentation.maxSeats,
  locationId: presentation.locationId,
  featureName,
})

/** §3 a product line: of a presentation in an event order, of none in a voucher order. */
export const productLine = (product: PresentationProduct, presentationId: number | null, quantity: number): CartProduct => ({
  id: product.id,
  presentationId,
  name: product.name,
  price: product.price,
  quantity,
  isDeliveryRequired: product.isDeliveryRequired,
})

/** §3 the cart with a product's quantity set (0 removes its line). */
export const withProductLine = (cart: Cart, product: PresentationProduct, presentationId: number | null, quantity: number): Cart => {
  const others = cart.products.filter((candidate) => candidate.id !== product.id)
  return { ...cart, products: quantity === 0 ? others : [...others, productLine(product, presentationId, quantity)] }
}
