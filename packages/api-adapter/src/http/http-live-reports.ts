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
import { endpoints } from '../wire/endpoints'
import type { HttpTransport } from './http-transport'

/** §7 live (producer) area reports over HTTP; the staff session travels as its cookie (the browser's). */
export class HttpLiveReports implements LiveReports {
  constructor(private readonly transport: HttpTransport) {}

  availableFeatures(range: DateRange): Promise<Result<readonly LiveFeature[]>> {
    return this.transport.send(endpoints.liveAvailableFeatures, range, undefined)
  }

  featureData(feature: LiveFeatureKey, range: DateRange): Promise<Result<FeatureSales>> {
    return this.transport.send(endpoints.liveFeatureData, { ...feature, ...range }, undefined)
  }

  availablePresentations(feature: LiveFeatureKey, range: DateRange): Promise<Result<readonly LivePresentation[]>> {
    return this.transport.send(endpoints.liveAvailablePresentations, { ...feature, ...range }, undefined)
  }

  presentationData(presentationId: number): Promise<Result<PresentationSales>> {
    return this.transport.send(endpoints.livePresentationData, { presentationId }, undefined)
  }

  salesByDate(range: DateRange): Promise<Result<readonly DailySales[]>> {
    return this.transport.send(endpoints.liveLocationSalesByDate, range, undefined)
  }

  locationTicketSales(date: CalendarDate): Promise<Result<readonly CapacityRow[]>> {
    return this.transport.send(endpoints.liveLocationTicketSales, { date }, undefined)
  }

  featureTicketSalesOverview(range: DateRange): Promise<Result<readonly FeatureSales[]>> {
    return this.transport.send(endpoints.liveFeatureSalesOverview, range, undefined)
  }

  featureTicketSales(date: CalendarDate): Promise<Result<readonly FeatureSales[]>> {
    return this.transport.send(endpoints.liveFeatureTicketSales, { date }, undefined)
  }

  presentationSalesMonitor(): Promise<Result<readonly PresentationSales[]>> {
    return this.transport.send(endpoints.livePresentationSalesMonitor, {}, undefined)
  }
}
