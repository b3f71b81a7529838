import { InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, cartTotals, kartisError } from '@kartis/core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { RestoreCartStore } from './restore-cart-store'
import { DANA, NOW, YOSSI, answeringCarts, boughtReservation, cinemaShowOf, read, savedCartOf, visitorOf } from './saved-cart.fixtures'

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
      mode: 'saved',
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

describe('§4/§9 RestoreCartStore: /cart/{resId} for a reservation the visitor bought (modify mode)', () => {
  /** Dana's reservation opened by Dana to modify; her order and restore stores. */
  const opened = async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const { resId, modifying } = await boughtReservation(office, clock, DANA, cinemaShow())
    const demo = visitorOf(office, clock, DANA)
    const locks = vi.spyOn(demo.ports.seatLocks, 'lock')
    const unlocks = vi.spyOn(demo.ports.seatLocks, 'unlock')
    const restore = new RestoreCartStore({
      savedCarts: answeringCarts(demo.ports.savedCarts, { _tag: 'Right', right: { cart: modifying, droppedSeats: [] } }),
      order: demo.order,
    })
    await restore.open(resId)
    return { ...demo, restore, resId, modifying, locks, unlocks }
  }

  it('the reservation’s seats are selected as its own, with their tickets; every ticket credited, nothing to pay yet', async () => {
    const { order, restore, modifying } = await opened()
    expect(restore.state).toMatchObject({ kind: 'ready', mode: 'modify', droppedSeats: [], ticketsToChoose: 0 })
    const cart = read(() => order.cart)
    expect(cart.seats.map((seat) => seat.ticket?.ticketId)).toEqual([101, 102])
    expect(cart.modify).toEqual(modifying.modify)
    const totals = cartTotals(cart)
    expect(totals.globalServiceCharge).toBeNull()
    expect(totals.modifiedTicketCredit).toBe(totals.seats + totals.ticketServiceCharges)
    expect(totals.total).toBe(0)
  })

  it('a dearer ticket costs the difference; letting a seat go and taking it back send no lock or unlock', async () => {
    const { order, locks, unlocks } = await opened()
    const [, second] = read(() => order.cart.seats)
    if (second === undefined) throw new Error('two seats expected')
    order.chooseSeatTicket(second, 101)
    expect(cartTotals(read(() => order.cart)).total).toBe(4500 - 3800)
    await order.toggleSeat({ sectionId: second.sectionId, x: second.x, y: second.y })
    expect(read(() => order.cart.seats)).toHaveLength(1)
    await order.toggleSeat({ sectionId: second.sectionId, x: second.x, y: second.y })
    expect(read(() => order.cart.seats)).toHaveLength(2)
    expect(locks).not.toHaveBeenCalled()
    expect(unlocks).not.toHaveBeenCalled()
  })
})
