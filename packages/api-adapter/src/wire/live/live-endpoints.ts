import { endpoint, NoParams } from '../endpoint'
import {
  AvailableFeaturesResponse,
  AvailablePresentationsResponse,
  CapacityTableResponse,
  FeatureDataResponse,
  FeatureSalesListResponse,
  FeatureSelectionParams,
  PresentationDataResponse,
  MonitorDayParams,
  PresentationSalesListResponse,
  PresentationSelectionParams,
  ReportDayParams,
  ReportRangeParams,
  SalesByDateResponse,
} from './live-reports'
import {
  EditQuantityBody,
  EditQuantityParams,
  ReferencePairParams,
  ReferenceRangeParams,
  TicketReferenceAgentsResponse,
  TicketReferenceItemResponse,
  TicketReferenceItemsResponse,
  TicketReferenceSalesResponse,
} from './ticket-references'

const get = <const Name extends string, const Path extends string>(name: Name, path: Path) => ({
  name,
  method: 'GET' as const,
  path,
  body: null,
})

/**
 * §7 live (producer) area: the reports (permission 266) and the ticket-reference admin (its own
 * permission), a table of their own merged into the one endpoint table (endpoints.ts).
 */
export const liveEndpoints = {
  liveAvailableFeatures: endpoint({
    ...get('liveAvailableFeatures', '/PRES-live/v2/availableFeatures'),
    params: ReportRangeParams,
    response: AvailableFeaturesResponse,
  }),
  liveFeatureData: endpoint({
    ...get('liveFeatureData', '/PRES-live/v2/featureData'),
    params: FeatureSelectionParams,
    response: FeatureDataResponse,
  }),
  liveAvailablePresentations: endpoint({
    ...get('liveAvailablePresentations', '/PRES-live/v2/availablePresentations'),
    params: FeatureSelectionParams,
    response: AvailablePresentationsResponse,
  }),
  livePresentationData: endpoint({
    ...get('livePresentationData', '/PRES-live/v2/presentationData'),
    params: PresentationSelectionParams,
    response: PresentationDataResponse,
  }),
  liveLocationSalesByDate: endpoint({
    ...get('liveLocationSalesByDate', '/PRES-live/locationTicketSales/'),
    params: ReportRangeParams,
    response: SalesByDateResponse,
  }),
  liveLocationTicketSales: endpoint({
    ...get('liveLocationTicketSales', '/PRES-live/locationTicketSales/data/:date/0'),
    params: ReportDayParams,
    response: CapacityTableResponse,
  }),
  liveFeatureSalesOverview: endpoint({
    ...get('liveFeatureSalesOverview', '/PRES-live/featureTicketSales'),
    params: ReportRangeParams,
    response: FeatureSalesListResponse,
  }),
  liveFeatureTicketSales: endpoint({
    ...get('liveFeatureTicketSales', '/PRES-live/featureTicketSales/data/:date'),
    params: ReportDayParams,
    response: FeatureSalesListResponse,
  }),
  livePresentationSalesMonitor: endpoint({
    ...get('livePresentationSalesMonitor', '/PRES-live/monitors/PresentationSales/data'),
    params: MonitorDayParams,
    response: PresentationSalesListResponse,
  }),
  ticketRefAgents: endpoint({
    ...get('ticketRefAgents', '/pres-live/getTicketRefAgents'),
    params: NoParams,
    response: TicketReferenceAgentsResponse,
  }),
  ticketRefPromptAdmin: endpoint({
    ...get('ticketRefPromptAdmin', '/pres-live/monitors/TicketReferencePromptAdmin/data'),
    params: ReferenceRangeParams,
    response: TicketReferenceItemsResponse,
  }),
  ticketRefPromptAdminDetail: endpoint({
    ...get('ticketRefPromptAdminDetail', '/pres-live/monitors/TicketReferencePromptAdminDetail/data'),
    params: ReferencePairParams,
    response: TicketReferenceItemsResponse,
  }),
  ticketRefPromptAdminTicketSales: endpoint({
    ...get('ticketRefPromptAdminTicketSales', '/pres-live/monitors/TicketReferencePromptAdminTicketSales/data'),
    params: ReferenceRangeParams,
    response: TicketReferenceSalesResponse,
  }),
  ticketRefEditQuantity: endpoint({
    name: 'ticketRefEditQuantity',
    method: 'POST',
    path: '/pres-live/editReferencePromptOptionQuantity/1/:type/:priceId/:rowId',
    params: EditQuantityParams,
    body: EditQuantityBody,
    response: TicketReferenceItemResponse,
  }),
} as const
