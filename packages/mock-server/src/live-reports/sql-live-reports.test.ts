import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import {
  BUSINESS_A,
  BUSINESS_B,
  FIXTURE_CAPACITY,
  holdPlace,
  lockPlace,
  NEXT_DAY,
  recordReservation,
  REPORT_DAY,
  REPORT_NOW,
  reportCatalogOn,
  sectionsOf,
} from './report-fixture'
import { SqlLiveReports } from './sql-live-reports'

const bothDays = { startDate: REPORT_DAY, endDate: NEXT_DAY }

/** Feature 1 at location 1 over both days: a1Today (3 sold, 2 held) and a1Tomorrow (1 sold). */
const FEATURE_1_BOTH_DAYS = {
  featureId: 1,
  locationId: 1,
  name: 'הצגת בדיקה',
  capacity: 30,
  sold: 4,
  held: 2,
  inCarts: 0,
  free: 24,
  seatTakenRatio: 0.2,
  ticketsSold: 4,
  revenue: 15000,
}

/** The fixture with sales: in a1Today 3 paid places, an unpaid hold order, a box-office hold and a cancelled order. */
const reportsOn = async (engine: (typeof ENGINES)[number]) => {
  const clock = new ManualClock(REPORT_NOW)
  const database = await testDatabase(engine, { clock })
  const fixture = await reportCatalogOn(database, clock)
  const hall = sectionsOf(1)
  await recordReservation(database, fixture.a1Today, [
    { sectionId: hall.reserved, x: 1, y: 1, ticketId: 11, amount: 4000 },
    { sectionId: hall.reserved, x: 2, y: 1, ticketId: 12, amount: 3000 },
    { sectionId: hall.ga, x: 1, y: 1, ticketId: 21, amount: 5000 },
  ])
  await recordReservation(database, fixture.a1Today, [{ sectionId: hall.reserved, x: 3, y: 1, ticketId: 11, amount: 4000 }], 'unpaid')
  await recordReservation(database, fixture.a1Today, [{ sectionId: hall.reserved, x: 5, y: 1, ticketId: 11, amount: 4000 }], 'cancelled')
  await holdPlace(database, fixture.a1Today, hall.reserved, 4, 1)
  await recordReservation(database, fixture.a1Tomorrow, [{ sectionId: hall.reserved, x: 1, y: 1, ticketId: 12, amount: 3000 }])
  const second = sectionsOf(2)
  await recordReservation(database, fixture.a2Today, [
    { sectionId: second.reserved, x: 1, y: 2, ticketId: 11, amount: 4000 },
    { sectionId: second.reserved, x: 2, y: 2, ticketId: 11, amount: 4000 },
  ])
  await recordReservation(database, fixture.bToday, [{ sectionId: sectionsOf(3).reserved, x: 1, y: 1, ticketId: 11, amount: 4000 }])
  return { reports: new SqlLiveReports(database, clock), fixture, database, clock }
}

describe.each(ENGINES)('SqlLiveReports on %s', (engine) => {
  it('§2/§9 a presentation: sold, held (hold orders and box-office holds), free, the ratio to 3 decimals, sales by ticket type', async () => {
    const { reports, fixture } = await reportsOn(engine)
    const answer = await reports.presentationData([BUSINESS_A], fixture.a1Today)
    expect(answer).toEqual(
      E.right({
        presentationId: fixture.a1Today,
        featureId: 1,
        locationId: 1,
        featureName: 'הצגת בדיקה',
        venueName: 'אולם אונליין',
        startDateTime: '2026-03-10T20:00:00+02:00',
        capacity: FIXTURE_CAPACITY,
        sold: 3,
        held: 2,
        inCarts: 0,
        free: 10,
        seatTakenRatio: 0.333,
        ticketsSold: 3,
        revenue: 12000,
        ticketTypes: [
          { ticketId: 11, name: 'רגיל', ticketsSold: 1, revenue: 4000 },
          { ticketId: 12, name: 'סטודנט', ticketsSold: 1, revenue: 3000 },
          { ticketId: 21, name: 'רגיל', ticketsSold: 1, revenue: 5000 },
        ],
      }),
    )
  })

  it('§6 never answers another business’s presentation, feature or day, nor anything without businesses', async () => {
    const { reports, fixture } = await reportsOn(engine)
    expect(await reports.presentationData([BUSINESS_B], fixture.a1Today)).toEqual(E.left({ code: 'PRSNT_NOT_FOUND' }))
    expect(await reports.featureData([BUSINESS_B], { featureId: 2, locationId: 2 }, bothDays)).toEqual(E.left({ code: 'NOT_FOUND' }))
    expect(await reports.availableFeatures([BUSINESS_B], bothDays)).toEqual([{ featureId: 1, locationId: 3, name: 'הצגת בדיקה' }])
    expect((await reports.presentationSalesMonitor([BUSINESS_B], REPORT_DAY)).map((p) => p.presentationId)).toEqual([fixture.bToday])
    expect(await reports.availableFeatures([], bothDays)).toEqual([])
    expect(await reports.presentationSalesMonitor([], REPORT_DAY)).toEqual([])
    expect(await reports.salesByDate([], bothDays)).toEqual([])
  })

  it('§3 the capacity table of a day: per location, then the all-cinemas total (id −1) without location 1', async () => {
    const { reports } = await reportsOn(engine)
    expect(await reports.locationTicketSales([BUSINESS_A], REPORT_DAY)).toEqual([
      { locationId: 1, name: 'אולם אונליין', capacity: 15, sold: 3, availability: 10 },
      { locationId: 2, name: 'קולנוע הגליל', capacity: 15, sold: 2, availability: 13 },
      { locationId: -1, name: 'כל בתי הקולנוע', capacity: 15, sold: 2, availability: 13 },
    ])
    expect(await reports.locationTicketSales([BUSINESS_A, BUSINESS_B], REPORT_DAY)).toContainEqual({
      locationId: -1,
      name: 'כל בתי הקולנוע',
      capacity: 30,
      sold: 3,
      availability: 27,
    })
    expect(await reports.locationTicketSales([BUSINESS_A], NEXT_DAY)).toEqual([
      { locationId: 1, name: 'אולם אונליין', capacity: 15, sold: 1, availability: 14 },
      { locationId: -1, name: 'כל בתי הקולנוע', capacity: 0, sold: 0, availability: 0 },
    ])
  })

  it('§7 features and presentations of a range, a feature’s data, and sales per day', async () => {
    const { reports, fixture } = await reportsOn(engine)
    expect(await reports.availableFeatures([BUSINESS_A], bothDays)).toEqual([
      { featureId: 1, locationId: 1, name: 'הצגת בדיקה' },
      { featureId: 2, locationId: 2, name: 'סרט שני' },
    ])
    const presentations = await reports.availablePresentations([BUSINESS_A], { featureId: 1, locationId: 1 }, bothDays)
    expect(presentations.map((p) => [p.presentationId, p.startDateTime])).toEqual([
      [fixture.a1Today, '2026-03-10T20:00:00+02:00'],
      [fixture.a1Tomorrow, '2026-03-11T20:00:00+02:00'],
    ])
    const feature = await reports.featureData([BUSINESS_A], { featureId: 1, locationId: 1 }, bothDays)
    expect(feature).toMatchObject(E.right(FEATURE_1_BOTH_DAYS))
    expect(E.isRight(feature) && feature.right.presentations.map((p) => p.presentationId)).toEqual([fixture.a1Today, fixture.a1Tomorrow])
    expect(await reports.salesByDate([BUSINESS_A], bothDays)).toEqual([
      {
        date: REPORT_DAY,
        presentations: 2,
        capacity: 30,
        sold: 5,
        held: 2,
        inCarts: 0,
        free: 23,
        seatTakenRatio: 0.233,
        ticketsSold: 5,
        revenue: 20000,
      },
      {
        date: NEXT_DAY,
        presentations: 1,
        capacity: 15,
        sold: 1,
        held: 0,
        inCarts: 0,
        free: 14,
        seatTakenRatio: 0.067,
        ticketsSold: 1,
        revenue: 3000,
      },
    ])
  })

  it('§7 feature ticket sales of a day (with presentations) and of a range (totals), and the monitor of today', async () => {
    const { reports, fixture } = await reportsOn(engine)
    const day = await reports.featureTicketSales([BUSINESS_A], REPORT_DAY)
    expect(day.map((f) => [f.featureId, f.locationId, f.sold, f.revenue, f.presentations.map((p) => p.presentationId)])).toEqual([
      [1, 1, 3, 12000, [fixture.a1Today]],
      [2, 2, 2, 8000, [fixture.a2Today]],
    ])
    expect(await reports.featureTicketSalesOverview([BUSINESS_A], bothDays)).toEqual([
      {
        ...FEATURE_1_BOTH_DAYS,
        presentations: [],
      },
      {
        featureId: 2,
        locationId: 2,
        name: 'סרט שני',
        capacity: 15,
        sold: 2,
        held: 0,
        inCarts: 0,
        free: 13,
        seatTakenRatio: 0.133,
        ticketsSold: 2,
        revenue: 8000,
        presentations: [],
      },
    ])
    const monitor = await reports.presentationSalesMonitor([BUSINESS_A], REPORT_DAY)
    expect(monitor.map((p) => [p.presentationId, p.sold, p.held])).toEqual([
      [fixture.a1Today, 3, 2],
      [fixture.a2Today, 2, 0],
    ])
  })

  it('issue 13 counts the places in carts now (valid reserved and GA locks) apart from held, off free and out of the ratio', async () => {
    const { reports, fixture, database, clock } = await reportsOn(engine)
    const hall = sectionsOf(1)
    const inTenMinutes = REPORT_NOW + 600_000
    await lockPlace(database, fixture.a1Today, { sectionId: hall.reserved, x: 6, y: 1 }, inTenMinutes)
    await lockPlace(database, fixture.a1Today, { sectionId: hall.ga, x: 2, y: 1 }, inTenMinutes)
    await lockPlace(database, fixture.a1Today, { sectionId: hall.reserved, x: 7, y: 1 }, REPORT_NOW)
    await lockPlace(database, fixture.bToday, { sectionId: sectionsOf(3).reserved, x: 6, y: 1 }, inTenMinutes)
    const monitor = await reports.presentationSalesMonitor([BUSINESS_A], REPORT_DAY)
    expect(monitor.map((p) => [p.presentationId, p.sold, p.held, p.inCarts, p.free, p.seatTakenRatio])).toEqual([
      [fixture.a1Today, 3, 2, 2, 8, 0.333],
      [fixture.a2Today, 2, 0, 0, 13, 0.133],
    ])
    expect(await reports.presentationData([BUSINESS_A], fixture.a1Today)).toMatchObject(E.right({ inCarts: 2, free: 8 }))
    expect(await reports.locationTicketSales([BUSINESS_A], REPORT_DAY)).toContainEqual({
      locationId: 1,
      name: 'אולם אונליין',
      capacity: 15,
      sold: 3,
      availability: 8,
    })
    expect(await reports.featureTicketSalesOverview([BUSINESS_A], bothDays)).toContainEqual(
      expect.objectContaining({ featureId: 1, held: 2, inCarts: 2, free: 22 }),
    )
    // §6 another business's carts stay its own.
    expect((await reports.presentationSalesMonitor([BUSINESS_B], REPORT_DAY)).map((p) => p.inCarts)).toEqual([1])
    // A lock that runs out gives its place back at once, before any sweep deletes it.
    clock.advance(600_000)
    expect((await reports.presentationSalesMonitor([BUSINESS_A], REPORT_DAY)).map((p) => [p.inCarts, p.free])).toEqual([
      [0, 10],
      [0, 13],
    ])
  })
})
