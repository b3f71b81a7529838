import { SeatAttribute, type Cart, type Customer } from '@kartis/core'
import { twoSeatCart } from '../checkout/checkout.fixtures'
import { NOA } from '../customers/customer-fixtures'

/** §4 test support: Noa (customer-fixtures) with nothing bought, her membership valid over `validity` (YYYY-MM-DD), or none. */
export const noaAsMember = (validity: { readonly startDate: string; readonly endDate: string } | null): Customer => ({
  ...NOA,
  reservations: [],
  members: validity === null ? [] : NOA.members.map((member) => ({ ...member, ...validity })),
})

/** §4 test support: checkout's two-seat cart (twoSeatCart) with its second seat, 6, premium. */
export const premiumCart = (): Cart => {
  const cart = twoSeatCart()
  const [first, second] = cart.seats
  if (first === undefined || second === undefined) throw new Error('two seats expected')
  return { ...cart, seats: [first, { ...second, attributes: [SeatAttribute.premium] }] }
}
