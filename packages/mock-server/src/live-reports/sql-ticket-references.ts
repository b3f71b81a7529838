import * as E from 'fp-ts/Either'
import type { ExpressionBuilder, Kysely } from 'kysely'
import {
  agorot,
  kartisError,
  ReservationState,
  type DateRange,
  type ReferenceQuantityEdit,
  type Result,
  type TicketReferenceAgent,
  type TicketReferenceItem,
  type TicketReferenceOption,
  type TicketReferenceSales,
} from '@kartis/core'
import type { StorageDatabase } from '../storage/database/storage-database'
import type { KartisTables } from '../storage/database/tables'
import { outsideTransaction } from '../storage/database/transactions'
import { toJerusalemIso } from '../storage/jerusalem-time'
import { ticketsUnderOption, type WithOption } from '../storage/tickets-under-option'
import { instantsOf } from './presentation-figures'
import type { BusinessIds } from './sql-live-reports'

/** §7 the ticket-reference admin the server answers (its own permission), each for the staff user's businesses. */
export interface TicketReferenceQueries {
  agents(businessIds: BusinessIds): Promise<readonly TicketReferenceAgent[]>
  /** Options for presentations starting in the range, and those for every presentation of a feature. */
  promptAdmin(businessIds: BusinessIds, range: DateRange): Promise<readonly TicketReferenceItem[]>
  promptAdminDetail(businessIds: BusinessIds, reference1: string, reference2: string): Promise<readonly TicketReferenceItem[]>
  /** Tickets sold under each reference pair for presentations starting in the range. */
  promptAdminTicketSales(businessIds: BusinessIds, range: DateRange): Promise<readonly TicketReferenceSales[]>
  /**
   * NOT_FOUND when no option of the user's businesses has that key and those references;
   * REFERENCE_QUANTITY_BELOW_SOLD (with `sold`) when the quantity is below what the pair already bought.
   */
  editQuantity(businessIds: BusinessIds, edit: ReferenceQuantityEdit): Promise<Result<TicketReferenceItem>>
}

/** Tickets bought under an option's references at its ticket and presentation(s), paid and not cancelled (shared with the commit's quota check). */
const soldUnder = (eb: ExpressionBuilder<WithOption, 'o'>) => ticketsUnderOption(eb, { countHeld: false })

/**
 * The options of the user's businesses with what names them on a screen: the feature, the ticket
 * (its name, its group's name and its price), the presentation's start and the
 * agent of the Reference1 in the option's business, each joined here so that the filter by
 * business stays in SQL. The ticket is left-joined (an option's ticket has no foreign key).
 */
const options = (db: Kysely<KartisTables>, businessIds: BusinessIds) =>
  db
    .selectFrom('ticket_reference_options as o')
    .innerJoin('features as f', 'f.id', 'o.feature_id')
    .leftJoin('tickets as t', 't.id', 'o.ticket_id')
    .leftJoin('ticket_groups as g', 'g.id', 't.ticket_group_id')
    .leftJoin('presentations as p', 'p.id', 'o.presentation_id')
    .leftJoin('ticket_reference_agents as a', (join) =>
      join.onRef('a.business_id', '=', 'o.business_id').onRef('a.reference1', '=', 'o.reference1'),
    )
    .where('o.business_id', 'in', businessIds)
    .select((eb) => [
      'o.price_type',
      'o.price_id',
      'o.price_row_id',
      'o.reference1',
      'o.reference2',
      'o.feature_id',
      'o.ticket_id',
      'o.price_policy_id',
      'o.presentation_id',
      'o.feature_category_id',
      'o.quantity',
      soldUnder(eb).as('sold'),
      'f.name as feature_name',
      't.name as ticket_name',
      'g.name as ticket_group_name',
      't.price as ticket_price',
      'p.starts_at as presentation_starts_at',
      'a.name as agent_name',
    ])
    .orderBy('o.reference1')
    .orderBy('o.reference2')
    .orderBy('o.price_type')
    .orderBy('o.price_id')
    .orderBy('o.price_row_id')

type OptionRow = Awaited<ReturnType<ReturnType<typeof options>['execute']>>[number]

const itemOf = (row: OptionRow): TicketReferenceItem => ({
  priceType: row.price_type,
  priceId: row.price_id,
  priceRowId: row.price_row_id,
  reference1: row.reference1,
  reference2: row.reference2,
  featureId: row.feature_id,
  ticketId: row.ticket_id,
  pricePolicyId: row.price_policy_id,
  presentationId: row.presentation_id,
  featureCategoryId: row.feature_category_id,
  quantity: row.quantity,
  sold: Number(row.sold ?? 0),
  featureName: row.feature_name,
  ticketName: row.ticket_name,
  ticketGroupName: row.ticket_group_name,
  ticketPrice: row.ticket_price === null ? null : agorot(Number(row.ticket_price)),
  presentationStartsAt: row.presentation_starts_at === null ? null : toJerusalemIso(Number(row.presentation_starts_at)),
  agentName: row.agent_name,
})

/** A ticket-reference option as it is set up (the demo, the generator). */
export interface NewTicketReferenceOption extends Omit<TicketReferenceOption, 'sold'> {
  readonly businessId: number
}

/** §7 setting up agents and options (there is no call for it yet: the demo and the generator write them). */
export interface TicketReferenceSetup {
  /** false when the business has an agent of that Reference1 already. */
  addAgent(businessId: number, name: string, reference1: string): Promise<boolean>
  /** false when an option has that key already. */
  addOption(option: NewTicketReferenceOption): Promise<boolean>
}

/** §7 the ticket-reference admin on either engine. */
export class SqlTicketReferences implements TicketReferenceQueries, TicketReferenceSetup {
  constructor(private readonly database: StorageDatabase) {}

  async agents(businessIds: BusinessIds): Promise<readonly TicketReferenceAgent[]> {
    if (businessIds.length === 0) return []
    const rows = await outsideTransaction(this.database)
      .selectFrom('ticket_reference_agents')
      .select(['id', 'name', 'reference1'])
      .where('business_id', 'in', businessIds)
      .orderBy('reference1')
      .orderBy('id')
      .execute()
    return rows.map((row) => ({ id: row.id, name: row.name, reference1: row.reference1 }))
  }

  async promptAdmin(businessIds: BusinessIds, range: DateRange): Promise<readonly TicketReferenceItem[]> {
    if (businessIds.length === 0) return []
    const db = outsideTransaction(this.database)
    const { from, to } = instantsOf(range)
    const rows = await options(db, businessIds)
      .where((eb) =>
        eb.or([
          eb('o.presentation_id', 'is', null),
          eb(
            'o.presentation_id',
            'in',
            eb.selectFrom('presentations as p').select('p.id').where('p.starts_at', '>=', from).where('p.starts_at', '<', to),
          ),
        ]),
      )
      .execute()
    return rows.map(itemOf)
  }

  async promptAdminDetail(businessIds: BusinessIds, reference1: string, reference2: string): Promise<readonly TicketReferenceItem[]> {
    if (businessIds.length === 0) return []
    const rows = await options(outsideTransaction(this.database), businessIds)
      .where('o.reference1', '=', reference1)
      .where('o.reference2', '=', reference2)
      .execute()
    return rows.map(itemOf)
  }

  async promptAdminTicketSales(businessIds: BusinessIds, range: DateRange): Promise<readonly TicketReferenceSales[]> {
    if (businessIds.length === 0) return []
    const { from, to } = instantsOf(range)
    const rows = await outsideTransaction(this.database)
      .selectFrom('reservation_tickets as rt')
      .innerJoin('reservations as r', 'r.reservation_identifier', 'rt.reservation_identifier')
      .innerJoin('presentations as p', 'p.id', 'rt.presentation_id')
      .innerJoin('venues as v', 'v.id', 'p.venue_id')
      .where('v.business_id', 'in', businessIds)
      .where('p.starts_at', '>=', from)
      .where('p.starts_at', '<', to)
      .where('rt.reference1', 'is not', null)
      .where('r.is_unpaid', '=', 0)
      .where('r.res_state_id', '<>', ReservationState.cancelled)
      .select((eb) => [
        'rt.reference1',
        'rt.reference2',
        eb.fn.sum<number>('rt.quantity').as('tickets_sold'),
        eb.fn.sum<number>('rt.amount').as('revenue'),
        // The agent of the Reference1 in one of the user's businesses (the smallest id when two businesses name it).
        eb
          .selectFrom('ticket_reference_agents as a')
          .select('a.name')
          .whereRef('a.reference1', '=', 'rt.reference1')
          .where('a.business_id', 'in', businessIds)
          .orderBy('a.id')
          .limit(1)
          .as('agent_name'),
      ])
      .groupBy(['rt.reference1', 'rt.reference2'])
      .orderBy('rt.reference1')
      .orderBy('rt.reference2')
      .execute()
    return rows.map((row) => ({
      reference1: row.reference1 ?? '',
      reference2: row.reference2 ?? '',
      agentName: row.agent_name,
      ticketsSold: Number(row.tickets_sold),
      revenue: agorot(Number(row.revenue)),
    }))
  }

  async editQuantity(businessIds: BusinessIds, edit: ReferenceQuantityEdit): Promise<Result<TicketReferenceItem>> {
    if (businessIds.length === 0) return E.left(kartisError('NOT_FOUND'))
    const db = outsideTransaction(this.database)
    const option = () =>
      options(db, businessIds)
        .where('o.price_type', '=', edit.priceType)
        .where('o.price_id', '=', edit.priceId)
        .where('o.price_row_id', '=', edit.priceRowId)
        .where('o.reference1', '=', edit.reference1)
        .where('o.reference2', '=', edit.reference2)
        .executeTakeFirst()
    // One statement: the quantity is written only while it is not below what the pair bought (a purchase meanwhile counts).
    const updated = await db
      .updateTable('ticket_reference_options as o')
      .set({ quantity: edit.quantity })
      .where('o.price_type', '=', edit.priceType)
      .where('o.price_id', '=', edit.priceId)
      .where('o.price_row_id', '=', edit.priceRowId)
      .where('o.reference1', '=', edit.reference1)
      .where('o.reference2', '=', edit.reference2)
      .where('o.business_id', 'in', businessIds)
      .where((eb) => eb(eb.val(edit.quantity), '>=', soldUnder(eb)))
      .returning('price_type')
      .executeTakeFirst()
    const row = await option()
    if (row === undefined) return E.left(kartisError('NOT_FOUND'))
    const item = itemOf(row)
    return updated === undefined ? E.left(kartisError('REFERENCE_QUANTITY_BELOW_SOLD', { sold: item.sold })) : E.right(item)
  }

  async addAgent(businessId: number, name: string, reference1: string): Promise<boolean> {
    const written = await outsideTransaction(this.database)
      .insertInto('ticket_reference_agents')
      .values({ business_id: businessId, name, reference1 })
      .onConflict((oc) => oc.columns(['business_id', 'reference1']).doNothing())
      .returning('id')
      .executeTakeFirst()
    return written !== undefined
  }

  async addOption(option: NewTicketReferenceOption): Promise<boolean> {
    const written = await outsideTransaction(this.database)
      .insertInto('ticket_reference_options')
      .values({
        price_type: option.priceType,
        price_id: option.priceId,
        price_row_id: option.priceRowId,
        business_id: option.businessId,
        reference1: option.reference1,
        reference2: option.reference2,
        feature_id: option.featureId,
        ticket_id: option.ticketId,
        price_policy_id: option.pricePolicyId,
        presentation_id: option.presentationId,
        feature_category_id: option.featureCategoryId,
        quantity: option.quantity,
      })
      .onConflict((oc) => oc.columns(['price_type', 'price_id', 'price_row_id']).doNothing())
      .returning('price_type')
      .executeTakeFirst()
    return written !== undefined
  }
}
