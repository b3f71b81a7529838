import {
  ALL_CINEMAS_LOCATION_ID,
  type CapacityRow,
  type DailySales,
  type FeatureSales,
  type Locale,
  type PresentationSales,
  type SeatFigures,
  type SalesFigures,
  type TicketTypeSales,
} from '@kartis/core'
import type { Translate } from '../i18n/translate'
import { formatDateTime, formatShekels } from '../shell/format'
import type { ReportColumn } from './report-column'
import { csvShekels, formatCount, formatDay, formatRatio, isoDay } from './report-format'

/** A count column: its raw number, shown in the locale. */
const count = <Row>(id: string, header: string, locale: Locale, pick: (row: Row) => number): ReportColumn<Row> => ({
  id,
  header,
  value: pick,
  display: (row) => formatCount(pick(row), locale),
  numeric: true,
})

/** §2 sold / held / free / capacity / seat-taken ratio, then tickets and revenue: the figures every sales report shows. */
const figureColumns = <Row extends SeatFigures & SalesFigures>(t: Translate, locale: Locale): readonly ReportColumn<Row>[] => [
  count('capacity', t('reports.columns.capacity'), locale, (row) => row.capacity),
  count('sold', t('reports.columns.sold'), locale, (row) => row.sold),
  count('held', t('reports.columns.held'), locale, (row) => row.held),
  count('free', t('reports.columns.free'), locale, (row) => row.free),
  {
    id: 'seatTakenRatio',
    header: t('reports.columns.seatTakenRatio'),
    value: (row) => row.seatTakenRatio,
    display: (row) => formatRatio(row.seatTakenRatio, locale),
    numeric: true,
  },
  count('ticketsSold', t('reports.columns.ticketsSold'), locale, (row) => row.ticketsSold),
  revenueColumn(t, locale),
]

const revenueColumn = <Row extends SalesFigures>(t: Translate, locale: Locale): ReportColumn<Row> => ({
  id: 'revenue',
  header: t('reports.columns.revenue'),
  value: (row) => csvShekels(row.revenue),
  display: (row) => formatShekels(row.revenue, locale),
  numeric: true,
})

/** §7 location ticket sales by date: one row per day of presentations. */
export const dailyColumns = (t: Translate, locale: Locale): readonly ReportColumn<DailySales>[] => [
  {
    id: 'date',
    header: t('reports.columns.date'),
    value: (row) => isoDay(row.date),
    display: (row) => formatDay(isoDay(row.date), locale),
  },
  count('presentations', t('reports.columns.presentations'), locale, (row) => row.presentations),
  ...figureColumns<DailySales>(t, locale),
]

/** §7 feature ticket sales: one row per feature (at a location). */
export const featureColumns = (t: Translate, locale: Locale): readonly ReportColumn<FeatureSales>[] => [
  { id: 'name', header: t('reports.columns.feature'), value: (row) => row.name },
  ...figureColumns<FeatureSales>(t, locale),
]

/** §7 a feature's presentations (featureData): one row per presentation. */
export const presentationColumns = (t: Translate, locale: Locale): readonly ReportColumn<PresentationSales>[] => [
  {
    id: 'when',
    header: t('reports.columns.when'),
    value: (row) => row.startDateTime ?? '',
    display: (row) => (row.startDateTime === null ? t('reports.untimed') : formatDateTime(row.startDateTime, locale)),
  },
  { id: 'venue', header: t('reports.columns.venue'), value: (row) => row.venueName },
  ...figureColumns<PresentationSales>(t, locale),
]

/** §7 a presentation's sales by ticket type. */
export const ticketTypeColumns = (t: Translate, locale: Locale): readonly ReportColumn<TicketTypeSales>[] => [
  { id: 'ticketType', header: t('reports.columns.ticketType'), value: (row) => row.name },
  count('ticketsSold', t('reports.columns.ticketsSold'), locale, (row) => row.ticketsSold),
  revenueColumn(t, locale),
]

/** §3 the capacity table: Capacity, Sold, Availability per location; §9 the row −1 is the all-cinemas total. */
export const capacityColumns = (t: Translate, locale: Locale): readonly ReportColumn<CapacityRow>[] => [
  {
    id: 'location',
    header: t('reports.columns.location'),
    value: (row) => (row.locationId === ALL_CINEMAS_LOCATION_ID ? t('reports.capacity.allCinemas') : row.name),
  },
  // An id, not a quantity: written as it is (−1 the all-cinemas total), never grouped or in local digits.
  { id: 'locationId', header: t('reports.columns.locationId'), value: (row) => row.locationId, numeric: true, ltr: true },
  count('capacity', t('reports.columns.capacity'), locale, (row) => row.capacity),
  count('sold', t('reports.columns.sold'), locale, (row) => row.sold),
  count('availability', t('reports.columns.availability'), locale, (row) => row.availability),
]
