import type { ReferenceLine, ReferenceOptionUse, TicketReferencePair } from '@kartis/core'
import type { Engine, StorageDatabase } from './database/storage-database'
import { outsideTransaction, type TransactionScope, type Tx } from './database/transactions'
import type { ReferenceOptionAt, TicketReferenceQuota, TicketReferenceQuotaTx } from './ticket-reference-quota'
import { ticketsUnderOption } from './tickets-under-option'

/**
 * §3 the options of these pairs at these tickets that apply to each of the presentations: of the
 * presentation's business (its venue's) and feature, naming the presentation or none (the whole
 * feature). One row per presentation and option.
 */
const applyingOptions = (db: Tx, presentationIds: readonly number[], pairs: readonly TicketReferencePair[], ticketIds: readonly number[]) =>
  db
    .selectFrom('presentations as p')
    .innerJoin('venues as v', 'v.id', 'p.venue_id')
    .innerJoin('ticket_reference_options as o', (join) =>
      join.onRef('o.business_id', '=', 'v.business_id').onRef('o.feature_id', '=', 'p.feature_id'),
    )
    .where('p.id', 'in', presentationIds)
    .where((eb) => eb.or([eb('o.presentation_id', 'is', null), eb('o.presentation_id', '=', eb.ref('p.id'))]))
    .where('o.ticket_id', 'in', ticketIds)
    .where((eb) => eb.or(pairs.map((pair) => eb.and([eb('o.reference1', '=', pair.reference1), eb('o.reference2', '=', pair.reference2)]))))

/** The options with the tickets taken under each (paid or held, not cancelled). */
const withTaken = async (
  db: Tx,
  presentationIds: readonly number[],
  pairs: readonly TicketReferencePair[],
  ticketIds: readonly number[],
): Promise<readonly ReferenceOptionAt[]> => {
  const rows = await applyingOptions(db, presentationIds, pairs, ticketIds)
    .select((eb) => [
      'p.id as presentation_id',
      'o.ticket_id',
      'o.reference1',
      'o.reference2',
      'o.quantity',
      ticketsUnderOption(eb, { countHeld: true }).as('taken'),
    ])
    .orderBy('p.id')
    .orderBy('o.price_type')
    .orderBy('o.price_id')
    .orderBy('o.price_row_id')
    .execute()
  return rows.map((row) => ({
    presentationId: row.presentation_id,
    ticketId: row.ticket_id,
    reference1: row.reference1,
    reference2: row.reference2,
    quantity: row.quantity,
    taken: Number(row.taken ?? 0),
  }))
}

/** A NUL cannot be stored in PostgreSQL text (nor sent to it): a reference with one matches no option, and is not asked about. */
const storable = (pair: TicketReferencePair): boolean => !pair.reference1.includes('\u0000') && !pair.reference2.includes('\u0000')

const pairsOf = (lines: readonly ReferenceLine[]): readonly TicketReferencePair[] =>
  lines.map((line) => ({ reference1: line.reference1, reference2: line.reference2 })).filter(storable)

/** §3 issue 13 ticket-reference quotas inside one transaction, on either engine. */
export class SqlTicketReferenceQuotaTx implements TicketReferenceQuotaTx {
  constructor(
    private readonly tx: Tx,
    private readonly scope: TransactionScope,
    private readonly engine: Engine,
  ) {}

  /**
   * The options are locked first, in key order (so two orders locking several never wait on each
   * other in a circle), in a statement of their own: in READ COMMITTED the next statement, which
   * counts the tickets taken, sees every order committed before the lock was granted. SQLite has no
   * FOR UPDATE; its transactions run one at a time already (BEGIN IMMEDIATE).
   */
  async lockOptions(presentationId: number, lines: readonly ReferenceLine[]): Promise<readonly ReferenceOptionUse[]> {
    this.scope.assertOpen()
    const pairs = pairsOf(lines)
    if (pairs.length === 0) return []
    const ticketIds = [...new Set(lines.map((line) => line.ticketId))]
    if (this.engine === 'postgres')
      await applyingOptions(this.tx, [presentationId], pairs, ticketIds)
        .select(['o.price_type', 'o.price_id', 'o.price_row_id'])
        .orderBy('o.price_type')
        .orderBy('o.price_id')
        .orderBy('o.price_row_id')
        .forUpdate('o')
        .execute()
    return withTaken(this.tx, [presentationId], pairs, ticketIds)
  }
}

/** §3 issue 13 ticket-reference quotas read outside a transaction, on either engine. */
export class SqlTicketReferenceQuota implements TicketReferenceQuota {
  constructor(private readonly database: StorageDatabase) {}

  async optionsAt(
    presentationIds: readonly number[],
    pair: TicketReferencePair,
    ticketIds: readonly number[],
  ): Promise<readonly ReferenceOptionAt[]> {
    if (presentationIds.length === 0 || ticketIds.length === 0 || !storable(pair)) return []
    return withTaken(outsideTransaction(this.database), presentationIds, [pair], ticketIds)
  }
}
