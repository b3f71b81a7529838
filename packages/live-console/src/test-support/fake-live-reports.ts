import { InMemoryLiveReports } from '@kartis/api-adapter'
import * as E from 'fp-ts/Either'
import {
  agorot,
  formatCalendarDate,
  presentationTotals,
  seatFigures,
  type DateRange,
  type FeatureSales,
  type KartisError,
  type LiveReports,
  type PresentationSales,
  type Result,
} from '@kartis/core'

/** Test support: a presentation's sales as the box office would answer them. */
export const presentationSalesOf = (overrides: Partial<PresentationSales> = {}): PresentationSales => ({
  presentationId: 31,
  featureId: 7,
  locationId: 2,
  featureName: 'המלט',
  venueName: 'תיאטרון העיר',
  startDateTime: '2026-11-20T20:30:00+02:00',
  ...seatFigures(100, 40, 5, 0),
  ticketsSold: 40,
  revenue: agorot(356000),
  ticketTypes: [
    { ticketId: 1, name: 'מלא', ticketsSold: 30, revenue: agorot(267000) },
    { ticketId: 2, name: 'סטודנט', ticketsSold: 10, revenue: agorot(89000) },
  ],
  ...overrides,
})

/** Test support: a feature's sales made of its presentations'. */
export const featureSalesOf = (presentations: readonly PresentationSales[]): FeatureSales => {
  const first = presentations[0] ?? presentationSalesOf()
  return {
    featureId: first.featureId,
    locationId: first.locationId,
    name: first.featureName,
    ...presentationTotals(presentations),
    presentations,
  }
}

/**
 * Test support: the live reports in memory over a list of presentations (today `now`), every call
 * written to `calls`, and `fail` making the next call answer that error.
 */
export const fakeLiveReports = (presentations: readonly PresentationSales[], now?: () => number) => {
  const inMemory = new InMemoryLiveReports(presentations, now)
  const calls: string[] = []
  let failure: KartisError | null = null
  const answer = <A>(call: string, value: () => Promise<Result<A>>): Promise<Result<A>> => {
    calls.push(call)
    const error = failure
    failure = null
    return error === null ? value() : Promise.resolve(E.left(error))
  }
  const rangeOf = (range: DateRange) => `${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`
  const reports: LiveReports = {
    availableFeatures: (range) => answer(`availableFeatures ${rangeOf(range)}`, () => inMemory.availableFeatures(range)),
    featureData: (feature, range) =>
      answer(`featureData ${feature.featureId}:${feature.locationId}`, () => inMemory.featureData(feature, range)),
    availablePresentations: (feature, range) =>
      answer(`availablePresentations ${feature.featureId}:${feature.locationId}`, () => inMemory.availablePresentations(feature, range)),
    presentationData: (id) => answer(`presentationData ${id}`, () => inMemory.presentationData(id)),
    salesByDate: (range) => answer(`salesByDate ${rangeOf(range)}`, () => inMemory.salesByDate(range)),
    locationTicketSales: (date) => answer(`locationTicketSales ${formatCalendarDate(date)}`, () => inMemory.locationTicketSales(date)),
    featureTicketSalesOverview: (range) =>
      answer(`featureTicketSalesOverview ${rangeOf(range)}`, () => inMemory.featureTicketSalesOverview(range)),
    featureTicketSales: (date) => answer(`featureTicketSales ${formatCalendarDate(date)}`, () => inMemory.featureTicketSales(date)),
    presentationSalesMonitor: (day) => answer('presentationSalesMonitor', () => inMemory.presentationSalesMonitor(day)),
  }
  return { reports, calls, fail: (error: KartisError) => (failure = error) }
}
