import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
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
import type { Engine } from '../storage/database/storage-database'
import { sqlServerStorage } from '../storage/sql-server-storage'
import { openTestDatabase } from '../test-support/test-databases'
import { DEMO_CUSTOMERS } from './demo-customers'
import { DEMO_MEMBERS } from './demo-members'
import { DEMO_REFERENCES_UUID } from './demo-reference-sales'
import { DEMO_BOX_OFFICE_UUID, seedDemo } from './seed-demo'

// Sunday 6 July 2025, 09:00 in Jerusalem.
const START = Date.UTC(2025, 6, 6, 6, 0)
const DAY = 86_400_000

/** A fresh database on the engine with the storage seedDemo writes through; closed by the caller. */
const openDemo = async (start = START, engine: Engine = 'sqlite') => {
  const clock = new ManualClock(start)
  const database = await openTestDatabase(engine, { clock })
  const all = sqlServerStorage(database, clock)
  const storage = {
    catalog: all.catalog,
    vouchers: all.vouchers,
    customers: all.customers,
    members: all.members,
    unitOfWork: all.unitOfWork,
    ticketReferences: all.ticketReferences,
    venues: all.venues,
    lookupBenefits: all.lookupBenefits,
  }
  return {
    clock,
    catalog: all.catalog,
    customers: all.customers,
    members: all.members,
    storage,
    inventory: all.seats,
    reservations: all.reservations,
    seed: () => seedDemo(storage, clock),
    close: () => database.close(),
  }
}

type Demo = Awaited<ReturnType<typeof openDemo>>

const seatCount = (plan: SeatPlanLayout | null): number =>
  plan === null ? 0 : plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats))).length

const gaCapacities = (plan: SeatPlanLayout | null): readonly (number | null)[] =>
  plan === null ? [] : plan.sections.filter((s) => !s.isReserved).map((s) => s.capacity)

describe('seedDemo on a first start', () => {
  let demo: Demo
  let report: Awaited<ReturnType<Demo['seed']>>

  beforeAll(async () => {
    demo = await openDemo()
    report = await demo.seed()
  }, 60_000)
  afterAll(() => demo.close())

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
      ['קולנוע ביתי', 101, 0, [500]],
      ['השכרת סרטים', 102, 0, [500]],
      ['שידור חי', 103, 0, [500]],
      ['ארכיון הופעות', 104, 0, [500]],
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
    // Every presentation, VOD items too (their viewings are general-admission places).
    expect(sales.length).toBe((await demo.catalog.listPresentations()).length)
    expect(sales.every((r) => r.resStateId === 2 && r.quantity > 0)).toBe(true)
  })

  it('is deterministic and the same on both engines: PostgreSQL seeded at the same time gets the same catalogue, plans, sold and held seats, sales and vouchers', async () => {
    const other = await openDemo(START, 'postgres')
    onTestFinished(() => other.close())
    await other.seed()
    const seen = async (d: Demo) => {
      const presentations = await d.catalog.listPresentations()
      const venues = await d.catalog.listVenues()
      const plans = await Promise.all(
        venues.map((v) => (v.seatplanId === null ? Promise.resolve(null) : d.catalog.getSeatPlan(v.id, v.seatplanId))),
      )
      const seats = await Promise.all(
        presentations.map(async (p) => (await d.inventory.occupiedSeats(p.id)).map((o) => [p.id, o.sectionId, o.x, o.y, o.occupancy.kind])),
      )
      // Reservation identifiers are random: the sales are compared by what they hold.
      const sales = (await d.reservations.listForUuid(DEMO_BOX_OFFICE_UUID)).map((r) => [
        r.presentationId,
        r.quantity,
        r.total,
        r.resStateId,
      ])
      const vouchers = await Promise.all(
        ['GIFT-500', 'VOUCHER-50', 'VOUCHER-OLD', 'GIFT-EMPTY'].map((code) => d.storage.vouchers.findByCode(code)),
      )
      return { presentations, venues, plans, seats, sales: sales.sort(), vouchers }
    }
    const mine = await seen(demo)
    expect(mine.seats.flat().length).toBeGreaterThan(0)
    expect(await seen(other)).toEqual(mine)
  }, 120_000)

  it('creates the demo customers (passwords as argon2id) with their earlier purchases (a VOD item too), linked or by mobile number only', async () => {
    expect(report.customersCreated).toBe(DEMO_CUSTOMERS.length)
    const [noa, dani, michal] = await Promise.all(DEMO_CUSTOMERS.map((c) => demo.customers.findByMobile(c.mobile)))
    expect([noa?.email, dani?.ssn, michal?.firstName]).toEqual(['noa.levi@kartis.example', '204987655', 'מיכל'])
    expect(noa?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(dani?.passwordHash).toBeNull()
    expect(dani?.mobileVerified).toBe(false)
    const linked = await demo.reservations.listForCustomer(noa?.id ?? 0, null)
    expect(linked.map((r) => [r.businessId, r.quantity, r.customerId])).toEqual([[1, 2, noa?.id]])
    expect(await demo.reservations.listForCustomer(dani?.id ?? 0, null)).toEqual([])
    const byMobile = await demo.reservations.listForCustomer(dani?.id ?? 0, '0527654321')
    expect(byMobile.map((r) => [r.businessId, r.quantity, r.venueTypeId]).sort()).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [5, 1, 101],
    ])
    // His shows are days ahead; his VOD item (a viewing of an untimed presentation) has no date.
    expect(byMobile.every((r) => (r.venueTypeId === 101 ? r.startDateTime === null : (r.startDateTime ?? '') > '2025-07-09'))).toBe(true)
    expect(await demo.reservations.listForCustomer(michal?.id ?? 0, '0587654321')).toEqual([])
  })

  it('§4/§6 issues the demo member an annual membership active around the seed day (Sunday 6 July 2025)', async () => {
    expect(report.membersIssued).toBe(DEMO_MEMBERS.length)
    const yael = await demo.customers.findByMobile('0523334455')
    expect(yael?.firstName).toBe('יעל')
    expect(await demo.members.membersOf(yael?.id ?? 0)).toEqual([
      expect.objectContaining({ memberNumber: '880001', customerId: yael?.id, startDate: '2025-06-06', endDate: '2026-07-06' }),
    ])
  })

  it('§7 seeds the theatre’s ticket-reference agents and options at Hamlet, for business 2 only', async () => {
    expect(report.ticketReferencesWritten).toBe(5)
    const references = demo.storage.ticketReferences
    expect((await references.agents([2])).map((agent) => agent.reference1)).toEqual(['AG-NORTH', 'WORKERS-IEC'])
    expect(await references.agents([1, 3, 4, 5])).toEqual([])
    expect(await references.promptAdminDetail([2], 'WORKERS-IEC', 'EMPLOYEES')).toEqual([
      expect.objectContaining({ priceType: 1, priceId: 302, ticketId: 302, featureId: 6, quantity: 120, sold: 4 }),
    ])
  })

  it('§7 sells 6 tickets under AG-NORTH/GROUP-A and 4 under WORKERS-IEC/EMPLOYEES in a Hamlet show, paid, references on the lines', async () => {
    expect(report.referenceSalesMade).toBe(2)
    const references = demo.storage.ticketReferences
    expect((await references.promptAdminDetail([2], 'AG-NORTH', 'GROUP-A')).map((item) => item.sold)).toEqual([6])
    const sales = await references.promptAdminTicketSales([2], {
      startDate: { year: 2025, month: 7, day: 6 },
      endDate: { year: 2026, month: 7, day: 6 },
    })
    expect(sales.map(({ reference1, reference2, ticketsSold }) => ({ reference1, reference2, ticketsSold }))).toEqual([
      { reference1: 'AG-NORTH', reference2: 'GROUP-A', ticketsSold: 6 },
      { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES', ticketsSold: 4 },
    ])
    const reservations = await demo.reservations.listForUuid(DEMO_REFERENCES_UUID)
    // Both are made at the same instant: their order is the database's.
    expect(reservations.map((reservation) => [reservation.featureName, reservation.quantity]).sort()).toEqual([
      ['המלט', 4],
      ['המלט', 6],
    ])
  })

  it('is idempotent: a second start adds nothing', async () => {
    const before = await demo.catalog.listPresentations()
    const again = await demo.seed()
    expect(again).toEqual({
      catalogSeeded: false,
      vouchersIssued: 0,
      presentationIds: [],
      customersCreated: 0,
      membersIssued: 0,
      ticketReferencesWritten: 0,
      referenceSalesMade: 0,
      venuesConfigured: 0,
    })
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
