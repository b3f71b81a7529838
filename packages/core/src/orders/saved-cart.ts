import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { kartisError, type Result } from '../errors/error-codes'
import { EMPTY_CUSTOMER_INFO } from '../model/customer'
import type { Cart, CartPresentation, CartSeat } from '../model/cart'
import { DEFAULT_NUMBER_OF_PAYMENTS } from '../pricing/payments'
import { releaseSeatFromCoupon } from '../tickets/coupon'
import { sameCartSeat } from '../tickets/cart-seat-ref'
import type { SaveCartRequest } from '../ports/saved-carts'
import { parseIsoMoment } from '../time/jerusalem-time'
import { normalizeMobile } from '../validation/mobile'

/** §2 how long a saved cart's link opens it (designed): a week, the time a patron comes back to a cart. */
export const SAVED_CART_VALIDITY_DAYS = 7

const DAY_MS = 86_400_000

/**
 * §2 until when a cart saved at `now` may be opened from its link: SAVED_CART_VALIDITY_DAYS,
 * and never past the start of one of its presentations (an untimed one sets no limit); a
 * presentation that has started already cannot be saved (TOO_CLOSE_TO_PRSNT_DATE).
 */
export const savedCartExpiry = (presentations: readonly Pick<CartPresentation, 'startDateTime'>[], now: number): Result<number> => {
  const starts = presentations.flatMap((presentation) => {
    const start = presentation.startDateTime === null ? O.none : parseIsoMoment(presentation.startDateTime)
    return O.isSome(start) && start.value.kind === 'instant' ? [start.value.epochMs] : []
  })
  const expiry = Math.min(now + SAVED_CART_VALIDITY_DAYS * DAY_MS, ...starts)
  return expiry > now ? E.right(expiry) : E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE'))
}

/**
 * §2/§7 what a saved cart keeps: the choices — presentation, seats with their tickets and
 * coupons, products and other items — never who the customer is or how the order is paid
 * (customer info, voucher and gift-card payments, number of payments, payment, reservation and
 * ticket identifiers, a modification). Whoever holds the link sees the cart, so it carries
 * nothing the customer would not hand to them.
 */
export const savedCartOf = (cart: Cart): Cart => ({
  ...cart,
  customerInfo: EMPTY_CUSTOMER_INFO,
  voucherPayments: [],
  numberOfPayments: DEFAULT_NUMBER_OF_PAYMENTS,
  modify: null,
  paymentIdentifier: null,
  reservationIdentifier: null,
  ticketIdentifiers: [],
})

/** §7 a cart ready to be kept: as savedCartOf keeps it, and the mobile number its link goes to (normalised), if any. */
export interface CartToSave {
  readonly cart: Cart
  readonly mobileNumber: string | null
}

/**
 * §2/§5/§7 POST /cart checked: something must be chosen (SELECTION_REQUIRED), and a number to
 * send the link to, when one is typed, must be an Israeli mobile (invalid_mobileNumber).
 */
export const cartToSave = (request: SaveCartRequest): Result<CartToSave> => {
  const { cart } = request
  const chosen = cart.seats.length + cart.products.length + cart.vouchers.length + cart.memberships.length + cart.donations.length
  if (chosen + cart.enrolments.length === 0) return E.left(kartisError('SELECTION_REQUIRED'))
  const typed = request.mobileNumber?.trim() ?? ''
  if (typed === '') return E.right({ cart: savedCartOf(cart), mobileNumber: null })
  const mobile = normalizeMobile(typed)
  return O.isNone(mobile) ? E.left(kartisError('invalid_mobileNumber')) : E.right({ cart: savedCartOf(cart), mobileNumber: mobile.value })
}

/**
 * §2/§4 where a seat of a saved cart stands when its link is opened: free, still locked by
 * whoever saved the cart, locked already by whoever opened the link, or taken by anybody else
 * (sold, held by the box office, locked by another visitor).
 */
export type SavedSeatStanding = 'free' | 'saver' | 'opener' | 'taken'

/** §2 a saved cart's seats split into those the opener gets and those taken meanwhile, each in cart order. */
export interface SeatRestore<S> {
  readonly kept: readonly S[]
  readonly dropped: readonly S[]
}

/**
 * §2/§4 restoring a saved cart for whoever opened its link: a seat still free, or still locked
 * by whoever saved it (the cart moves to the device that opened it), or already the opener's is
 * kept; a seat anybody else took meanwhile is dropped, and said so.
 */
export const restoreSeats = <S>(seats: readonly S[], standingOf: (seat: S) => SavedSeatStanding): SeatRestore<S> => {
  const kept: S[] = []
  const dropped: S[] = []
  for (const seat of seats) (standingOf(seat) === 'taken' ? dropped : kept).push(seat)
  return { kept, dropped }
}

/**
 * §2/§4 the saved cart as restored: without the dropped seats — a coupon that covered one is
 * removed first, so its other seats get their prior tickets back (as deselecting does) — and
 * each kept seat where the opener now holds it (`placed`: a general-admission place may be
 * another place of its section; a reserved seat stays where it is).
 */
export const withRestoredSeats = (
  cart: Cart,
  dropped: readonly CartSeat[],
  placed: (seat: CartSeat) => CartSeat = (seat) => seat,
): Cart => {
  const released = dropped.reduce(releaseSeatFromCoupon, cart)
  return { ...released, seats: released.seats.filter((seat) => !dropped.some((gone) => sameCartSeat(gone, seat))).map(placed) }
}
