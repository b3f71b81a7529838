import { beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_INTEGRATION,
  DEMO_MINI_SITE_URL,
  DEMO_SCHEDULES,
  SCHEDULE_DAYS,
  TicketGroupId,
  VenueId,
  scheduleDrafts,
  type SeatPlanLayout,
} from '@kartis/api-adapter'
import { ManualClock } from '@kartis/core'
import { IN_MEMORY, openDatabase } from '../storage/open-database'
import { SqliteCatalogRepository } from '../storage/sqlite-catalog-repository'
import { SqliteReservationRepository } from '../storage/sqlite-reservation-repository'
import { SqliteSeatInventory } from '../storage/sqlite-seat-inventory'
import { SqliteUnitOfWork } from '../storage/sqlite-unit-of-work'
import { SqliteVoucherRepository } from '../storage/sqlite-voucher-repository'
import { DEMO_BOX_OFFICE_UUID, seedDemo } from './seed-demo'

// Sunday 6 July 2025, 09:00 in Jerusalem.
const START = Date.UTC(2025, 6, 6, 6, 0)
const DAY = 86_400_000

const openDemo = (start = START) => {
  const clock = new ManualClock(start)
  const db = openDatabase({ path: IN_MEMORY, clock })
  const catalog = new SqliteCatalogRepository(db, clock)
  const storage = { catalog, vouchers: new SqliteVoucherRepository(db), unitOfWork: new SqliteUnitOfWork(db, clock) }
  return {
    clock,
    db,
    catalog,
    storage,
    inventory: new SqliteSeatInventory(db, clock),
    reservations: new SqliteReservationRepository(db, clock),
    seed: () => seedDemo(storage, clock),
  }
}

const seatCount = (plan: SeatPlanLayout | null): number =>
  plan === null ? 0 : plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))).length

const gaCapacities = (plan: SeatPlanLayout | null): readonly (number | null)[] =>
  plan === null ? [] : plan.sections.filter((s) => !s.isReserved).map((s) => s.capacity)

describe('seedDemo on a first start', () => {
  const demo = openDemo()
  let report: Awaited<ReturnType<typeof demo.seed>>

  beforeAll(async () => {
    report = await demo.seed()
  }, 60_000)

  it('seeds the catalog and the four demo vouchers', async () => {
    expect(report.catalogSeeded).toBe(true)
    expect(report.vouchersIssued).toBe(4)
    expect((await demo.storage.vouchers.findByCode('GIFT-500'))?.balance).toBe(50_000)
    expect((await demo.storage.vouchers.findByCode('VOUCHER-50'))?.balance).toBe(5_000)
    expect((await demo.storage.vouchers.findByCode('GIFT-EMPTY'))?.balance).toBe(0)
    expect(await demo.catalog.findIntegration(DEMO_INTEGRATION.ts, DEMO_INTEGRATION.ret, DEMO_INTEGRATION.key)).toBe('INT-DEMO-1')
    expect((await demo.catalog.getMiniSite(DEMO_MINI_SITE_URL))?.presentationIds.length).toBeGreaterThan(0)
    expect((await demo.catalog.findCodeTicket(TicketGroupId.cinemaHall, 'ZUG2'))?.multiplyFactor).toBe(2)
  })

  it('creates exactly the demo venues, with their seat counts', async () => {
    const venues = await demo.catalog.listVenues()
    const plans = await Promise.all(venues.map(async (v) => (v.seatplanId === null ? null : demo.catalog.getSeatPlan(v.id, v.seatplanId))))
    expect(venues.map((v, i) => [v.name, v.venueTypeId, seatCount(plans[i] ?? null), gaCapacities(plans[i] ?? null)])).toEqual([
      ['קולנוע לב – אולם 1', 1, 180, []],
      ['תיאטרון העיר', 2, 900, []],
      ['מועדון הצחוק', 3, 0, [120]],
      ['בית ההופעות – הנמל', 4, 48, [300]],
      ['היכל הספורט והתרבות', 5, 20_000, []],
      ['קולנוע ביתי', 101, 0, []],
      ['השכרת סרטים', 102, 0, []],
      ['שידור חי', 103, 0, []],
      ['ארכיון הופעות', 104, 0, []],
    ])
  })

  it('schedules 14 days of presentations ahead, plus untimed VOD items', async () => {
    const timed = await demo.catalog.listPresentations({ includeUntimed: false })
    expect(timed).toHaveLength(scheduleDrafts(DEMO_SCHEDULES, START).length)
    expect(Math.max(...timed.map((p) => p.startsAt ?? 0))).toBeGreaterThan(START + (SCHEDULE_DAYS - 1) * DAY)
    const untimed = (await demo.catalog.listPresentations()).filter((p) => p.startDateTime === null)
    expect(untimed.map((p) => [p.venueTypeId, p.featureTypeId])).toEqual([
      [101, 7],
      [101, 7],
      [102, 7],
      [104, 7],
    ])
  })

  it('gives every new seated presentation sold seats (a box-office reservation) and reserved ones held seats', async () => {
    const presentations = await demo.catalog.listPresentations({ includeUntimed: false })
    for (const venueId of [VenueId.cinema, VenueId.theatre, VenueId.club, VenueId.mixed, VenueId.arena]) {
      const first = presentations.find((p) => p.venueId === venueId)
      if (first === undefined) throw new Error(`no presentation in venue ${venueId}`)
      const kinds = (await demo.inventory.occupiedSeats(first.id)).map((s) => s.occupancy.kind)
      expect(kinds.filter((k) => k === 'sold').length).toBeGreaterThan(0)
      if (venueId !== VenueId.club) expect(kinds).toContain('held')
      else expect(kinds.filter((k) => k === 'sold').length).toBeLessThanOrEqual(120)
      expect(kinds).not.toContain('locked')
    }
    const sales = await demo.reservations.listForUuid(DEMO_BOX_OFFICE_UUID)
    expect(sales.length).toBe(presentations.filter((p) => p.venueId !== VenueId.vodLive).length)
    expect(sales.every((r) => r.resStateId === 2 && r.quantity > 0)).toBe(true)
  })

  it('is deterministic: a fresh database seeded at the same time gets the same sold and held seats', async () => {
    const cinemaSeats = async (d: ReturnType<typeof openDemo>) => {
      const [cinema] = await d.catalog.listPresentations({ venueIds: [VenueId.cinema], includeUntimed: false })
      if (cinema === undefined) throw new Error('no cinema presentation')
      return (await d.inventory.occupiedSeats(cinema.id)).map((s) => [s.sectionId, s.x, s.y, s.occupancy.kind])
    }
    const other = openDemo()
    await other.seed()
    const mine = await cinemaSeats(demo)
    expect(mine.length).toBeGreaterThan(0)
    expect(await cinemaSeats(other)).toEqual(mine)
  }, 60_000)

  it('is idempotent: a second start adds nothing', async () => {
    const before = await demo.catalog.listPresentations()
    const again = await demo.seed()
    expect(again).toEqual({ catalogSeeded: false, vouchersIssued: 0, presentationIds: [] })
    expect(await demo.catalog.listPresentations()).toEqual(before)
    expect(await demo.catalog.listVenues()).toHaveLength(9)
  })

  it('tops the schedule up when the clock has moved 10 days on, without duplicating a slot', async () => {
    demo.clock.advance(10 * DAY)
    const now = demo.clock.now()
    const topUp = await demo.seed()
    expect(topUp.catalogSeeded).toBe(false)
    const added = await demo.catalog.listPresentations({ ids: topUp.presentationIds })
    expect(added.length).toBeGreaterThan(0)
    expect(Math.min(...added.map((p) => p.startsAt ?? 0))).toBeGreaterThan(START + (SCHEDULE_DAYS - 1) * DAY)
    const window = await demo.catalog.listPresentations({ from: now, to: now + SCHEDULE_DAYS * DAY, includeUntimed: false })
    expect(window).toHaveLength(scheduleDrafts(DEMO_SCHEDULES, now).length)
    const all = await demo.catalog.listPresentations()
    const slots = all.map((p) => `${p.venueId}/${p.startsAt ?? `untimed-${p.featureId}`}`)
    expect(new Set(slots).size).toBe(slots.length)
  }, 60_000)
})
