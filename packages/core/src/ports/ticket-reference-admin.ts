import type { Result } from '../errors/error-codes'
import type { SalesFigures } from './live-reports'
import type { DateRange } from './sales-context'

/** §3 a ticket-reference admin item: a price that asks the buyer for references. */
export interface TicketReferenceItem {
  readonly reference1: string
  readonly reference2: string
  readonly priceType: number
  readonly priceId: number
  readonly priceRowId: number
  readonly featureId: number
  readonly ticketId: number
  readonly pricePolicyId: number
  readonly presentationId: number
  readonly featureCategoryId: number
  /** How many tickets the reference may still buy. */
  readonly quantity: number
}

/** §7 GET /pres-live/getTicketRefAgents entry: who hands out references. */
export interface TicketReferenceAgent {
  readonly id: number
  readonly name: string
}

/** §7 tickets sold under one reference pair. */
export interface TicketReferenceSales extends SalesFigures {
  readonly reference1: string
  readonly reference2: string
}

/** §7 POST /pres-live/editReferencePromptOptionQuantity/1/{type}/{priceId}/{rowId} in domain terms. */
export interface ReferenceQuantityEdit {
  readonly priceType: number
  readonly priceId: number
  readonly priceRowId: number
  readonly reference1: string
  readonly reference2: string
  readonly quantity: number
}

/** §7 live area: the ticket-reference admin (prompt admin, detail, ticket sales). */
export interface TicketReferenceAdmin {
  /** §7 GET /pres-live/getTicketRefAgents */
  agents(): Promise<Result<readonly TicketReferenceAgent[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdmin/data */
  promptAdmin(range: DateRange): Promise<Result<readonly TicketReferenceItem[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdminDetail/data: the items of one reference pair. */
  promptAdminDetail(reference1: string, reference2: string): Promise<Result<readonly TicketReferenceItem[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdminTicketSales/data */
  promptAdminTicketSales(range: DateRange): Promise<Result<readonly TicketReferenceSales[]>>
  /** §7 POST /pres-live/editReferencePromptOptionQuantity */
  editQuantity(edit: ReferenceQuantityEdit): Promise<Result<void>>
}
