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
  readonly featureName: string
  readonly venueName: string
  /** ISO 8601 with the Jerusalem offset; null for untimed presentations (§4). */
  readonly startDateTime: string | null
}

/**
 * §2 a presentation's places as the server counts them: sold (paid), held (unpaid hold orders
 * and box-office holds: neither sold nor on sale), in carts (issue 13: places locked by a
 * visitor's valid, unexpired seat lock, GA places included — being bought right now), free (the
 * rest, what a customer can still pick). capacity = sold + held + inCarts + free.
 *
 * In carts is a figure of its own, not part of held: a producer reads "held" as places kept
 * off sale by an order or the box office, whereas a cart gives its places back within minutes
 * unless paid. For the same reason the §9 seat-taken ratio stays (sold + held) / capacity:
 * places in carts are not taken yet, so the ratio of a report does not rise and fall as
 * visitors browse (and a past day's reports, whose locks have all expired, are unchanged).
 */
export interface SeatFigures {
  readonly capacity: number
  readonly sold: number
  readonly held: number
  /** Issue 13 places in visitors' carts now (valid seat locks); 0 for anything past. */
  readonly inCarts: number
  readonly free: number
  /** §9 (sold + held) / capacity, rounded to 3 decimals; 0 without capacity. Places in carts do not count. */
  readonly seatTakenRatio: number
}

/** Tickets sold and what they brought in (ticket prices, without service charges). */
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
export interface PresentationSales extends LivePresentation, SeatFigures, SalesFigures {
  readonly ticketTypes: readonly TicketTypeSales[]
}

/** §7 feature sales (featureData, featureTicketSales): totals and each presentation's. */
export interface FeatureSales extends LiveFeature, SeatFigures, SalesFigures {
  readonly presentations: readonly PresentationSales[]
}

/** §7 sales of one day of presentations, for the charts of location and feature ticket sales. */
export interface DailySales extends SeatFigures, SalesFigures {
  readonly date: CalendarDate
  readonly presentations: number
}

/** §3 a capacity row (location ticket sales): Capacity, Sold, Availability, LocationId, Name. */
export interface CapacityRow {
  /** §9 −1 is the all-cinemas total. */
  readonly locationId: number
  readonly name: string
  readonly capacity: number
  readonly sold: number
  /** Places still on sale as the server counts them (held places are neither sold nor available). */
  readonly availability: number
}

/** §7 live (producer) area, permission 266 (§6): the sales reports of the staff user's businesses. */
export interface LiveReports {
  /** §7 GET /PRES-live/v2/availableFeatures: features with presentations in the range. */
  availableFeatures(range: DateRange): Promise<Result<readonly LiveFeature[]>>
  /** §7 GET /PRES-live/v2/featureData */
  featureData(feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>>
  /** §7 GET /PRES-live/v2/availablePresentations */
  availablePresentations(feature: LiveFeatureKey, range: DateRange): Promise<Result<readonly LivePresentation[]>>
  /** §7 GET /PRES-live/v2/presentationData */
  presentationData(presentationId: number): Promise<Result<PresentationSales>>
  /** §7 GET /PRES-live/locationTicketSales/: sales per day of presentations in the range. */
  salesByDate(range: DateRange): Promise<Result<readonly DailySales[]>>
  /** §7 GET /PRES-live/locationTicketSales/data/{date}/0: the capacity table, with the §9 all-cinemas total. */
  locationTicketSales(date: CalendarDate): Promise<Result<readonly CapacityRow[]>>
  /** §7 GET /PRES-live/featureTicketSales: each feature's sales over the range (presentations left out). */
  featureTicketSalesOverview(range: DateRange): Promise<Result<readonly FeatureSales[]>>
  /** §7 GET /PRES-live/featureTicketSales/data/{date}: each feature's sales on the day, with its presentations. */
  featureTicketSales(date: CalendarDate): Promise<Result<readonly FeatureSales[]>>
  /**
   * §7 GET /PRES-live/monitors/PresentationSales/data: the presentations of `day` (today in
   * Jerusalem when not given: the monitor's default), live figures.
   */
  presentationSalesMonitor(day?: CalendarDate): Promise<Result<readonly PresentationSales[]>>
}
