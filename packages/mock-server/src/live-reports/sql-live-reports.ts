import * as E from 'fp-ts/Either'
import {
  agorot,
  formatCalendarDate,
  jerusalemDate,
  kartisError,
  seatFigures,
  presentationTotals,
  withAllCinemasTotal,
  type CalendarDate,
  type CapacityRow,
  type Clock,
  type DailySales,
  type DateRange,
  type FeatureSales,
  type LiveFeature,
  type LiveFeatureKey,
  type LivePresentation,
  type PresentationSales,
  type Result,
  type TicketTypeSales,
} from '@kartis/core'
import type { StorageDatabase } from '../storage/database/storage-database'
import { outsideTransaction } from '../storage/database/transactions'
import { toJerusalemIso } from '../storage/jerusalem-time'
import { instantsOf, presentationFigures, ticketTypeFigures, type PresentationFilter } from './presentation-figures'

/** §6 the businesses a staff user sees: every report is narrowed to them in its SQL. */
export type BusinessIds = readonly number[]

/** §7 the live reports the server answers (permission 266), each for the staff user's businesses. */
export interface LiveReportQueries {
  availableFeatures(businessIds: BusinessIds, range: DateRange): Promise<readonly LiveFeature[]>
  availablePresentations(businessIds: BusinessIds, feature: LiveFeatureKey, range: DateRange): Promise<readonly LivePresentation[]>
  featureData(businessIds: BusinessIds, feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>>
  presentationData(businessIds: BusinessIds, presentationId: number): Promise<Result<PresentationSales>>
  salesByDate(businessIds: BusinessIds, range: DateRange): Promise<readonly DailySales[]>
  locationTicketSales(businessIds: BusinessIds, date: CalendarDate): Promise<readonly CapacityRow[]>
  featureTicketSalesOverview(businessIds: BusinessIds, range: DateRange): Promise<readonly FeatureSales[]>
  featureTicketSales(businessIds: BusinessIds, date: CalendarDate): Promise<readonly FeatureSales[]>
  /** The presentations of a Jerusalem day (the monitor's, today by default), in start order. */
  presentationSalesMonitor(businessIds: BusinessIds, day: CalendarDate): Promise<readonly PresentationSales[]>
}

const dayOf = (date: CalendarDate): DateRange => ({ startDate: date, endDate: date })

interface FigureRow {
  readonly presentation_id: number
  readonly feature_id: number
  readonly feature_name: string
  readonly location_id: number
  readonly venue_name: string
  readonly starts_at: number | null
  readonly capacity: number
  readonly sold: number | null
  readonly held: number | null
  readonly in_carts: number | null
  readonly tickets_sold: number | null
  readonly revenue: number | null
}

// Aggregates come back as numbers on both engines (PostgreSQL's bigint and numeric are parsed as numbers).
const count = (value: number | null): number => Number(value ?? 0)

const presentationOf = (row: FigureRow): LivePresentation => ({
  presentationId: row.presentation_id,
  featureId: row.feature_id,
  locationId: row.location_id,
  featureName: row.feature_name,
  venueName: row.venue_name,
  startDateTime: row.starts_at === null ? null : toJerusalemIso(Number(row.starts_at)),
})

const salesOf = (row: FigureRow, ticketTypes: readonly TicketTypeSales[]): PresentationSales => ({
  ...presentationOf(row),
  ...seatFigures(count(row.capacity), count(row.sold), count(row.held), count(row.in_carts)),
  ticketsSold: count(row.tickets_sold),
  revenue: agorot(count(row.revenue)),
  ticketTypes,
})

const featureKey = (p: LiveFeatureKey): string => `${p.featureId}@${p.locationId}`

/** Presentations grouped by their feature at their location, in the order first met. */
const byFeature = (presentations: readonly PresentationSales[]): readonly FeatureSales[] => {
  const groups = new Map<string, PresentationSales[]>()
  for (const p of presentations) groups.set(featureKey(p), [...(groups.get(featureKey(p)) ?? []), p])
  return [...groups.values()].flatMap((group) => {
    const [first] = group
    return first === undefined
      ? []
      : [
          {
            featureId: first.featureId,
            locationId: first.locationId,
            name: first.featureName,
            ...presentationTotals(group),
            presentations: group,
          },
        ]
  })
}

/**
 * §7 the live reports on either engine: every count and sum made by the database, grouped by
 * presentation; `clock` says which seat locks are still valid (the places in carts now).
 */
export class SqlLiveReports implements LiveReportQueries {
  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  async availableFeatures(businessIds: BusinessIds, range: DateRange): Promise<readonly LiveFeature[]> {
    if (businessIds.length === 0) return []
    const { from, to } = instantsOf(range)
    const rows = await outsideTransaction(this.database)
      .selectFrom('presentations as p')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .innerJoin('features as f', 'f.id', 'p.feature_id')
      .where('v.business_id', 'in', businessIds)
      .where('p.starts_at', '>=', from)
      .where('p.starts_at', '<', to)
      .select(['p.feature_id', 'v.location_id', 'f.name'])
      .groupBy(['p.feature_id', 'v.location_id', 'f.name'])
      .orderBy('p.feature_id')
      .orderBy('v.location_id')
      .execute()
    return rows.map((row) => ({ featureId: row.feature_id, locationId: row.location_id, name: row.name }))
  }

  async availablePresentations(businessIds: BusinessIds, feature: LiveFeatureKey, range: DateRange): Promise<readonly LivePresentation[]> {
    const rows = await this.figures({ businessIds, ...feature, ...instantsOf(range) })
    return rows.map(presentationOf)
  }

  async featureData(businessIds: BusinessIds, feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>> {
    const presentations = await this.sales({ businessIds, ...feature, ...instantsOf(range) })
    const [sales] = byFeature(presentations)
    return sales === undefined ? E.left(kartisError('NOT_FOUND')) : E.right(sales)
  }

  async presentationData(businessIds: BusinessIds, presentationId: number): Promise<Result<PresentationSales>> {
    const [sales] = await this.sales({ businessIds, presentationId })
    return sales === undefined ? E.left(kartisError('PRSNT_NOT_FOUND')) : E.right(sales)
  }

  async salesByDate(businessIds: BusinessIds, range: DateRange): Promise<readonly DailySales[]> {
    // The database groups by presentation; the (few hundred) presentation rows are put into
    // Jerusalem days here, where the day of an instant is known without engine-specific time zones.
    const rows = await this.figures({ businessIds, ...instantsOf(range) })
    const days = new Map<string, { readonly date: CalendarDate; readonly presentations: PresentationSales[] }>()
    for (const row of rows) {
      if (row.starts_at === null) continue
      const date = jerusalemDate(Number(row.starts_at))
      const day = days.get(formatCalendarDate(date)) ?? { date, presentations: [] }
      day.presentations.push(salesOf(row, []))
      days.set(formatCalendarDate(date), day)
    }
    return [...days.values()].map((day) => ({
      date: day.date,
      presentations: day.presentations.length,
      ...presentationTotals(day.presentations),
    }))
  }

  async locationTicketSales(businessIds: BusinessIds, date: CalendarDate): Promise<readonly CapacityRow[]> {
    if (businessIds.length === 0) return withAllCinemasTotal([])
    const db = outsideTransaction(this.database)
    const rows = await db
      .selectFrom(presentationFigures(db, { businessIds, ...instantsOf(dayOf(date)) }, this.clock.now()).as('pf'))
      .select((eb) => [
        'pf.location_id',
        eb.fn.min('pf.venue_name').as('name'),
        eb.fn.sum<number>('pf.capacity').as('capacity'),
        eb.fn.sum<number>('pf.sold').as('sold'),
        eb.fn.sum<number>('pf.held').as('held'),
        eb.fn.sum<number>('pf.in_carts').as('in_carts'),
      ])
      .groupBy('pf.location_id')
      .orderBy('pf.location_id')
      .execute()
    return withAllCinemasTotal(
      rows.map((row) => {
        const figures = seatFigures(count(row.capacity), count(row.sold), count(row.held), count(row.in_carts))
        return { locationId: row.location_id, name: row.name, capacity: figures.capacity, sold: figures.sold, availability: figures.free }
      }),
    )
  }

  async featureTicketSalesOverview(businessIds: BusinessIds, range: DateRange): Promise<readonly FeatureSales[]> {
    if (businessIds.length === 0) return []
    const db = outsideTransaction(this.database)
    const rows = await db
      .selectFrom(presentationFigures(db, { businessIds, ...instantsOf(range) }, this.clock.now()).as('pf'))
      .select((eb) => [
        'pf.feature_id',
        'pf.location_id',
        eb.fn.max('pf.feature_name').as('name'),
        eb.fn.sum<number>('pf.capacity').as('capacity'),
        eb.fn.sum<number>('pf.sold').as('sold'),
        eb.fn.sum<number>('pf.held').as('held'),
        eb.fn.sum<number>('pf.in_carts').as('in_carts'),
        eb.fn.sum<number>('pf.tickets_sold').as('tickets_sold'),
        eb.fn.sum<number>('pf.revenue').as('revenue'),
      ])
      .groupBy(['pf.feature_id', 'pf.location_id'])
      .orderBy('pf.feature_id')
      .orderBy('pf.location_id')
      .execute()
    return rows.map((row) => ({
      featureId: row.feature_id,
      locationId: row.location_id,
      name: row.name,
      ...seatFigures(count(row.capacity), count(row.sold), count(row.held), count(row.in_carts)),
      ticketsSold: count(row.tickets_sold),
      revenue: agorot(count(row.revenue)),
      presentations: [],
    }))
  }

  async featureTicketSales(businessIds: BusinessIds, date: CalendarDate): Promise<readonly FeatureSales[]> {
    return byFeature(await this.sales({ businessIds, ...instantsOf(dayOf(date)) }))
  }

  presentationSalesMonitor(businessIds: BusinessIds, day: CalendarDate): Promise<readonly PresentationSales[]> {
    return this.sales({ businessIds, ...instantsOf(dayOf(day)) })
  }

  /** The presentations' figures, in start order (untimed last), then by id. */
  private async figures(filter: PresentationFilter): Promise<readonly FigureRow[]> {
    if (filter.businessIds.length === 0) return []
    return presentationFigures(outsideTransaction(this.database), filter, this.clock.now())
      .orderBy((eb) => eb.fn.coalesce('p.starts_at', eb.lit(Number.MAX_SAFE_INTEGER)))
      .orderBy('p.id')
      .execute()
  }

  /** The presentations' figures with their sales by ticket type (two grouped statements). */
  private async sales(filter: PresentationFilter): Promise<readonly PresentationSales[]> {
    const rows = await this.figures(filter)
    if (rows.length === 0) return []
    const types = await ticketTypeFigures(outsideTransaction(this.database), filter).execute()
    const typesOf = new Map<number, TicketTypeSales[]>()
    for (const type of types) {
      if (type.presentation_id === null || type.ticket_id === null) continue
      const entry: TicketTypeSales = {
        ticketId: type.ticket_id,
        name: type.name ?? '',
        ticketsSold: count(type.tickets_sold),
        revenue: agorot(count(type.revenue)),
      }
      typesOf.set(type.presentation_id, [...(typesOf.get(type.presentation_id) ?? []), entry])
    }
    return rows.map((row) => salesOf(row, typesOf.get(row.presentation_id) ?? []))
  }
}
