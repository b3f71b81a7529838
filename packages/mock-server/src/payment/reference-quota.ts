import * as E from 'fp-ts/Either'
import { checkReferenceQuota, referenceLinesOf, type Result } from '@kartis/core'
import type { ReservedSeat } from '../storage/reservation-repository'
import type { TicketReferenceQuotaTx } from '../storage/ticket-reference-quota'

/**
 * §3/§8 issue 13 inside the commit's transaction, before the reservation is written: the seats
 * sold under ticket references must each be of an option of their pair at their ticket that
 * applies to the presentation (REFERENCE_NOT_ELIGIBLE) with room for them beside the tickets
 * already taken under it (REFERENCE_QUOTA_EXHAUSTED). The options stay locked until the
 * transaction ends, so concurrent orders cannot both take the last tickets; an order without
 * references reads nothing.
 */
export const takeReferenceQuota = async (
  references: TicketReferenceQuotaTx,
  presentationId: number,
  seats: readonly ReservedSeat[],
): Promise<Result<void>> => {
  const lines = referenceLinesOf(seats)
  if (lines.length === 0) return E.right(undefined)
  return checkReferenceQuota(lines, await references.lockOptions(presentationId, lines))
}
