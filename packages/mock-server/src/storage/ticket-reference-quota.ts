import type { ReferenceLine, ReferenceOptionUse, TicketReferencePair } from '@kartis/core'

/** §3 an option that applies to one presentation, with the tickets taken under it. */
export interface ReferenceOptionAt extends ReferenceOptionUse {
  readonly presentationId: number
}

/** §3 issue 13 ticket-reference quotas inside the commit transaction. */
export interface TicketReferenceQuotaTx {
  /**
   * The options that apply to the order's lines at a presentation (its business and feature, the
   * presentation or the whole feature, the lines' tickets and pairs), locked until the transaction
   * ends so that concurrent orders under one option take turns, with the tickets taken under each
   * (paid or held, not cancelled) read after the lock.
   */
  lockOptions(presentationId: number, lines: readonly ReferenceLine[]): Promise<readonly ReferenceOptionUse[]>
}

/** §3 issue 13 ticket-reference quotas read outside a transaction (GET /mini-site/validate). */
export interface TicketReferenceQuota {
  /** The options of a pair at these tickets that apply to each of the presentations, with the tickets taken under each. */
  optionsAt(
    presentationIds: readonly number[],
    pair: TicketReferencePair,
    ticketIds: readonly number[],
  ): Promise<readonly ReferenceOptionAt[]>
}
