import { describe, expect, it } from 'vitest'
import { demoCatalog, demoPresentationDrafts } from '@kartis/api-adapter'
import { agorot, ManualClock, fromJerusalemLocal } from '@kartis/core'
import { anotherProcess, ENGINES, testDatabase } from '../test-support/test-databases'
import { FIXTURE_GA_SECTION, FIXTURE_RESERVED_SECTION, FIXTURE_SNAPSHOT, fixtureCatalogOn } from './fixture-catalog'
import { SqlCatalogRepository } from './sql-catalog-repository'

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

describe.each(ENGINES)('SqlCatalogRepository on %s', (engine) => {
  const openFixture = async (clock: ManualClock) => fixtureCatalogOn(await testDatabase(engine, { clock }), clock)

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

  it('gives presentations added after an import ids of their own, never one the import wrote', async () => {
    const clock = new ManualClock(START)
    const catalog = new SqlCatalogRepository(await testDatabase(engine, { clock }), clock)
    expect(await catalog.importSnapshot(FIXTURE_SNAPSHOT)).toBe(true)
    const first = await catalog.addPresentations([draft(START), draft(null)])
    const second = await catalog.addPresentations([draft(START + HOUR), draft(START + 2 * HOUR)])
    const ids = [...first, ...second]
    expect(ids.every((id) => typeof id === 'number' && id > 0)).toBe(true)
    expect(new Set(ids).size).toBe(4)
    expect((await catalog.listPresentations()).map((p) => p.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => (a ?? 0) - (b ?? 0)))
  })

  it('filters presentations by time window, feature and untimed', async () => {
    const clock = new ManualClock(START)
    const { catalog, presentationId } = await openFixture(clock)
    await catalog.addPresentations([draft(START + 30 * HOUR), draft(null)])
    const window = await catalog.listPresentations({ from: START, to: START + 2 * HOUR, includeUntimed: false })
    expect(window.map((p) => p.id)).toEqual([presentationId])
    expect(await catalog.listPresentations({ featureIds: [2] })).toEqual([])
    expect(await catalog.listPresentations({ ids: [] })).toEqual([])
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
    expect(await catalog.getMiniSite('festival')).toEqual({
      url: 'festival',
      name: 'פסטיבל',
      byReference: false,
      presentationIds: [presentationId],
    })
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
    expect(await catalog.listFeatures([])).toEqual([])
    // Issue 14 the voucher order's gift envelope is a product too.
    expect((await catalog.listProducts()).map((p) => p.name)).toEqual(['פופקורן', 'מעטפת מתנה'])
    expect(await catalog.listPricePolicies()).toEqual(FIXTURE_SNAPSHOT.pricePolicies)
    expect(await catalog.getVenue(1)).toEqual(FIXTURE_SNAPSHOT.venues[0]?.venue)
    expect(await catalog.getVenue(2)).toBeNull()
    expect((await catalog.getTicketGroups([2, 1, 3])).map((g) => g.id)).toEqual([2, 1])
    const plan = await catalog.getSeatPlan(1, 11)
    expect(plan?.sections.map((s) => [s.id, s.isReserved, s.capacity, s.ticketGroupId])).toEqual([
      [FIXTURE_RESERVED_SECTION, true, null, null],
      [FIXTURE_GA_SECTION, false, 3, 2],
    ])
  })

  it('refuses a plan that sells a ticket group outside its venue’s price list', async () => {
    const clock = new ManualClock(START)
    const fresh = new SqlCatalogRepository(await testDatabase(engine, { clock }), clock)
    const [entry] = FIXTURE_SNAPSHOT.venues
    if (entry === undefined) throw new Error('fixture has a venue')
    const narrowed = { ...FIXTURE_SNAPSHOT, venues: [{ ...entry, venue: { ...entry.venue, ticketGroupIds: [2] } }] }
    await expect(fresh.importSnapshot(narrowed)).rejects.toThrow(/price list/)
    expect(await fresh.isEmpty()).toBe(true)
  })

  it('imports the demo catalog (its arena in batches of rows) and gives every plan back as written', async () => {
    const clock = new ManualClock(START)
    const catalog = new SqlCatalogRepository(await testDatabase(engine, { clock }), clock)
    const snapshot = demoCatalog()
    expect(await catalog.importSnapshot(snapshot)).toBe(true)
    const seats = snapshot.venues
      .flatMap(({ plan }) => plan?.sections ?? [])
      .flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    expect(seats.length).toBeGreaterThan(10_000)
    for (const { venue, plan } of snapshot.venues)
      if (plan !== null) expect(await catalog.getSeatPlan(venue.id, plan.seatplanId)).toEqual(plan)
    expect(await catalog.listVenues()).toEqual(snapshot.venues.map((v) => v.venue))
    const drafts = demoPresentationDrafts(START)
    const ids = await catalog.addPresentations(drafts)
    expect(ids.filter((id) => id !== null)).toHaveLength(drafts.length)
    expect(await catalog.listPresentations()).toHaveLength(drafts.length)
  })
})

describe('SqlCatalogRepository on postgres, several instances at once', () => {
  it('two instances importing into one new database: one writes, the other finds it done', async () => {
    const clock = new ManualClock(START)
    const database = await testDatabase('postgres', { clock })
    const [a, b] = [new SqlCatalogRepository(database, clock), new SqlCatalogRepository(await anotherProcess(database), clock)]
    const results = await Promise.all([a.importSnapshot(FIXTURE_SNAPSHOT), b.importSnapshot(FIXTURE_SNAPSHOT)])
    expect([...results].sort()).toEqual([false, true])
    expect(await a.listVenues()).toHaveLength(1)
  })

  it('two instances adding the same schedule at once: each slot is added once', async () => {
    const clock = new ManualClock(START)
    const database = await testDatabase('postgres', { clock })
    const catalog = new SqlCatalogRepository(database, clock)
    await catalog.importSnapshot(FIXTURE_SNAPSHOT)
    const drafts = [draft(null), ...[1, 2, 3, 4, 5].map((h) => draft(START + h * HOUR))]
    const [a, b] = await Promise.all([
      catalog.addPresentations(drafts),
      new SqlCatalogRepository(await anotherProcess(database), clock).addPresentations(drafts),
    ])
    drafts.forEach((_, i) => expect([a[i], b[i]].filter((id) => id !== null)).toHaveLength(1))
    expect(await catalog.listPresentations()).toHaveLength(drafts.length)
  })
})
