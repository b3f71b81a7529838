import { InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, kartisError } from '@kartis/core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DANA, NOW, YOSSI, cinemaShowOf, read, savedCartOf, visitorOf } from './saved-cart.fixtures'

const THIRD = '33333333-3333-4333-8333-333333333333'

let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const cinemaShow = (): number => cinemaShowOf(dataset)
const danaSaves = (office: InMemoryBoxOffice, clock: ManualClock) => savedCartOf(office, clock, DANA, cinemaShow())

describe('§2 RestoreCartStore: /cart/{resId} in another browser', () => {
  it('opens the presentation with the saved seats selected, their tickets and the products chosen again', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const { cartId, seats } = await danaSaves(office, clock)
    const yossi = visitorOf(office, clock, YOSSI)
    await yossi.restore.open(cartId)
    expect(yossi.restore.state).toEqual({
      kind: 'ready',
      resId: cartId,
      presentationId: cinemaShow(),
      droppedSeats: [],
      ticketsToChoose: 0,
    })
    const cart = read(() => yossi.order.cart)
    expect(cart.seats.map((seat) => [seat.x, seat.y, seat.ticket?.ticketId])).toEqual([
      [seats[0]?.x, seats[0]?.y, 101],
      [seats[1]?.x, seats[1]?.y, 102],
    ])
    expect(cart.products.map((line) => [line.name, line.quantity])).toEqual([['פופקורן', 2]])
    expect(read(() => yossi.order.canContinuePastTickets)).toBe(true)
    // The seats are Yossi's on the box office: letting one go unlocks it.
    await yossi.order.toggleSeat({ sectionId: seats[0]?.sectionId ?? 0, x: seats[0]?.x ?? 0, y: seats[0]?.y ?? null })
    expect(read(() => yossi.order.cart.seats)).toHaveLength(1)
    expect(yossi.ui.toasts).toEqual([])
  })

  it('a seat taken meanwhile is reported and left out; its ticket is not counted as one to choose', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const { cartId, seats } = await danaSaves(office, clock)
    clock.advance(16 * 60_000)
    const taken = seats[1]
    if (taken === undefined || taken.y === null) throw new Error('two seats expected')
    // Somebody else holds the second seat now (set in the box office's ledger: how they got it does not matter here).
    office.seats.lock(
      cinemaShow(),
      { sectionId: taken.sectionId, x: taken.x, y: taken.y },
      THIRD,
      taken.ticketGroupId,
      clock.now() + 60_000,
    )
    const yossi = visitorOf(office, clock, YOSSI)
    await yossi.restore.open(cartId)
    const state = yossi.restore.state
    expect(state.kind === 'ready' ? [state.droppedSeats.map((seat) => seat.x), state.ticketsToChoose] : state).toEqual([[taken.x], 0])
    expect(read(() => yossi.order.cart.seats.map((seat) => seat.x))).toEqual([seats[0]?.x])
  })

  it('an unknown link fails with CART_NOT_FOUND; opening the same link again does not ask twice', async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const yossi = visitorOf(office, clock, YOSSI)
    await yossi.restore.open('SC-404')
    expect(yossi.restore.state).toEqual({ kind: 'failed', resId: 'SC-404', error: kartisError('CART_NOT_FOUND') })
    const { cartId } = await danaSaves(office, clock)
    const openCart = vi.spyOn(yossi.ports.savedCarts, 'openCart')
    await yossi.restore.open(cartId)
    await yossi.restore.open(cartId)
    expect(openCart).toHaveBeenCalledTimes(1)
  })
})
