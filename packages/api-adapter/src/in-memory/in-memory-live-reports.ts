import {
  formatCalendarDate,
  jerusalemDate,
  kartisError,
  presentationTotals,
  withAllCinemasTotal,
  type CalendarDate,
  type CapacityRow,
  type DailySales,
  type DateRange,
  type FeatureSales,
  type LiveFeature,
  type LiveFeatureKey,
  type LivePresentation,
  type LiveReports,
  type PresentationSales,
  type Result,
} from '@kartis/core'
import * as E from 'fp-ts/Either'

/** A presentation's Jerusalem day (its ISO time carries the Jerusalem offset); null when untimed. */
const dayOf = (presentation: PresentationSales): string | null => presentation.startDateTime?.slice(0, 10) ?? null

const featureKeyOf = (key: LiveFeatureKey): string => `${key.featureId}@${key.locationId}`

/** Presentations grouped by what `keyOf` says, in the order first met. */
const groupBy = (presentations: readonly PresentationSales[], keyOf: (p: PresentationSales) => string) => {
  const groups = new Map<string, PresentationSales[]>()
  for (const p of presentations) groups.set(keyOf(p), [...(groups.get(keyOf(p)) ?? []), p])
  return [...groups.values()]
}

const featureSales = (presentations: readonly PresentationSales[]): readonly FeatureSales[] =>
  groupBy(presentations, featureKeyOf).flatMap(([first, ...rest]) =>
    first === undefined
      ? []
      : [
          {
            featureId: first.featureId,
            locationId: first.locationId,
            name: first.featureName,
            ...presentationTotals([first, ...rest]),
            presentations: [first, ...rest],
          },
        ],
  )

/**
 * §7 the live reports in memory, over presentations' figures as the box office would count them
 * (the staff user's businesses only: what the adapter is given). Date-ranged reports go by the
 * presentations' Jerusalem days and leave untimed ones out, as the server does; an unknown
 * feature or presentation is NOT_FOUND; the capacity table names a location by its venue and
 * ends with §9's all-cinemas total; the monitor shows today's (`now`) presentations.
 */
export class InMemoryLiveReports implements LiveReports {
  private readonly presentations: readonly PresentationSales[]

  constructor(
    presentations: readonly PresentationSales[],
    private readonly now: () => number = Date.now,
  ) {
    this.presentations = [...presentations].sort((a, b) => (a.startDateTime ?? '').localeCompare(b.startDateTime ?? ''))
  }

  availableFeatures(range: DateRange): Promise<Result<readonly LiveFeature[]>> {
    return answer(featureSales(this.inRange(range)).map(({ featureId, locationId, name }) => ({ featureId, locationId, name })))
  }

  featureData(feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>> {
    const found = featureSales(this.ofFeature(feature, range))[0]
    return Promise.resolve(found === undefined ? E.left(kartisError('NOT_FOUND')) : E.right(found))
  }

  availablePresentations(feature: LiveFeatureKey, range: DateRange): Promise<Result<readonly LivePresentation[]>> {
    return answer(
      this.ofFeature(feature, range).map(({ presentationId, featureId, locationId, featureName, venueName, startDateTime }) => ({
        presentationId,
        featureId,
        locationId,
        featureName,
        venueName,
        startDateTime,
      })),
    )
  }

  presentationData(presentationId: number): Promise<Result<PresentationSales>> {
    const found = this.presentations.find((p) => p.presentationId === presentationId)
    return Promise.resolve(found === undefined ? E.left(kartisError('NOT_FOUND')) : E.right(found))
  }

  salesByDate(range: DateRange): Promise<Result<readonly DailySales[]>> {
    return answer(
      groupBy(this.inRange(range), (p) => dayOf(p) ?? '').flatMap((day): DailySales[] => {
        const date = day[0]?.startDateTime
        return date === undefined || date === null
          ? []
          : [{ date: jerusalemDate(Date.parse(date)), presentations: day.length, ...presentationTotals(day) }]
      }),
    )
  }

  locationTicketSales(date: CalendarDate): Promise<Result<readonly CapacityRow[]>> {
    const rows = groupBy(this.onDay(date), (p) => String(p.locationId)).flatMap((location): CapacityRow[] => {
      const first = location[0]
      if (first === undefined) return []
      const totals = presentationTotals(location)
      return [
        { locationId: first.locationId, name: first.venueName, capacity: totals.capacity, sold: totals.sold, availability: totals.free },
      ]
    })
    return answer(withAllCinemasTotal(rows))
  }

  featureTicketSalesOverview(range: DateRange): Promise<Result<readonly FeatureSales[]>> {
    return answer(featureSales(this.inRange(range)).map((feature) => ({ ...feature, presentations: [] })))
  }

  featureTicketSales(date: CalendarDate): Promise<Result<readonly FeatureSales[]>> {
    return answer(featureSales(this.onDay(date)))
  }

  presentationSalesMonitor(day?: CalendarDate): Promise<Result<readonly PresentationSales[]>> {
    return answer(this.onDay(day ?? jerusalemDate(this.now())))
  }

  private inRange(range: DateRange): readonly PresentationSales[] {
    const from = formatCalendarDate(range.startDate)
    const to = formatCalendarDate(range.endDate)
    return this.presentations.filter((p) => {
      const day = dayOf(p)
      return day !== null && day >= from && day <= to
    })
  }

  private onDay(date: CalendarDate): readonly PresentationSales[] {
    return this.inRange({ startDate: date, endDate: date })
  }

  private ofFeature(feature: LiveFeatureKey, range: DateRange): readonly PresentationSales[] {
    return this.inRange(range).filter((p) => featureKeyOf(p) === featureKeyOf(feature))
  }
}

const answer = <A>(value: A): Promise<Result<A>> => Promise.resolve(E.right(value))
