import { cartTotals, emptyCart, seatKeyId } from '@kartis/core'
import type { EnrolmentRate, KartisError } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { cinemaPlan, seatAt } from '../seat-map/test-support/plans'
import { EnrolmentStore } from './enrolment-store'
import { fakeEnrolments, testSeason } from './enrolment.fixtures'
import { DANA_INFO, FakeSalesOrder } from './sales.fixtures'

const plan = cinemaPlan()
const A5 = seatAt(plan, 'א', '5')
const B7 = seatAt(plan, 'ב', '7')

const rateNamed = (name: string): EnrolmentRate => {
  const found = testSeason().rates.find((rate) => rate.name === name)
  if (found === undefined) throw new Error(`no rate ${name}`)
  return found
}
const FULL = rateNamed('מינוי מלא')
const TRIO = rateNamed('שלישייה')

const makeWizard = (taken: ReadonlyMap<number, string> = new Map(), order = new FakeSalesOrder()) => {
  const errors: KartisError[] = []
  const enrolments = fakeEnrolments(testSeason(), taken)
  const store = new EnrolmentStore({ order, enrolments, showError: (error) => errors.push(error) })
  return { store, order, enrolments, errors }
}

/** Opens the season, chooses a rate and the events 701 (required), 702 and 703. */
const withThreeEvents = async (made: ReturnType<typeof makeWizard>, rate: EnrolmentRate = TRIO) => {
  await made.store.open(2001)
  await made.store.chooseRate(rate)
  const [, second, third] = testSeason().events
  if (second === undefined || third === undefined) throw new Error('the season has too few events')
  await made.store.toggleEvent(second)
  await made.store.toggleEvent(third)
  return made
}

describe('§2 the enrolment wizard store', () => {
  it('opens the season with its required event chosen; an unknown id is NOT_FOUND', async () => {
    const { store } = makeWizard()
    await store.open(2001)
    expect(store.seasonState).toEqual({ kind: 'ready' })
    expect(store.chosenIds).toEqual([701])
    await store.open(9999)
    expect(store.seasonState).toMatchObject({ kind: 'failed', error: { code: 'NOT_FOUND' } })
  })

  it('§4/§9 a rate turns the cart into an enrolment order at its price plus the handling fee, keeping the customer details', async () => {
    const events = emptyCart('events')
    const order = new FakeSalesOrder({ ...events, customerInfo: DANA_INFO(events) })
    const { store } = makeWizard(new Map(), order)
    await store.open(2001)
    expect(store.replacesAnotherOrder).toBe(false)
    expect(store.mayLeaveRates()).toBe(false)
    expect(store.selectionError?.code).toBe('SELECTION_REQUIRED')
    await store.chooseRate(FULL)
    expect(order.cart.kind).toBe('enrolment')
    expect(order.cart.customerInfo.firstName).toBe('דנה')
    expect(order.cart.enrolments).toEqual([
      { membershipId: 2001, ticketId: 20011, seasonId: 2027, totalAmount: 54_000, seat: null, ticketGroupId: 5, selections: [] },
    ])
    expect(cartTotals(order.cart).total).toBe(55_000)
    await store.chooseRate(TRIO)
    expect(order.cart.enrolments.map((line) => line.ticketId)).toEqual([20012])
    expect(store.mayLeaveRates()).toBe(true)
  })

  it('§2 the events: the required one stays, the count must fit the rate (ENROLMENT_EVENT_COUNT)', async () => {
    const { store } = makeWizard()
    await store.open(2001)
    await store.chooseRate(TRIO)
    const [required, second, third, fourth] = testSeason().events
    if (required === undefined || second === undefined || third === undefined || fourth === undefined) throw new Error('few events')
    await store.toggleEvent(required)
    expect(store.chosenIds).toEqual([701])
    expect(store.mayLeaveEvents()).toBe(false)
    expect(store.selectionError).toMatchObject({ code: 'ENROLMENT_EVENT_COUNT', params: { min: 3, max: 3 } })
    await store.toggleEvent(fourth)
    await store.toggleEvent(second)
    await store.toggleEvent(third)
    expect(store.chosenIds).toEqual([701, 702, 703, 704])
    expect(store.mayLeaveEvents()).toBe(false)
    await store.toggleEvent(fourth)
    expect(store.mayLeaveEvents()).toBe(true)
    expect(store.selectionError).toBeNull()
  })

  it('§2 a fixed seat is locked in every chosen event at once, replaced as one, and checkout is allowed', async () => {
    const made = await withThreeEvents(makeWizard())
    const { store, enrolments, order } = made
    expect(store.stops).toHaveLength(1)
    await store.loadPlan()
    expect(enrolments.calls).toContain('plan 701,702,703')
    await store.toggleSeat(A5)
    expect(enrolments.calls).toContain(`lock 701,702,703 ${seatKeyId(A5)}`)
    expect(order.cart.enrolments[0]?.selections.map((s) => [s.presentationId, seatKeyId(s)])).toEqual([
      [701, seatKeyId(A5)],
      [702, seatKeyId(A5)],
      [703, seatKeyId(A5)],
    ])
    expect(store.displays.get(seatKeyId(A5))).toBe('selected')
    expect(store.seatNameAt(store.stops[0] ?? { fixed: true, events: [] })).toEqual({
      sectionName: A5.sectionName,
      rowName: 'א',
      seatName: '5',
    })
    // Another seat replaces it in all three.
    await store.toggleSeat(B7)
    expect(enrolments.calls).toContain(`unlock 701,702,703 ${seatKeyId(A5)}`)
    expect([...enrolments.locks.values()].map(seatKeyId)).toEqual([seatKeyId(B7), seatKeyId(B7), seatKeyId(B7)])
    expect(await store.mayCheckout()).toBe(true)
  })

  it('§4/§8 a fixed seat taken in one event is refused naming the show, nothing selected nor locked', async () => {
    const made = await withThreeEvents(makeWizard(new Map([[703, seatKeyId(A5)]])))
    const { store, enrolments, errors, order } = made
    await store.loadPlan()
    await store.toggleSeat(A5)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ code: 'ENROLMENT_SEAT_TAKEN', params: { event: 'הדיבוק', presentationId: 703 } })
    expect(order.cart.enrolments[0]?.selections).toEqual([])
    expect(enrolments.locks.size).toBe(0)
    expect(store.displays.size).toBe(0)
    expect(store.pending).toBeNull()
    expect(await store.mayCheckout()).toBe(false)
    expect(store.missingSeat?.presentationId).toBe(701)
  })

  it('§2 a seat per event is walked show by show; a show without a seat is named before checkout', async () => {
    const made = await withThreeEvents(makeWizard())
    const { store, enrolments } = made
    await store.setSeating('perEvent')
    expect(store.stops.map((stop) => stop.events.map((e) => e.presentationId))).toEqual([[701], [702], [703]])
    await store.loadPlan()
    await store.toggleSeat(A5)
    await store.next()
    await store.toggleSeat(B7)
    expect(enrolments.calls).toEqual(
      expect.arrayContaining(['plan 701', 'plan 702', `lock 701 ${seatKeyId(A5)}`, `lock 702 ${seatKeyId(B7)}`]),
    )
    expect(await store.mayCheckout()).toBe(false)
    expect(store.missingSeat?.featureName).toBe('הדיבוק')
    expect(store.stopIndex).toBe(2)
    await store.toggleSeat(A5)
    expect(await store.mayCheckout()).toBe(true)
  })

  it('§2/§7 going back (or changing the events or the rate) lets every locked seat go', async () => {
    const made = await withThreeEvents(makeWizard())
    const { store, enrolments, order } = made
    await store.loadPlan()
    await store.toggleSeat(A5)
    expect(enrolments.locks.size).toBe(3)
    await store.releaseSeats()
    expect(enrolments.locks.size).toBe(0)
    expect(order.cart.enrolments[0]?.selections).toEqual([])

    await store.setSeating('perEvent')
    await store.loadPlan()
    await store.toggleSeat(A5)
    await store.next()
    await store.toggleSeat(B7)
    expect(enrolments.locks.size).toBe(2)
    await store.chooseRate(FULL)
    expect(enrolments.locks.size).toBe(0)
    expect(enrolments.calls).toEqual(expect.arrayContaining([`unlock 701 ${seatKeyId(A5)}`, `unlock 702 ${seatKeyId(B7)}`]))
  })
})
