import type { Result } from '../errors/error-codes'
import type { Agorot } from '../money/money'
import type { SalesFigures } from './live-reports'
import type { DateRange } from './sales-context'

/** §3 the key of a ticket-reference admin option: a price row (the edit call's {type}/{priceId}/{rowId}). */
export interface PriceRowKey {
  readonly priceType: number
  readonly priceId: number
  readonly priceRowId: number
}

/**
 * §3 a ticket-reference option: a price that asks the buyer for references (Reference1,
 * Reference2), the quantity that reference pair may buy at it, and how many it bought.
 */
export interface TicketReferenceOption extends PriceRowKey {
  readonly reference1: string
  readonly reference2: string
  readonly featureId: number
  readonly ticketId: number
  readonly pricePolicyId: number
  /** null: every presentation of the feature. */
  readonly presentationId: number | null
  readonly featureCategoryId: number
  /** How many tickets the reference pair may buy at this price. */
  readonly quantity: number
  /** How many it bought (paid, not cancelled). */
  readonly sold: number
}

/** Issue 13 what names an option on a screen, joined by the server (designed: §7 does not show the admin's shapes). */
export interface TicketReferenceNames {
  readonly featureName: string
  /** The ticket's name and its group's name; null when the ticket is not in the catalogue. */
  readonly ticketName: string | null
  readonly ticketGroupName: string | null
  readonly ticketPrice: Agorot | null
  /** The option's presentation's start (ISO, Asia/Jerusalem); null for every presentation, or one without a time. */
  readonly presentationStartsAt: string | null
  /** The agent whose code is the Reference1, in the option's business; null when none is registered. */
  readonly agentName: string | null
}

/** §7 a ticket-reference admin item: an option and its names. */
export interface TicketReferenceItem extends TicketReferenceOption, TicketReferenceNames {}

/** §7 GET /pres-live/getTicketRefAgents entry: who hands out references (an agent's code is its Reference1). */
export interface TicketReferenceAgent {
  readonly id: number
  readonly name: string
  readonly reference1: string
}

/** §7 tickets sold under one reference pair. */
export interface TicketReferenceSales extends SalesFigures {
  readonly reference1: string
  readonly reference2: string
  /** The agent whose code is the Reference1 (null when none is registered). */
  readonly agentName: string | null
}

/** §7 POST /pres-live/editReferencePromptOptionQuantity/1/{type}/{priceId}/{rowId} in domain terms. */
export interface ReferenceQuantityEdit extends PriceRowKey {
  /** The option's references as the editor saw them: an option whose references differ is not edited. */
  readonly reference1: string
  readonly reference2: string
  readonly quantity: number
}

/** §7 live area: the ticket-reference admin (prompt admin, detail, ticket sales). */
export interface TicketReferenceAdmin {
  /** §7 GET /pres-live/getTicketRefAgents */
  agents(): Promise<Result<readonly TicketReferenceAgent[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdmin/data: options for presentations in the range. */
  promptAdmin(range: DateRange): Promise<Result<readonly TicketReferenceItem[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdminDetail/data: the options of one reference pair. */
  promptAdminDetail(reference1: string, reference2: string): Promise<Result<readonly TicketReferenceItem[]>>
  /** §7 GET /pres-live/monitors/TicketReferencePromptAdminTicketSales/data: sales per reference pair in the range. */
  promptAdminTicketSales(range: DateRange): Promise<Result<readonly TicketReferenceSales[]>>
  /** §7 POST /pres-live/editReferencePromptOptionQuantity: the option as it is after the edit. */
  editQuantity(edit: ReferenceQuantityEdit): Promise<Result<TicketReferenceItem>>
}
