import type { Cart, CartPresentation, CartSeat } from '../model/cart'

/** A cart change that let go of seats: the seats must be unlocked (see seating/seat-selection unlockSeats). */
export interface CartSeatRelease {
  readonly cart: Cart
  readonly released: readonly CartSeat[]
}

/** Drops the presentations `drop` selects, with their seats, products and coupon redemptions. */
const dropPresentations = (cart: Cart, drop: (presentationId: number) => boolean): CartSeatRelease => {
  const released = cart.seats.filter((seat) => drop(seat.presentationId))
  if (released.length === 0 && !cart.presentations.some((p) => drop(p.id))) return { cart, released }
  return {
    cart: {
      ...cart,
      presentations: cart.presentations.filter((p) => !drop(p.id)),
      seats: cart.seats.filter((seat) => !drop(seat.presentationId)),
      products: cart.products.filter((product) => product.presentationId === null || !drop(product.presentationId)),
      couponRedemptions: cart.couponRedemptions.filter((redemption) => !drop(redemption.presentationId)),
      selectedPresentationId:
        cart.selectedPresentationId !== null && drop(cart.selectedPresentationId) ? null : cart.selectedPresentationId,
    },
    released,
  }
}

/**
 * §4 removing a presentation from the cart deselects its seats: the presentation goes with its
 * seats, products and coupons, and the seats are returned to be unlocked.
 */
export const removePresentation = (cart: Cart, presentationId: number): CartSeatRelease =>
  dropPresentations(cart, (id) => id === presentationId)

/**
 * §4 choosing a new presentation first clears all presentations (whatever their venue type,
 * VOD types 101 and 102 included), then makes the new one the cart's only and selected
 * presentation. Choosing the presentation already selected changes nothing.
 */
export const choosePresentation = (cart: Cart, presentation: CartPresentation): CartSeatRelease => {
  if (cart.selectedPresentationId === presentation.id && cart.presentations.some((p) => p.id === presentation.id))
    return { cart, released: [] }
  const cleared = dropPresentations(cart, () => true)
  return {
    cart: { ...cleared.cart, presentations: [presentation], selectedPresentationId: presentation.id },
    released: cleared.released,
  }
}
