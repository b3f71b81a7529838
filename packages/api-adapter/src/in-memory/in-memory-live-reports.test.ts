import { agorot, seatFigures, type PresentationSales } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { InMemoryLiveReports } from './in-memory-live-reports'

const sales = (
  presentationId: number,
  featureId: number,
  locationId: number,
  startDateTime: string | null,
  sold: number,
  inCarts = 0,
): PresentationSales => ({
  presentationId,
  featureId,
  locationId,
  featureName: `הפקה ${featureId}`,
  venueName: `מקום ${locationId}`,
  startDateTime,
  ...seatFigures(100, sold, 2, inCarts),
  ticketsSold: sold,
  revenue: agorot(sold * 5000),
  ticketTypes: [{ ticketId: 1, name: 'מלא', ticketsSold: sold, revenue: agorot(sold * 5000) }],
})

const d = (year: number, month: number, day: number) => ({ year, month, day })
const NOV = { startDate: d(2026, 11, 1), endDate: d(2026, 11, 30) }
/** 2026-11-20 23:30 in Jerusalem is still the 20th there (21:30 UTC). */
const NOW = () => Date.parse('2026-11-20T21:30:00Z')

const reports = new InMemoryLiveReports(
  [
    sales(3, 7, 2, '2026-11-21T20:00:00+02:00', 30),
    sales(1, 7, 2, '2026-11-20T20:00:00+02:00', 10, 3),
    sales(2, 9, 1, '2026-11-20T21:00:00+02:00', 50),
    sales(4, 9, 1, '2026-10-31T21:00:00+02:00', 70),
    sales(5, 9, 1, null, 5),
  ],
  NOW,
)

const right = async <A>(result: Promise<E.Either<unknown, A>>): Promise<A> => {
  const answer = await result
  if (E.isLeft(answer)) throw new Error(`expected an answer, got ${JSON.stringify(answer.left)}`)
  return answer.right
}

describe('§7 the live reports in memory', () => {
  it('lists the features and presentations of a range by their Jerusalem days, untimed ones left out', async () => {
    expect(await right(reports.availableFeatures(NOV))).toEqual([
      { featureId: 7, locationId: 2, name: 'הפקה 7' },
      { featureId: 9, locationId: 1, name: 'הפקה 9' },
    ])
    const presentations = await right(reports.availablePresentations({ featureId: 7, locationId: 2 }, NOV))
    expect(presentations.map((p) => p.presentationId)).toEqual([1, 3])
  })

  it('totals a feature over the range, and answers NOT_FOUND for one without presentations in it', async () => {
    const feature = await right(reports.featureData({ featureId: 9, locationId: 1 }, NOV))
    expect(feature).toMatchObject({ capacity: 100, sold: 50, held: 2, ticketsSold: 50, revenue: 250000, seatTakenRatio: 0.52 })
    const missing = await reports.featureData({ featureId: 9, locationId: 1 }, { startDate: d(2026, 11, 22), endDate: d(2026, 11, 30) })
    expect(E.isLeft(missing) && missing.left.code).toBe('NOT_FOUND')
    expect(E.isLeft(await reports.presentationData(99))).toBe(true)
  })

  it('sums days, and a day’s capacity per location with the §9 total leaving location 1 out', async () => {
    const days = await right(reports.salesByDate(NOV))
    expect(days.map((day) => [day.date.day, day.presentations, day.sold])).toEqual([
      [20, 2, 60],
      [21, 1, 30],
    ])
    expect(await right(reports.locationTicketSales(d(2026, 11, 20)))).toEqual([
      { locationId: 2, name: 'מקום 2', capacity: 100, sold: 10, availability: 85 },
      { locationId: 1, name: 'מקום 1', capacity: 100, sold: 50, availability: 48 },
      { locationId: -1, name: 'כל בתי הקולנוע', capacity: 100, sold: 10, availability: 85 },
    ])
  })

  it('gives feature sales over a range without presentations, on a day with them, and today’s presentations to the monitor', async () => {
    const overview = await right(reports.featureTicketSalesOverview(NOV))
    expect(overview.map((f) => [f.featureId, f.ticketsSold, f.presentations.length])).toEqual([
      [7, 40, 0],
      [9, 50, 0],
    ])
    const day = await right(reports.featureTicketSales(d(2026, 11, 21)))
    expect(day.map((f) => [f.featureId, f.presentations.map((p) => p.presentationId)])).toEqual([[7, [3]]])
    expect((await right(reports.presentationSalesMonitor())).map((p) => [p.presentationId, p.inCarts, p.free])).toEqual([
      [1, 3, 85],
      [2, 0, 48],
    ])
    expect(await right(reports.featureData({ featureId: 7, locationId: 2 }, NOV))).toMatchObject({ held: 4, inCarts: 3, free: 153 })
  })
})
