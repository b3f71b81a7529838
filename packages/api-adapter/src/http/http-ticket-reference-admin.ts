import type {
  DateRange,
  ReferenceQuantityEdit,
  Result,
  TicketReferenceAdmin,
  TicketReferenceAgent,
  TicketReferenceItem,
  TicketReferenceSales,
} from '@kartis/core'
import { liveEndpoints } from '../wire/live/live-endpoints'
import type { HttpTransport } from './http-transport'

/** §7 the ticket-reference admin over HTTP. */
export class HttpTicketReferenceAdmin implements TicketReferenceAdmin {
  constructor(private readonly transport: HttpTransport) {}

  agents(): Promise<Result<readonly TicketReferenceAgent[]>> {
    return this.transport.send(liveEndpoints.ticketRefAgents, {}, undefined)
  }

  promptAdmin(range: DateRange): Promise<Result<readonly TicketReferenceItem[]>> {
    return this.transport.send(liveEndpoints.ticketRefPromptAdmin, range, undefined)
  }

  promptAdminDetail(reference1: string, reference2: string): Promise<Result<readonly TicketReferenceItem[]>> {
    return this.transport.send(liveEndpoints.ticketRefPromptAdminDetail, { reference: reference1, reference2 }, undefined)
  }

  promptAdminTicketSales(range: DateRange): Promise<Result<readonly TicketReferenceSales[]>> {
    return this.transport.send(liveEndpoints.ticketRefPromptAdminTicketSales, range, undefined)
  }

  /** §7 POST …/editReferencePromptOptionQuantity/1/{type}/{priceId}/{rowId} { reference, reference2, quantity }. */
  editQuantity(edit: ReferenceQuantityEdit): Promise<Result<TicketReferenceItem>> {
    return this.transport.send(
      liveEndpoints.ticketRefEditQuantity,
      { type: edit.priceType, priceId: edit.priceId, rowId: edit.priceRowId },
      { reference: edit.reference1, reference2: edit.reference2, quantity: edit.quantity },
    )
  }
}
