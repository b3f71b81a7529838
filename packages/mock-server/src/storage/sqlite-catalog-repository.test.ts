import { describe, expect, it } from 'vitest'
import { agorot, ManualClock, fromJerusalemLocal } from '@kartis/core'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION, FIXTURE_SNAPSHOT, openFixture } from './fixture-catalog'
import { IN_MEMORY, openDatabase } from './open-database'
import { SqliteCatalogRepository } from './sqlite-catalog-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)
const HOUR = 3_600_000

const draft = (startsAt: number | null) => ({
  featureId: 1,
  venueId: 1,
  startsAt,
  seatingPolicyId: 3,
  maxSeats: 10,
  soldout: false,
  serviceCharge: agorot(0),
  timer: null,
})

describe('SqliteCatalogRepository', () => {
  it('imports a snapshot only into an empty catalog', async () => {
    const { catalog } = await openFixture(new ManualClock(START))
    expect(await catalog.isEmpty()).toBe(false)
    expect(await catalog.importSnapshot(FIXTURE_SNAPSHOT)).toBe(false)
    expect(await catalog.listVenues()).toHaveLength(1)
  })

  it('gives a seat plan back exactly as it was written, in order', async () => {
    const { catalog } = await openFixture(new ManualClock(START))
    const written = FIXTURE_SNAPSHOT.venues[0]?.plan
    expect(await catalog.getSeatPlan(1, 11)).toEqual(written)
    expect(await catalog.getSeatPlan(1, 12)).toBeNull()
    expect(await catalog.getSeatPlan(2, 11)).toBeNull()
  })

  it('derives a presentation from its venue and feature, with the start in Jerusalem time', async () => {
    const clock = new ManualClock(START)
    const { catalog, presentationId } = await openFixture(clock)
    const presentation = await catalog.getPresentation(presentationId)
    expect(presentation).toMatchObject({
      id: presentationId,
      featureId: 1,
      featureTypeId: 1,
      venueTypeId: 1,
      venueName: 'אולם בדיקות',
      seatplanId: 11,
      startDateTime: '2025-07-01T13:00:00+03:00',
      startsAt: START + HOUR,
      isReserved: true,
      isGA: 1,
      seatPlan: null,
      seatsLoaded: false,
      globalServiceCharge: { name: 'דמי טיפול', amountPerOrder: 500, percentRatePerOrder: 0 },
      cancellationFee: { kind: 'fixed', basis: 'perTicket', amount: 1000 },
      products: [{ id: 1, name: 'פופקורן', price: 2200, isDeliveryRequired: false }],
    })
    expect(presentation?.ticketGroups.map((g) => [g.id, g.isByCodeEnabled, g.tickets.map((t) => t.name)])).toEqual([
      [1, true, ['רגיל', 'סטודנט']],
      [2, false, ['רגיל']],
    ])
  })

  it('adds presentations without duplicating a venue slot', async () => {
    const clock = new ManualClock(START)
    const { catalog, presentationId } = await openFixture(clock)
    const evening = fromJerusalemLocal({ year: 2025, month: 7, day: 2, hour: 20, minute: 30 })
    const ids = await catalog.addPresentations([draft(START + HOUR), draft(evening), draft(evening), draft(null), draft(null)])
    expect(ids[0]).toBeNull()
    expect(ids[1]).toBeGreaterThan(presentationId)
    expect(ids[2]).toBeNull()
    expect(ids[3]).toBeGreaterThan(presentationId)
    expect(ids[4]).toBeNull()
    const all = await catalog.listPresentations()
    expect(all.map((p) => p.startDateTime)).toEqual(['2025-07-01T13:00:00+03:00', '2025-07-02T20:30:00+03:00', null])
  })

  it('filters presentations by time window, feature and untimed', async () => {
    const clock = new ManualClock(START)
    const { catalog, presentationId } = await openFixture(clock)
    await catalog.addPresentations([draft(START + 30 * HOUR), draft(null)])
    const window = await catalog.listPresentations({ from: START, to: START + 2 * HOUR, includeUntimed: false })
    expect(window.map((p) => p.id)).toEqual([presentationId])
    expect(await catalog.listPresentations({ featureIds: [2] })).toEqual([])
    expect((await catalog.listPresentations({ from: START + 2 * HOUR })).map((p) => p.startDateTime)).toEqual([
      '2025-07-02T18:00:00+03:00',
      null,
    ])
  })

  it('finds a coupon ticket by code, case-insensitively, only in the groups it prices', async () => {
    const { catalog } = await openFixture(new ManualClock(START))
    expect(await catalog.findCodeTicket(1, ' kartis1 ')).toEqual({
      id: 91,
      name: 'קופון',
      price: 2500,
      serviceCharge: 0,
      pricePolicyId: 1,
      multiplyFactor: 1,
      balance: 3,
      quantity: 0,
      code: 'KARTIS1',
    })
    expect(await catalog.findCodeTicket(2, 'KARTIS1')).toBeNull()
    expect(await catalog.findCodeTicket(1, 'NOPE')).toBeNull()
  })

  it('lists a mini-site’s upcoming presentations only', async () => {
    const clock = new ManualClock(START)
    const { catalog, presentationId } = await openFixture(clock)
    expect(await catalog.getMiniSite('festival')).toEqual({ url: 'festival', name: 'פסטיבל', presentationIds: [presentationId] })
    clock.advance(2 * HOUR)
    expect((await catalog.getMiniSite('festival'))?.presentationIds).toEqual([])
    expect(await catalog.getMiniSite('other')).toBeNull()
  })

  it('answers integrations, timers, features, products and GA sections', async () => {
    const { catalog, presentationId } = await openFixture(new ManualClock(START))
    expect(await catalog.findIntegration('ts', 'ret', 'key')).toBe('INT-1')
    expect(await catalog.findIntegration('ts', 'ret', 'other')).toBeNull()
    expect(await catalog.getTimer(presentationId)).toEqual({ timeInSeconds: 600, url: '/booking' })
    expect(await catalog.getTimer(presentationId + 1)).toBeNull()
    expect((await catalog.listFeatures([1])).map((f) => f.name)).toEqual(['הצגת בדיקה'])
    expect((await catalog.listProducts()).map((p) => p.name)).toEqual(['פופקורן'])
    const plan = await catalog.getSeatPlan(1, 11)
    expect(plan?.sections.map((s) => [s.id, s.isReserved, s.capacity, s.ticketGroupId])).toEqual([
      [FIXTURE_RESERVED_SECTION, true, null, null],
      [FIXTURE_GA_SECTION, false, 3, 2],
    ])
  })

  it('refuses a plan that sells a ticket group outside its venue’s price list', async () => {
    const clock = new ManualClock(START)
    const fresh = new SqliteCatalogRepository(openDatabase({ path: IN_MEMORY, clock }), clock)
    const [entry] = FIXTURE_SNAPSHOT.venues
    if (entry === undefined) throw new Error('fixture has a venue')
    const narrowed = { ...FIXTURE_SNAPSHOT, venues: [{ ...entry, venue: { ...entry.venue, ticketGroupIds: [2] } }] }
    await expect(fresh.importSnapshot(narrowed)).rejects.toThrow(/price list/)
    expect(await fresh.isEmpty()).toBe(true)
  })
})
