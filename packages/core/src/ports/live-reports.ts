import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'
import type { CalendarDate } from '../time/jerusalem-time'
import type { DateRange } from './sales-context'

/** §3 live selection of a feature: a feature at one location. */
export interface LiveFeatureKey {
  readonly featureId: number
  readonly locationId: number
}

/** §7 /PRES-live/v2/availableFeatures entry. */
export interface LiveFeature extends LiveFeatureKey {
  readonly name: string
}

/** §7 /PRES-live/v2/availablePresentations entry. */
export interface LivePresentation extends LiveFeatureKey {
  readonly presentationId: number
  readonly venueName: string
  /** ISO 8601 with offset; null for untimed presentations (§4). */
  readonly startDateTime: string | null
}

/** Tickets sold and what they brought in. */
export interface SalesFigures {
  readonly ticketsSold: number
  readonly revenue: Agorot
}

/** Sales of one ticket type. */
export interface TicketTypeSales extends SalesFigures {
  readonly ticketId: number
  readonly name: string
}

/** §7 presentation sales (presentationData, the presentation sales monitor). */
export interface PresentationSales extends LivePresentation, SalesFigures {
  readonly capacity: number
  readonly ticketTypes: readonly TicketTypeSales[]
}

/** §7 feature sales (featureData, featureTicketSales). */
export interface FeatureSales extends LiveFeature, SalesFigures {
  readonly presentations: readonly PresentationSales[]
}

/** §3 a capacity row (location ticket sales): Capacity, Sold, Availability, LocationId, Name. */
export interface CapacityRow {
  readonly locationId: number
  readonly name: string
  readonly capacity: number
  readonly sold: number
  /** Places still on sale as the server counts them (held places are neither sold nor available). */
  readonly availability: number
}

/** §7 live (producer) area, permission 266 (§6): sales reports (producer reservations: ProducerReservations). */
export interface LiveReports {
  /** §7 GET /PRES-live/v2/availableFeatures */
  availableFeatures(range: DateRange): Promise<Result<readonly LiveFeature[]>>
  /** §7 GET /PRES-live/v2/featureData */
  featureData(feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>>
  /** §7 GET /PRES-live/v2/availablePresentations */
  availablePresentations(feature: LiveFeatureKey, range: DateRange): Promise<Result<readonly LivePresentation[]>>
  /** §7 GET /PRES-live/v2/presentationData */
  presentationData(presentationId: number): Promise<Result<PresentationSales>>
  /** §7 GET /PRES-live/locationTicketSales/data/{date}/0: the capacity table. */
  locationTicketSales(date: CalendarDate): Promise<Result<readonly CapacityRow[]>>
  /** §7 GET /PRES-live/featureTicketSales/data/{date} */
  featureTicketSales(date: CalendarDate): Promise<Result<readonly FeatureSales[]>>
  /** §7 GET /PRES-live/monitors/PresentationSales/data */
  presentationSalesMonitor(): Promise<Result<readonly PresentationSales[]>>
}
