import type * as t from 'io-ts'
import type {
  CapacityRow,
  DailySales,
  FeatureSales,
  LiveFeature,
  LivePresentation,
  PresentationSales,
  SeatFigures,
  TicketTypeSales,
} from '@kartis/core'
import { JerusalemDateTime } from '../date-codec'
import { Shekels } from '../money-codec'
import { listOf, nullable, withDefault } from '../optionality'
import { WireInt, WireNumber, WireString } from '../scalars'
import { field, tolerantObject, wireObject, wrapped, type WireObject } from '../tolerant-keys'
import { CalendarDateCodec, KeyInt } from './report-scalars'

/**
 * §7 live (producer) area, the reports (designed: §7 does not show their shapes). Keys in the
 * spec's PascalCase (§3 capacity rows: Capacity, Sold, Availability, LocationId, Name), money in
 * shekels, dates YYYY-MM-DD and times in Jerusalem (§9).
 */

/** §9 a report's range: startDate and endDate (YYYY-MM-DD), each defaulting to last month → today. */
const rangeProps = { startDate: CalendarDateCodec, endDate: CalendarDateCodec }

/** §7 GET /PRES-live/v2/availableFeatures, /locationTicketSales/, /featureTicketSales query: the range. */
export const ReportRangeParams = tolerantObject('report range params', {}, rangeProps)
export type ReportRangeParams = t.TypeOf<typeof ReportRangeParams>

/** §3 live selection of a feature (FeatureId, LocationId) and the range. */
export const FeatureSelectionParams = tolerantObject('feature selection params', { featureId: KeyInt, locationId: KeyInt }, rangeProps)
export type FeatureSelectionParams = t.TypeOf<typeof FeatureSelectionParams>

/** §3 live selection of a presentation (PresentationId). */
export const PresentationSelectionParams = tolerantObject('presentation selection params', { presentationId: KeyInt }, {})
export type PresentationSelectionParams = t.TypeOf<typeof PresentationSelectionParams>

/** §7 /monitors/PresentationSales/data query: the day watched (YYYY-MM-DD), today when absent. */
export const MonitorDayParams = tolerantObject('monitor day params', {}, { date: CalendarDateCodec })
export type MonitorDayParams = t.TypeOf<typeof MonitorDayParams>

/** §7 /locationTicketSales/data/{date}/0 and /featureTicketSales/data/{date} path: the day. */
export const ReportDayParams = tolerantObject('report day params', { date: CalendarDateCodec }, {})
export type ReportDayParams = t.TypeOf<typeof ReportDayParams>

const featureKeys = { featureId: field('FeatureId', WireInt), locationId: field('LocationId', WireInt) }

export const LiveFeatureCodec: t.Type<LiveFeature, WireObject, unknown> = wireObject('LiveFeature', {
  ...featureKeys,
  name: field('Name', WireString),
})

const presentationKeys = {
  ...featureKeys,
  presentationId: field('PresentationId', WireInt),
  featureName: field('FeatureName', WireString),
  venueName: field('VenueName', WireString),
  startDateTime: field('StartDateTime', nullable(JerusalemDateTime)),
}

export const LivePresentationCodec: t.Type<LivePresentation, WireObject, unknown> = wireObject('LivePresentation', presentationKeys)

const seatFigureKeys = {
  capacity: field('Capacity', WireInt),
  sold: field('Sold', WireInt),
  held: field('Held', WireInt),
  // Issue 13 places in carts now; a server that does not count them sends none (0).
  inCarts: field('InCarts', withDefault(WireInt, 0)),
  free: field('Free', WireInt),
  seatTakenRatio: field('SeatTakenRatio', WireNumber),
}
const salesKeys = { ticketsSold: field('TicketsSold', WireInt), revenue: field('Revenue', Shekels) }

export const SeatFiguresCodec: t.Type<SeatFigures, WireObject, unknown> = wireObject('SeatFigures', seatFigureKeys)

export const TicketTypeSalesCodec: t.Type<TicketTypeSales, WireObject, unknown> = wireObject('TicketTypeSales', {
  ticketId: field('TicketId', WireInt),
  name: field('Name', WireString),
  ...salesKeys,
})

export const PresentationSalesCodec: t.Type<PresentationSales, WireObject, unknown> = wireObject('PresentationSales', {
  ...presentationKeys,
  ...seatFigureKeys,
  ...salesKeys,
  ticketTypes: field('TicketTypes', listOf(TicketTypeSalesCodec)),
})

export const FeatureSalesCodec: t.Type<FeatureSales, WireObject, unknown> = wireObject('FeatureSales', {
  ...featureKeys,
  name: field('Name', WireString),
  ...seatFigureKeys,
  ...salesKeys,
  presentations: field('Presentations', listOf(PresentationSalesCodec)),
})

export const DailySalesCodec: t.Type<DailySales, WireObject, unknown> = wireObject('DailySales', {
  date: field('Date', CalendarDateCodec),
  presentations: field('Presentations', WireInt),
  ...seatFigureKeys,
  ...salesKeys,
})

/** §3 a capacity row: Capacity, Sold, Availability, LocationId, Name (LocationId −1: §9 the all-cinemas total). */
export const CapacityRowCodec: t.Type<CapacityRow, WireObject, unknown> = wireObject('CapacityRow', {
  locationId: field('LocationId', WireInt),
  name: field('Name', WireString),
  capacity: field('Capacity', WireInt),
  sold: field('Sold', WireInt),
  availability: field('Availability', WireInt),
})

/** §7 answers: `{ features }`, `{ presentations }`, `{ days }`, `{ rows }`… → the list; one item as itself. */
export const AvailableFeaturesResponse = wrapped('features', listOf(LiveFeatureCodec))
export const AvailablePresentationsResponse = wrapped('presentations', listOf(LivePresentationCodec))
export const FeatureDataResponse = FeatureSalesCodec
export const PresentationDataResponse = PresentationSalesCodec
export const SalesByDateResponse = wrapped('days', listOf(DailySalesCodec))
export const CapacityTableResponse = wrapped('rows', listOf(CapacityRowCodec))
export const FeatureSalesListResponse = wrapped('features', listOf(FeatureSalesCodec))
export const PresentationSalesListResponse = wrapped('presentations', listOf(PresentationSalesCodec))
