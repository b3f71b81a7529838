import type { DemoDataset, InMemoryBoxOffice } from '@kartis/api-adapter'
import { modifiedTicketOf, modifyingCart } from '@kartis/core'
import type { Cart, CartSeat, ManualClock, RestoredCart, Result, SavedCarts } from '@kartis/core'
import { computed } from 'mobx'
import { demoPorts } from '../order/demo-ports'
import { OrderStore } from '../order/order-store'
import { UiStore } from '../stores/ui-store'
import { RestoreCartStore } from './restore-cart-store'

/** Test support for saved carts: visitors over one in-memory box office of the demo, and a cart one of them saved. */

/** The demo's "now" in these tests, and its visitors. */
export const NOW = Date.parse('2026-07-01T09:00:00+03:00')
export const DANA = '11111111-1111-4111-8111-111111111111'
export const YOSSI = '22222222-2222-4222-8222-222222222222'

/** Reads derived state the way a view would (strict MobX wants computeds read inside a derivation). */
export const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()

/** The first timed presentation of the demo's cinema (venue 1). */
export const cinemaShowOf = (dataset: DemoDataset): number => {
  const found = dataset.presentations.find((presentation) => presentation.venueId === 1 && presentation.startDateTime !== null)
  if (found === undefined) throw new Error('the demo has no cinema presentation')
  return found.id
}

/** One visitor's order and restore stores over a shared in-memory box office. */
export const visitorOf = (office: InMemoryBoxOffice, clock: ManualClock, uuid: string) => {
  const demo = demoPorts(clock, uuid, office)
  const ui = new UiStore(clock, { locale: 'he', layout: 'default' })
  const order = new OrderStore({ ports: demo.ports, clock, ui, leave: () => undefined })
  const restore = new RestoreCartStore({ savedCarts: demo.ports.savedCarts, order })
  return { order, restore, ui, ports: demo.ports }
}

/** A visitor picks the best two seats of the cinema show with tickets 101 and 102 and two popcorns, and saves the cart. */
export const savedCartOf = async (
  office: InMemoryBoxOffice,
  clock: ManualClock,
  uuid: string,
  presentationId: number,
): Promise<{ readonly cartId: string; readonly seats: readonly CartSeat[] }> => {
  const visitor = visitorOf(office, clock, uuid)
  await visitor.order.open(presentationId)
  await visitor.order.findSeats(2, null)
  const [first, second] = read(() => visitor.order.cart.seats)
  if (first === undefined || second === undefined) throw new Error('two seats expected')
  visitor.order.chooseSeatTicket(first, 101)
  visitor.order.chooseSeatTicket(second, 102)
  const popcorn = read(() => visitor.order.products[0])
  if (popcorn === undefined) throw new Error('the cinema sells popcorn')
  visitor.order.setProductQuantity(popcorn, 2)
  const saved = await visitor.ports.savedCarts.saveCart({ cart: read(() => visitor.order.cart) })
  if (saved._tag === 'Left') throw new Error(saved.left.code)
  return { cartId: saved.right.cartId, seats: [first, second] }
}

/**
 * A reservation a visitor bought (two seats with tickets 101 and 102, sold in the box office's
 * ledger as the reference server would), and the cart /cart/{resId} answers its owner to modify it.
 */
export const boughtReservation = async (
  office: InMemoryBoxOffice,
  clock: ManualClock,
  uuid: string,
  presentationId: number,
): Promise<{ readonly resId: string; readonly modifying: Cart }> => {
  const visitor = visitorOf(office, clock, uuid)
  await visitor.order.open(presentationId)
  await visitor.order.findSeats(2, null)
  const [first, second] = read(() => visitor.order.cart.seats)
  if (first === undefined || second === undefined || first.y === null || second.y === null) throw new Error('two seats expected')
  visitor.order.chooseSeatTicket(first, 101)
  visitor.order.chooseSeatTicket(second, 102)
  const cart = read(() => visitor.order.cart)
  const resId = 'KR-TEST0001'
  for (const [n, seat] of cart.seats.entries())
    if (seat.y !== null) office.seats.sell(presentationId, { sectionId: seat.sectionId, x: seat.x, y: seat.y }, resId, `${resId}-0${n + 1}`)
  const paid = cart.seats.flatMap((seat) => (seat.ticket === null ? [] : [modifiedTicketOf(seat.ticket)]))
  return { resId, modifying: modifyingCart(cart, { resId, lastTransactionId: 'T1', tickets: paid }) }
}

/** SavedCarts whose openCart answers `answer` (what the reference server answers the owner of a reservation). */
export const answeringCarts = (base: SavedCarts, answer: Result<RestoredCart>): SavedCarts => ({
  saveCart: (request) => base.saveCart(request),
  openCart: () => Promise.resolve(answer),
})
