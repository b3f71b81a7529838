import { emptyCart, seatKeyId } from '@kartis/core'
import type { KartisError, MembershipOnSale, MembershipPrice } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { cinemaPlan, seatAt } from '../seat-map/test-support/plans'
import { MembershipShopStore } from './membership-shop-store'
import { fakeMembershipSales, fakeMemberships, fixedSeatOnSale, seriesOnSale } from './membership.fixtures'
import { DANA_INFO, FakeSalesOrder } from './sales.fixtures'

const priceOf = (onSale: MembershipOnSale, code: string): MembershipPrice => {
  const found = onSale.membership.prices.find((price) => price.priceCode === code)
  if (found === undefined) throw new Error(`no price ${code}`)
  return found
}

const makeShop = (order = new FakeSalesOrder(), taken: readonly string[] = []) => {
  const errors: KartisError[] = []
  const memberships = fakeMemberships(undefined, taken)
  const store = new MembershipShopStore({
    order,
    membershipSales: fakeMembershipSales(),
    memberships,
    showError: (error) => errors.push(error),
  })
  return { store, order, memberships, errors }
}

const plan = cinemaPlan()
const A5 = seatAt(plan, 'א', '5')
const B7 = seatAt(plan, 'ב', '7')

describe('§2/§5 the membership shop store', () => {
  it('§4 choosing a membership turns an event cart into a membership order with no service charge, keeping the customer details (and back)', async () => {
    const events = emptyCart('events')
    const order = new FakeSalesOrder({ ...events, customerInfo: DANA_INFO(events) })
    const { store } = makeShop(order)
    await store.loadList()
    expect(store.onSale.map((m) => m.membership.code)).toEqual(['THEATRE4', 'CINEMASEAT'])
    const series = seriesOnSale()
    await store.choose(series, priceOf(series, 'SENIOR'))
    expect(order.cart.kind).toBe('memberships')
    expect(order.cart.customerInfo.firstName).toBe('דנה')
    expect(order.cart.globalServiceCharge).toBeNull()
    expect(order.cart.memberships).toEqual([
      { membershipId: 1001, membershipPriceId: 10012, currencyId: 1, price: 40_000, isTopup: false, seat: null, selections: [] },
    ])
    expect(store.chosen?.membership.code).toBe('THEATRE4')
    // And back to an event order: the membership goes, the customer's details stay.
    order.switchKind('events')
    expect(order.cart.memberships).toEqual([])
    expect(order.cart.customerInfo.lastName).toBe('כהן')
    expect(store.line).toBeNull()
  })

  it('§5 at most one membership: another replaces the first and lets its seats go; another rate of the same keeps them', async () => {
    const { store, order, memberships } = makeShop()
    await store.loadList()
    const series = seriesOnSale()
    await store.choose(series, priceOf(series, 'FULL'))
    await store.loadPlan()
    await store.toggleSeat(A5)
    expect(store.selections).toHaveLength(1)
    await store.choose(series, priceOf(series, 'SENIOR'))
    expect(order.cart.memberships).toHaveLength(1)
    expect(order.cart.memberships[0]?.membershipPriceId).toBe(10012)
    expect(store.selections).toHaveLength(1)

    const fixed = fixedSeatOnSale()
    await store.choose(fixed, priceOf(fixed, 'FULL'))
    expect(order.cart.memberships.map((line) => line.membershipId)).toEqual([1002])
    expect(store.selections).toEqual([])
    expect(memberships.calls).toContain(`unlock 501 ${seatKeyId(A5)}`)
    expect(memberships.locks.size).toBe(0)
  })

  it('§4 a series is walked one presentation at a time: a seat locked in each, the next and previous shows, a seat replaced', async () => {
    const { store, memberships } = makeShop()
    const series = seriesOnSale()
    await store.open('theatre4', 'full')
    expect(store.line?.membershipPriceId).toBe(10011)
    expect(store.stops.map((stop) => stop.presentationId)).toEqual([501, 502, 503])
    await store.loadPlan()
    expect(memberships.calls).toEqual(['plan 1001 501'])
    expect(store.hasPrevious).toBe(false)

    await store.toggleSeat(A5)
    expect(store.displays.get(seatKeyId(A5))).toBe('selected')
    await store.next()
    expect(store.stop?.presentationId).toBe(502)
    expect(store.displays.size).toBe(0)
    // Replacing the seat of a show: the one before is let go first.
    await store.toggleSeat(A5)
    await store.toggleSeat(B7)
    expect(memberships.calls.slice(-3)).toEqual([`lock 502 ${seatKeyId(A5)}`, `unlock 502 ${seatKeyId(A5)}`, `lock 502 ${seatKeyId(B7)}`])
    expect(store.displays.get(seatKeyId(B7))).toBe('selected')
    expect(store.seatNameAt(store.stops[1] ?? { presentationId: 0, presentations: [] })).toEqual({
      sectionName: 'אולם 1',
      rowName: 'ב',
      seatName: '7',
    })

    // §4 not every show has its seat: going on names the one without and goes to it.
    await store.next()
    expect(await store.mayCheckout()).toBe(false)
    expect(store.missingSeat?.presentationId).toBe(503)
    await store.toggleSeat(A5)
    expect(store.missingSeat).toBeNull()
    expect(await store.mayCheckout()).toBe(true)
    expect(store.selections.map((s) => [s.presentationId, s.x, s.y])).toEqual([
      [501, A5.x, A5.y],
      [502, B7.x, B7.y],
      [503, A5.x, A5.y],
    ])
    await store.previous()
    expect(store.stop?.presentationId).toBe(502)
    expect(series.presentations).toHaveLength(3)
  })

  it('§4 clicking the chosen seat lets it go', async () => {
    const { store, memberships } = makeShop()
    await store.open('THEATRE4', 'FULL')
    await store.loadPlan()
    await store.toggleSeat(A5)
    await store.toggleSeat(A5)
    expect(store.selections).toEqual([])
    expect(memberships.locks.size).toBe(0)
  })

  it('§4 a fixed seat is one stop, locked in every presentation; a seat taken meanwhile is a toast and the plan is read again', async () => {
    const { store, memberships, errors } = makeShop(undefined, [seatKeyId(B7)])
    await store.open('CINEMASEAT', null)
    // One rate: preselected.
    expect(store.line?.membershipPriceId).toBe(10021)
    expect(store.stops).toHaveLength(1)
    await store.loadPlan()
    expect(memberships.calls).toEqual(['plan 1002 all'])
    await store.toggleSeat(B7)
    expect(errors.map((error) => error.code)).toEqual(['SEAT_NO_LONGER_AVAILABLE'])
    expect(store.selections).toEqual([])
    await store.toggleSeat(A5)
    expect(store.selections.map((s) => s.presentationId)).toEqual([601, 602])
    expect(await store.mayCheckout()).toBe(true)
  })

  it('§2 an unknown code is NOT_FOUND; an unknown rate MEMBERSHIP_PRICE_CODE_NOT_FOUND with the membership still shown', async () => {
    const { store, order } = makeShop()
    await store.open('NOPE', null)
    expect(store.wizardState).toEqual({ kind: 'failed', error: expect.objectContaining({ code: 'NOT_FOUND' }) })
    await store.open('THEATRE4', 'STUDENT')
    expect(store.wizardState).toEqual({ kind: 'failed', error: expect.objectContaining({ code: 'MEMBERSHIP_PRICE_CODE_NOT_FOUND' }) })
    expect(store.shown.map((m) => m.membership.code)).toEqual(['THEATRE4'])
    expect(order.cart.memberships).toEqual([])
  })

  it('§5 going on needs a membership', () => {
    const { store } = makeShop()
    expect(store.mayContinue()).toBe(false)
    expect(store.selectionError?.code).toBe('SELECTION_REQUIRED')
  })
})
