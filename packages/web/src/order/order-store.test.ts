import { InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, agorot, kartisError, seatKeyId } from '@kartis/core'
import type { Seat, SeatLocks, SeatSection } from '@kartis/core'
import { computed } from 'mobx'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { StorefrontPorts } from '../di/ports'
import { UiStore } from '../stores/ui-store'
import { demoPorts } from './demo-ports'
import { OrderStore } from './order-store'

/** Reads derived state the way a view would (strict MobX wants computeds read inside a derivation). */
const read = <T>(fn: () => T): T => computed(fn, { requiresReaction: false }).get()

const NOW = Date.parse('2026-07-01T09:00:00+03:00')
const DANA = '11111111-1111-4111-8111-111111111111'
const YOSSI = '22222222-2222-4222-8222-222222222222'

// The demo catalogue is large (a 20,000-seat arena for two weeks): built once, shared read-only.
let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const presentationAt = (venueId: number): number => {
  const found = dataset.presentations.find((presentation) => presentation.venueId === venueId && presentation.startDateTime !== null)
  if (found === undefined) throw new Error(`the demo has no presentation in venue ${venueId}`)
  return found.id
}
const CINEMA = 1
const CLUB = 3

const makeOrder = (
  options: {
    readonly office?: InMemoryBoxOffice
    readonly clock?: ManualClock
    readonly uuid?: string
    readonly ports?: Partial<StorefrontPorts>
    readonly seatMaximum?: (presentationMax: number) => number
  } = {},
) => {
  const clock = options.clock ?? new ManualClock(NOW)
  const office = options.office ?? new InMemoryBoxOffice(dataset, { clock })
  const demo = demoPorts(clock, options.uuid ?? DANA, office)
  const ui = new UiStore(clock, { locale: 'he', layout: 'default' })
  const leave = vi.fn<(url: string) => void>()
  const order = new OrderStore({
    ports: { ...demo.ports, ...options.ports },
    clock,
    ui,
    leave,
    ...(options.seatMaximum === undefined ? {} : { seatMaximum: options.seatMaximum }),
  })
  return { order, ui, clock, office, leave, analytics: demo.analytics, ports: demo.ports }
}

const toastCodes = (ui: UiStore): readonly string[] => ui.toasts.flatMap((toast) => (toast.kind === 'error' ? [toast.error.code] : []))

const selection = (order: OrderStore) => {
  const state = read(() => order.selection)
  if (state === null) throw new Error('no presentation open')
  return state
}

/** A free seat of the map, as the store shows it. */
const seatShown = (order: OrderStore, display: string, skip = 0): Seat => {
  const state = selection(order)
  const displays = read(() => order.displays)
  const found = state.index.seats.filter((seat) => displays.get(seatKeyId(seat)) === display)[skip]
  if (found === undefined) throw new Error(`no seat shown ${display}`)
  return found
}

const gaSection = (order: OrderStore): SeatSection => {
  const found = selection(order).plan.sections.find((section) => !section.isReserved)
  if (found === undefined) throw new Error('no GA section')
  return found
}

describe('§4/§7 opening a presentation', () => {
  it('loads the presentation, its feature, tickets and seat plan, and tells analytics view_item', async () => {
    const { order, analytics } = makeOrder()
    const id = presentationAt(CINEMA)
    await order.open(id)
    expect(order.state).toEqual({ kind: 'ready' })
    expect(order.featureName).not.toBe('')
    expect(order.ticketGroups.map((group) => group.name)).toContain('אולם')
    expect(read(() => order.displays.size)).toBe(180)
    expect(read(() => order.cart.presentations.map((presentation) => presentation.id))).toEqual([id])
    expect(analytics.events.map((event) => event.name)).toEqual(['view_item'])
    expect(analytics.events[0]?.items[0]).toMatchObject({ itemId: `presentation-${id}`, itemName: order.featureName, price: 3000 })
  })

  it('reports a presentation the box office does not know as a failed load', async () => {
    const { order } = makeOrder()
    await order.open(999_999)
    expect(order.state).toEqual({ kind: 'failed', error: expect.objectContaining({ code: 'PRSNT_NOT_FOUND' }) })
  })
})

describe('§4 the seat flow', () => {
  it('selects a seat optimistically, locks it, and puts it in the cart and the data layer', async () => {
    const { order, analytics, office } = makeOrder()
    await order.open(presentationAt(CINEMA))
    const seat = seatShown(order, 'available')
    const pending = order.toggleSeat(seat)
    expect(read(() => order.displays.get(seatKeyId(seat)))).toBe('pending')
    await pending
    expect(read(() => order.displays.get(seatKeyId(seat)))).toBe('selected')
    expect(read(() => order.cart.seats.map((cartSeat) => [cartSeat.x, cartSeat.y]))).toEqual([[seat.x, seat.y]])
    expect(analytics.events.at(-1)).toMatchObject({ name: 'add_to_cart', items: [expect.objectContaining({ quantity: 1 })] })

    // Another visitor of the same box office sees it taken.
    const other = makeOrder({ office, uuid: YOSSI })
    await other.order.open(presentationAt(CINEMA))
    expect(read(() => other.order.displays.get(seatKeyId(seat)))).not.toBe('available')
  })

  it("reverts a seat another visitor locked first and says 'Seat no longer available'", async () => {
    const { order, ui, office } = makeOrder()
    const other = makeOrder({ office, uuid: YOSSI })
    const id = presentationAt(CINEMA)
    await order.open(id)
    await other.order.open(id)
    const seat = seatShown(order, 'available')
    await other.order.toggleSeat(seat)
    await order.toggleSeat(seat)
    expect(toastCodes(ui)).toEqual(['SEAT_NO_LONGER_AVAILABLE'])
    expect(read(() => order.displays.get(seatKeyId(seat)))).toBe('unavailable')
    expect(read(() => order.cart.seats)).toEqual([])
  })

  it("keeps a seat whose unlock fails and says 'Error unlocking seat'", async () => {
    const clock = new ManualClock(NOW)
    const office = new InMemoryBoxOffice(dataset, { clock })
    const real = demoPorts(clock, DANA, office).ports.seatLocks
    const seatLocks: SeatLocks = {
      lock: (request) => real.lock(request),
      unlock: async () => ({ _tag: 'Left', left: kartisError('SERVER_ERROR') }),
    }
    const { order, ui } = makeOrder({ clock, office, ports: { seatLocks } })
    await order.open(presentationAt(CINEMA))
    const seat = seatShown(order, 'available')
    await order.toggleSeat(seat)
    await order.toggleSeat(seat)
    expect(toastCodes(ui)).toEqual(['SEAT_UNLOCK_FAILED'])
    expect(read(() => order.displays.get(seatKeyId(seat)))).toBe('selected')
    expect(read(() => order.cart.seats)).toHaveLength(1)
  })

  it('issue 15 §5 stops at the venue’s per-order maximum with SEAT_MAXIMUM_REACHED', async () => {
    const { order, ui } = makeOrder({ seatMaximum: () => 1 })
    await order.open(presentationAt(CINEMA))
    expect(read(() => order.maxSeats)).toBe(1)
    await order.toggleSeat(seatShown(order, 'available'))
    await order.toggleSeat(seatShown(order, 'available'))
    expect(toastCodes(ui)).toEqual(['SEAT_MAXIMUM_REACHED'])
    expect(read(() => order.cart.seats)).toHaveLength(1)
  })

  it('shows seats the single-seat rule blocks before any click, and refuses them', async () => {
    const { order, ui } = makeOrder()
    await order.open(presentationAt(CINEMA))
    const blocked = seatShown(order, 'blocked')
    await order.toggleSeat(blocked)
    expect(toastCodes(ui)).toEqual(['SINGLE_SEAT_LEFT'])
    expect(read(() => order.cart.seats)).toEqual([])
  })

  it('picks a first seat itself (first-ticket auto-select)', async () => {
    const { order } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.autoSelect()
    expect(read(() => order.cart.seats.length)).toBeGreaterThanOrEqual(1)
    expect(read(() => order.canChooseTickets)).toBe(true)
  })

  it('finds N seats through best available and selects them', async () => {
    const { order, ui } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.findSeats(3, null)
    expect(toastCodes(ui)).toEqual([])
    const seats = read(() => order.cart.seats)
    expect(seats).toHaveLength(3)
    expect(new Set(seats.map((seat) => seat.y)).size).toBe(1)
    for (const seat of seats) expect(read(() => order.displays.get(seatKeyId(seat)))).toBe('selected')
  })

  it('chooses GA places by quantity in the stand-up club', async () => {
    const { order } = makeOrder()
    await order.open(presentationAt(CLUB))
    const section = gaSection(order)
    await order.setGaQuantity(section, 2)
    expect(read(() => order.gaQuantities.get(section.id))).toBe(2)
    expect(read(() => order.cart.seats.map((seat) => seat.ticketGroupId))).toEqual([8, 8])
    await order.setGaQuantity(section, 1)
    expect(read(() => order.cart.seats)).toHaveLength(1)
  })
})

describe('§4/§9 countdown and idle time', () => {
  it('counts down from the server timer and at 0 lets the seats go and leaves for its url', async () => {
    const { order, clock, leave, office } = makeOrder()
    const id = presentationAt(CLUB)
    await order.open(id)
    expect(order.remainingSeconds).toBe(600)
    await order.setGaQuantity(gaSection(order), 2)
    clock.advance(10_000)
    expect(order.remainingSeconds).toBe(590)
    // The visitor stays active (5 idle minutes would let the seats go first).
    for (let second = 10; second < 600; second += 200) {
      order.touch()
      clock.advance(200_000)
    }
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith('/'))
    const other = makeOrder({ office, uuid: YOSSI, clock })
    await other.order.open(id)
    expect(read(() => other.order.selection?.holdings)).toEqual([])
    expect(read(() => order.cart.seats)).toEqual([])
  })

  it('lets the seats go after 5 minutes without activity, and activity postpones it', async () => {
    const { order, clock } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.toggleSeat(seatShown(order, 'available'))
    clock.advance(299_000)
    order.touch()
    clock.advance(299_000)
    expect(order.idle).toBe(false)
    clock.advance(2_000)
    expect(order.idle).toBe(true)
    await vi.waitFor(() => expect(read(() => order.cart.seats)).toEqual([]))
  })
})

describe('§4/§5 tickets, coupons and products', () => {
  const withTwoSeats = async () => {
    const made = makeOrder()
    await made.order.open(presentationAt(CINEMA))
    await made.order.findSeats(2, null)
    return made
  }

  it('prices each seat with a ticket of its group', async () => {
    const { order } = await withTwoSeats()
    const [first, second] = read(() => order.cart.seats)
    if (first === undefined || second === undefined) throw new Error('two seats expected')
    order.chooseSeatTicket(first, 101)
    expect(read(() => order.canContinuePastTickets)).toBe(false)
    order.chooseSeatTicket(second, 102)
    expect(read(() => order.cart.seats.map((seat) => seat.ticket?.amount))).toEqual([4500, 3800])
    expect(read(() => order.canContinuePastTickets)).toBe(true)
  })

  it('applies the couple coupon (multiplier 2) to two seats and restores the prior tickets when removed', async () => {
    const { order, ui } = await withTwoSeats()
    const [first] = read(() => order.cart.seats)
    if (first === undefined) throw new Error('a seat expected')
    order.chooseSeatTicket(first, 101)
    expect(await order.enterCode('coupon', 'zug2')).toBe(true)
    expect(read(() => order.cart.seats.map((seat) => seat.ticket?.amount))).toEqual([3500, 0])
    order.removeCoupon('ZUG2')
    expect(read(() => order.cart.seats.map((seat) => seat.ticket?.ticketId ?? null))).toEqual([101, null])
    expect(toastCodes(ui)).toEqual([])
  })

  it('says one more ticket is needed for a couple coupon on one seat', async () => {
    const { order, ui } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.autoSelect()
    expect(await order.enterCode('coupon', 'ZUG2')).toBe(false)
    expect(toastCodes(ui)).toEqual(['COUPON_NEEDS_ONE_MORE_TICKET'])
  })

  it('reports an unknown code', async () => {
    const { order, ui } = await withTwoSeats()
    expect(await order.enterCode('coupon', 'NO-SUCH-CODE')).toBe(false)
    expect(toastCodes(ui)).toEqual(['CODE_NOT_FOUND'])
  })

  it('prices a seat by member number', async () => {
    const { order } = await withTwoSeats()
    expect(await order.enterCode('member', '123456')).toBe(true)
    expect(read(() => order.cart.seats.map((seat) => seat.ticket?.memberNumber ?? null))).toEqual(['123456', null])
  })

  it('adds products with quantities and tells analytics add_to_cart', async () => {
    const { order, analytics } = await withTwoSeats()
    const popcorn = read(() => order.products[0])
    if (popcorn === undefined) throw new Error('the cinema sells popcorn')
    order.setProductQuantity(popcorn, 2)
    order.setProductQuantity(popcorn, 99)
    expect(read(() => order.cart.products.map((product) => [product.name, product.quantity]))).toEqual([[popcorn.name, 10]])
    expect(
      analytics.events
        .filter((event) => event.name === 'add_to_cart' && event.items[0]?.itemId === `product-${popcorn.id}`)
        .map((event) => event.items[0]?.quantity),
    ).toEqual([2, 8])
    order.setProductQuantity(popcorn, 0)
    expect(read(() => order.cart.products)).toEqual([])
  })
})

describe('§3/§7 what checkout uses', () => {
  it('updateCart changes the cart, keeping the selected seats', async () => {
    const { order } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.autoSelect()
    order.updateCart((cart) => ({ ...cart, numberOfPayments: 3 }))
    expect(read(() => [order.cart.numberOfPayments, order.cart.seats.length])).toEqual([3, 1])
  })

  it('begin_checkout carries the cart total in agorot', async () => {
    const { order, analytics } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.autoSelect()
    const [seat] = read(() => order.cart.seats)
    if (seat === undefined) throw new Error('a seat expected')
    order.chooseSeatTicket(seat, 101)
    order.beginCheckout()
    expect(analytics.events.at(-1)).toMatchObject({ name: 'begin_checkout', currency: 'ILS', value: 4700 })
  })

  it('§4 the hold booking flag and the customer details outlive a new presentation and a commit; the seats do not', async () => {
    const { order } = makeOrder()
    await order.open(presentationAt(CINEMA))
    await order.autoSelect()
    order.updateCart((cart) => ({ ...cart, isHold: true, customerInfo: { ...cart.customerInfo, firstName: 'דנה' } }))
    await order.open(presentationAt(CLUB))
    expect(read(() => [order.cart.isHold, order.cart.customerInfo.firstName, order.cart.seats.length])).toEqual([true, 'דנה', 0])
    order.completed({ reservationIdentifier: 'R-1', ticketIdentifiers: ['T-1'], documentKey: 'R-1-0123456789abcdef' })
    expect(read(() => [order.cart.isHold, order.cart.customerInfo.firstName])).toEqual([true, 'דנה'])
  })

  it('completed: the seats are sold (deselected, not unlocked) and the countdown stops', async () => {
    const { order, clock } = makeOrder()
    await order.open(presentationAt(CLUB))
    await order.setGaQuantity(gaSection(order), 1)
    order.completed({ reservationIdentifier: 'R-1', ticketIdentifiers: ['T-1'], documentKey: 'R-1-0123456789abcdef' })
    expect(read(() => [order.cart.seats.length, order.cart.reservationIdentifier])).toEqual([0, 'R-1'])
    expect(order.lastCommit?.reservationIdentifier).toBe('R-1')
    clock.advance(10_000)
    expect(order.remainingSeconds).toBe(600)
  })
})

describe('§4 switching the kind of order', () => {
  it('an event cart becomes a voucher order: the seats are let go, the customer details kept; opening an event switches back', async () => {
    const { order, office } = makeOrder()
    const id = presentationAt(CINEMA)
    await order.open(id)
    const seat = seatShown(order, 'available')
    await order.toggleSeat(seat)
    order.updateCart((cart) => ({ ...cart, customerInfo: { ...cart.customerInfo, firstName: 'דנה', mobileNumber: '0501234567' } }))

    order.switchKind('vouchers')
    const voucherCart = read(() => order.cart)
    expect(voucherCart.kind).toBe('vouchers')
    expect(voucherCart.seats).toEqual([])
    expect(voucherCart.presentations).toEqual([])
    expect(voucherCart.customerInfo).toMatchObject({ firstName: 'דנה', mobileNumber: '0501234567' })
    expect(order.presentationId).toBeNull()
    // The seat is free again for another visitor.
    const other = makeOrder({ office, uuid: YOSSI })
    // The release is not awaited by the switch: it has had its turn once the event loop has.
    await new Promise((resolve) => setTimeout(resolve, 0))
    await other.order.open(id)
    expect(read(() => other.order.displays.get(seatKeyId(seat)))).toBe('available')

    order.updateCart((cart) => ({
      ...cart,
      vouchers: [{ systemVoucherId: 1, systemVoucherPriceId: 1, price: agorot(5000), quantity: 1, date: null, redemptionData: null }],
    }))
    // Switching to the kind the cart has changes nothing.
    order.switchKind('vouchers')
    expect(read(() => order.cart.vouchers)).toHaveLength(1)

    await order.open(id)
    const eventCart = read(() => order.cart)
    expect(eventCart.kind).toBe('events')
    expect(eventCart.vouchers).toEqual([])
    expect(eventCart.presentations.map((presentation) => presentation.id)).toEqual([id])
    expect(eventCart.customerInfo.firstName).toBe('דנה')
  })
})
