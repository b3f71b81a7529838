import type {
  CalendarDate,
  CapacityRow,
  DailySales,
  DateRange,
  FeatureSales,
  LiveFeature,
  LiveFeatureKey,
  LivePresentation,
  LiveReports,
  PresentationSales,
  Result,
} from '@kartis/core'
import { liveEndpoints } from '../wire/live/live-endpoints'
import type { HttpTransport } from './http-transport'

/** §7 live (producer) area reports over HTTP; the staff session travels as its cookie (the browser's). */
export class HttpLiveReports implements LiveReports {
  constructor(private readonly transport: HttpTransport) {}

  availableFeatures(range: DateRange): Promise<Result<readonly LiveFeature[]>> {
    return this.transport.send(liveEndpoints.liveAvailableFeatures, range, undefined)
  }

  featureData(feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>> {
    return this.transport.send(liveEndpoints.liveFeatureData, { ...feature, ...range }, undefined)
  }

  availablePresentations(feature: LiveFeatureKey, range: DateRange): Promise<Result<readonly LivePresentation[]>> {
    return this.transport.send(liveEndpoints.liveAvailablePresentations, { ...feature, ...range }, undefined)
  }

  presentationData(presentationId: number): Promise<Result<PresentationSales>> {
    return this.transport.send(liveEndpoints.livePresentationData, { presentationId }, undefined)
  }

  salesByDate(range: DateRange): Promise<Result<readonly DailySales[]>> {
    return this.transport.send(liveEndpoints.liveLocationSalesByDate, range, undefined)
  }

  locationTicketSales(date: CalendarDate): Promise<Result<readonly CapacityRow[]>> {
    return this.transport.send(liveEndpoints.liveLocationTicketSales, { date }, undefined)
  }

  featureTicketSalesOverview(range: DateRange): Promise<Result<readonly FeatureSales[]>> {
    return this.transport.send(liveEndpoints.liveFeatureSalesOverview, range, undefined)
  }

  featureTicketSales(date: CalendarDate): Promise<Result<readonly FeatureSales[]>> {
    return this.transport.send(liveEndpoints.liveFeatureTicketSales, { date }, undefined)
  }

  presentationSalesMonitor(day?: CalendarDate): Promise<Result<readonly PresentationSales[]>> {
    return this.transport.send(liveEndpoints.livePresentationSalesMonitor, day === undefined ? {} : { date: day }, undefined)
  }
}
