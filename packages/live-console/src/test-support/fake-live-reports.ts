import * as E from 'fp-ts/Either'
import {
  agorot,
  formatCalendarDate,
  kartisError,
  presentationTotals,
  seatFigures,
  withAllCinemasTotal,
  type CapacityRow,
  type DailySales,
  type FeatureSales,
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
  ...seatFigures(100, 40, 5),
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
 * Test support: the live reports over a list of presentations (the range filters them by their
 * day; an unknown feature or presentation is NOT_FOUND), every call written to `calls`, and
 * `fail` making the next call answer that error.
 */
export const fakeLiveReports = (presentations: readonly PresentationSales[], capacity: readonly CapacityRow[] = []) => {
  const calls: string[] = []
  let failure: ReturnType<typeof kartisError> | null = null
  const answer = <A>(call: string, value: () => Result<A>): Promise<Result<A>> => {
    calls.push(call)
    const error = failure
    failure = null
    return Promise.resolve(error === null ? value() : E.left(error))
  }
  const dayOf = (p: PresentationSales): string => (p.startDateTime ?? '').slice(0, 10)
  const inRange = (range: { startDate: Parameters<typeof formatCalendarDate>[0]; endDate: Parameters<typeof formatCalendarDate>[0] }) => {
    const from = formatCalendarDate(range.startDate)
    const to = formatCalendarDate(range.endDate)
    return presentations.filter((p) => dayOf(p) >= from && dayOf(p) <= to)
  }
  const byFeature = (list: readonly PresentationSales[]): readonly FeatureSales[] => {
    const keys = [...new Set(list.map((p) => `${p.featureId}:${p.locationId}`))]
    return keys.map((key) => featureSalesOf(list.filter((p) => `${p.featureId}:${p.locationId}` === key)))
  }
  const reports: LiveReports = {
    availableFeatures: (range) =>
      answer(`availableFeatures ${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`, () =>
        E.right(byFeature(inRange(range)).map(({ featureId, locationId, name }) => ({ featureId, locationId, name }))),
      ),
    featureData: (feature, range) =>
      answer(`featureData ${feature.featureId}:${feature.locationId}`, () => {
        const found = byFeature(inRange(range)).find((f) => f.featureId === feature.featureId && f.locationId === feature.locationId)
        return found === undefined ? E.left(kartisError('NOT_FOUND')) : E.right(found)
      }),
    availablePresentations: (feature, range) =>
      answer(`availablePresentations ${feature.featureId}:${feature.locationId}`, () =>
        E.right(inRange(range).filter((p) => p.featureId === feature.featureId && p.locationId === feature.locationId)),
      ),
    presentationData: (presentationId) =>
      answer(`presentationData ${presentationId}`, () => {
        const found = presentations.find((p) => p.presentationId === presentationId)
        return found === undefined ? E.left(kartisError('NOT_FOUND')) : E.right(found)
      }),
    salesByDate: (range) =>
      answer(`salesByDate ${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`, () => {
        const list = inRange(range)
        const days = [...new Set(list.map(dayOf))].sort()
        return E.right(
          days.map((day): DailySales => {
            const feature = featureSalesOf(list.filter((p) => dayOf(p) === day))
            const [year, month, date] = day.split('-').map(Number)
            return { ...feature, date: { year: year ?? 0, month: month ?? 0, day: date ?? 0 }, presentations: feature.presentations.length }
          }),
        )
      }),
    locationTicketSales: (date) => answer(`locationTicketSales ${formatCalendarDate(date)}`, () => E.right(withAllCinemasTotal(capacity))),
    featureTicketSalesOverview: (range) =>
      answer(`featureTicketSalesOverview ${formatCalendarDate(range.startDate)} ${formatCalendarDate(range.endDate)}`, () =>
        E.right(byFeature(inRange(range)).map((feature) => ({ ...feature, presentations: [] }))),
      ),
    featureTicketSales: (date) =>
      answer(`featureTicketSales ${formatCalendarDate(date)}`, () =>
        E.right(byFeature(presentations.filter((p) => dayOf(p) === formatCalendarDate(date)))),
      ),
    presentationSalesMonitor: () => answer('presentationSalesMonitor', () => E.right(presentations)),
  }
  return { reports, calls, fail: (error: ReturnType<typeof kartisError>) => (failure = error) }
}
