import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'
import type { CartSeat } from '../model/cart'

/** §3 the references a ticket is bought under: Reference1 an agent's code, Reference2 a group of its. */
export interface TicketReferencePair {
  readonly reference1: string
  readonly reference2: string
}

/**
 * §3 a cart seat's references, trimmed: null when it has none (both absent or blank), so a
 * ticket without references is sold as before; a missing one of the two is the empty string.
 */
export const ticketReferencesOf = (seat: Pick<CartSeat, 'reference1' | 'reference2'>): TicketReferencePair | null => {
  const reference1 = seat.reference1?.trim() ?? ''
  const reference2 = seat.reference2?.trim() ?? ''
  return reference1 === '' && reference2 === '' ? null : { reference1, reference2 }
}

/** §3 tickets of one order bought under one reference pair at one ticket (price). */
export interface ReferenceLine extends TicketReferencePair {
  readonly ticketId: number
  readonly count: number
}

/** §3 an order's tickets with their references (null or absent: none), one entry per ticket sold. */
export interface ReferencedTicket {
  readonly ticketId: number
  readonly references?: TicketReferencePair | null
}

/** §3 an order's tickets under references, one line per (ticket, pair) with how many; tickets without references are left out. */
export const referenceLinesOf = (tickets: readonly ReferencedTicket[]): readonly ReferenceLine[] => {
  const lines = new Map<string, ReferenceLine>()
  for (const { ticketId, references } of tickets) {
    if (references === undefined || references === null) continue
    const key = JSON.stringify([ticketId, references.reference1, references.reference2])
    const count = (lines.get(key)?.count ?? 0) + 1
    lines.set(key, { ticketId, reference1: references.reference1, reference2: references.reference2, count })
  }
  return [...lines.values()]
}

/** §3 a ticket-reference option that applies to an order's presentation, with the tickets already taken under it. */
export interface ReferenceOptionUse extends TicketReferencePair {
  readonly ticketId: number
  /** How many tickets the pair may buy at this price. */
  readonly quantity: number
  /** How many it has bought (or holds) already. */
  readonly taken: number
}

/**
 * §3/§8 issue 13 tickets under references are sold only within an option: a line no option of
 * its pair at its ticket applies to is REFERENCE_NOT_ELIGIBLE; a line taking more tickets than
 * an applying option has left (its quantity minus those taken) is REFERENCE_QUOTA_EXHAUSTED.
 * Every applying option must have room (an option of the presentation and one of the whole
 * feature both count the line), as the ticket-reference admin counts it under each.
 */
export const checkReferenceQuota = (lines: readonly ReferenceLine[], options: readonly ReferenceOptionUse[]): Result<void> => {
  for (const line of lines) {
    const applying = options.filter(
      (option) => option.ticketId === line.ticketId && option.reference1 === line.reference1 && option.reference2 === line.reference2,
    )
    const { ticketId, reference1, reference2 } = line
    if (applying.length === 0) return E.left(kartisError('REFERENCE_NOT_ELIGIBLE', { ticketId, reference1, reference2 }))
    const left = Math.max(0, Math.min(...applying.map((option) => option.quantity - option.taken)))
    if (line.count > left) return E.left(kartisError('REFERENCE_QUOTA_EXHAUSTED', { ticketId, reference1, reference2, left }))
  }
  return E.right(undefined)
}
