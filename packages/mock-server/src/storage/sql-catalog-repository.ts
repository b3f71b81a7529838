import * as E from 'fp-ts/Either'
import { sql, type Selectable } from 'kysely'
import { agorot, isMemberAvailable, lookupsOfGroup } from '@kartis/core'
import { membershipDefinitionOf, memberTicketOf } from '@kartis/api-adapter'
import type {
  CatalogSnapshot,
  PresentationDraft,
  SalesCatalog,
  PresentationTimer,
  PricePolicy,
  SeatPlanLayout,
  Venue,
} from '@kartis/api-adapter'
import type {
  BenefitLookupKind,
  Clock,
  DonationDesk,
  VoucherShop,
  Feature,
  PresentationProduct,
  Result,
  Ticket,
  TicketGroup,
} from '@kartis/core'
import type { CatalogPresentation, CatalogRepository, MiniSite, PresentationQuery } from './catalog-repository'
import type { StorageDatabase } from './database/storage-database'
import type { FeaturesTable, ProductsTable, TicketsTable, VenuesTable } from './database/tables'
import { inTransaction, outsideTransaction, type Tx } from './database/transactions'
import { toJerusalemIso } from './jerusalem-time'
import { writeCatalogSnapshot } from './sql-catalog-snapshot'
import { readDonationDesk, readVoucherShop, salesCatalogIsEmpty, writeSalesCatalog } from './sql-sales-catalog'
import { readSeatPlan } from './sql-seat-plan-store'
import { benefitKindsOf, openGrantTicket } from './sql-lookup-benefits'
import { cancellationFeeOf } from './cancellation-fee-columns'

/** Any constant: the PostgreSQL advisory lock under which one instance at a time imports the catalog. */
const CATALOG_IMPORT_LOCK = 7_261_002

const toTicket = (row: Selectable<TicketsTable>): Ticket => ({
  id: row.id,
  name: row.name,
  price: agorot(row.price),
  serviceCharge: agorot(row.service_charge),
  pricePolicyId: row.price_policy_id,
  multiplyFactor: 1,
  quantity: 0,
})

const toFeature = (row: Selectable<FeaturesTable>): Feature => ({
  id: row.id,
  name: row.name,
  featureTypeId: row.feature_type_id,
  featureCategoryId: row.feature_category_id,
  ...(row.description === null ? {} : { description: row.description }),
  ...(row.duration_minutes === null ? {} : { durationMinutes: row.duration_minutes }),
  ...(row.image_url === null ? {} : { imageUrl: row.image_url }),
})

const toProduct = (row: Selectable<ProductsTable>): PresentationProduct => ({
  id: row.id,
  name: row.name,
  price: agorot(row.price),
  isDeliveryRequired: row.is_delivery_required === 1,
  ...(row.max_quantity === null ? {} : { maxQuantity: row.max_quantity }),
})

/** A transaction's result whose work never returns Left. */
/** §5 issue 15 a group's look-ups: named only when a benefit asks for more than codes (absent: by isByCodeEnabled). */
const lookupsOf = (isByCodeEnabled: boolean, benefits: readonly BenefitLookupKind[]): Pick<TicketGroup, 'lookups'> =>
  benefits.length === 0 ? {} : { lookups: [...lookupsOfGroup({ isByCodeEnabled }), ...benefits] }

const rightOf = <T>(result: Result<T>): T => {
  if (E.isLeft(result)) throw new Error(`catalog transaction refused: ${result.left.code}`)
  return result.right
}

/** Whether the catalog has no venue yet. */
const isEmptyOn = async (db: Tx): Promise<boolean> => {
  const row = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst()
  return row === undefined
}

/** Rows grouped by a key, each group in the rows' order. */
const groupBy = <R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> => {
  const groups = new Map<K, R[]>()
  for (const row of rows) {
    const own = groups.get(key(row)) ?? []
    groups.set(key(row), own)
    own.push(row)
  }
  return groups
}

/**
 * §3 the catalog on either engine (SQLite or PostgreSQL, through Kysely). Writes are single
 * transactions; reads run statement by statement (the catalog changes only by adding).
 */
export class SqlCatalogRepository implements CatalogRepository {
  /** Seat plans read so far, by venue and plan id (see getSeatPlan). */
  private readonly plans = new Map<string, Promise<SeatPlanLayout | null>>()

  constructor(
    private readonly database: StorageDatabase,
    private readonly clock: Pick<Clock, 'now'>,
  ) {}

  private get db(): Tx {
    return outsideTransaction(this.database)
  }

  async isEmpty(): Promise<boolean> {
    return isEmptyOn(this.db)
  }

  /**
   * §3 writes the snapshot only into an empty catalog. Instances starting together on one new
   * PostgreSQL database each try it: an advisory lock makes them take turns, so the later ones
   * find the catalog written and return false (on SQLite BEGIN IMMEDIATE already serialises).
   */
  async importSnapshot(snapshot: CatalogSnapshot): Promise<boolean> {
    const { engine } = this.database
    const result = await inTransaction(this.database, async (tx) => {
      if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK})`.execute(tx)
      if (!(await isEmptyOn(tx))) return E.right(false)
      await writeCatalogSnapshot(tx, engine, snapshot)
      return E.right(true)
    })
    return rightOf(result)
  }

  /** Issue 14 writes the sales into a box office that sells none yet, under the import's lock. */
  async importSales(sales: SalesCatalog): Promise<boolean> {
    const { engine } = this.database
    const result = await inTransaction(this.database, async (tx) => {
      if (engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${CATALOG_IMPORT_LOCK})`.execute(tx)
      if (!(await salesCatalogIsEmpty(tx))) return E.right(false)
      await writeSalesCatalog(tx, engine, sales)
      return E.right(true)
    })
    return rightOf(result)
  }

  async voucherShop(businessId: number | null = null): Promise<VoucherShop> {
    return readVoucherShop(this.db, businessId)
  }

  async donationDesk(businessId: number | null = null): Promise<DonationDesk> {
    return readDonationDesk(this.db, businessId)
  }

  /**
   * §3 adds the drafts in one transaction, in order. A draft whose slot is taken (by a stored
   * presentation, an earlier draft, or another instance adding at the same moment) is skipped by
   * the slot's unique index (ON CONFLICT on that index only: any other conflict is a bug and throws).
   */
  async addPresentations(drafts: readonly PresentationDraft[]): Promise<readonly (number | null)[]> {
    const result = await inTransaction(this.database, async (tx) => {
      const ids: (number | null)[] = []
      for (const d of drafts) {
        const row = await tx
          .insertInto('presentations')
          .values({
            feature_id: d.featureId,
            venue_id: d.venueId,
            starts_at: d.startsAt,
            seating_policy_id: d.seatingPolicyId,
            max_seats: d.maxSeats,
            soldout: d.soldout ? 1 : 0,
            service_charge: d.serviceCharge,
          })
          .onConflict((oc) =>
            d.startsAt === null
              ? oc.columns(['venue_id', 'feature_id']).where('starts_at', 'is', null).doNothing()
              : oc.columns(['venue_id', 'starts_at']).where('starts_at', 'is not', null).doNothing(),
          )
          .returning('id')
          .executeTakeFirst()
        ids.push(row?.id ?? null)
        if (row !== undefined && d.timer !== null)
          await tx
            .insertInto('presentation_timers')
            .values({ presentation_id: row.id, time_in_seconds: d.timer.timeInSeconds, url: d.timer.url })
            .execute()
      }
      return E.right(ids)
    })
    return rightOf(result)
  }

  async listVenues(): Promise<readonly Venue[]> {
    const rows = await this.db.selectFrom('venues').selectAll().orderBy('id').execute()
    return this.toVenues(rows)
  }

  async getVenue(venueId: number): Promise<Venue | null> {
    const rows = await this.db.selectFrom('venues').selectAll().where('id', '=', venueId).execute()
    return (await this.toVenues(rows))[0] ?? null
  }

  /**
   * A plan never changes once imported (the catalog only grows), so each is read once per process:
   * every arena commit prices its seats against the 20,000-seat plan, and reading it each time cost
   * most of the commit. A plan not found is not kept (it may be imported later).
   */
  getSeatPlan(venueId: number, seatplanId: number): Promise<SeatPlanLayout | null> {
    const key = `${venueId}/${seatplanId}`
    const known = this.plans.get(key)
    if (known !== undefined) return known
    const reading = readSeatPlan(this.db, venueId, seatplanId)
    this.plans.set(key, reading)
    void reading.then(
      (plan) => plan === null && this.plans.delete(key),
      () => this.plans.delete(key),
    )
    return reading
  }

  async listFeatures(featureIds?: readonly number[]): Promise<readonly Feature[]> {
    if (featureIds?.length === 0) return []
    const rows = await this.db
      .selectFrom('features')
      .selectAll()
      .$if(featureIds !== undefined, (q) => q.where('id', 'in', featureIds ?? []))
      .orderBy('id')
      .execute()
    return rows.map(toFeature)
  }

  async listPresentations(query: PresentationQuery = {}): Promise<readonly CatalogPresentation[]> {
    return this.readPresentations(query)
  }

  async getPresentation(presentationId: number): Promise<CatalogPresentation | null> {
    return (await this.readPresentations({ ids: [presentationId] }))[0] ?? null
  }

  async listPricePolicies(): Promise<readonly PricePolicy[]> {
    return this.db.selectFrom('price_policies').select(['id', 'name']).orderBy('id').execute()
  }

  async getTicketGroups(ticketGroupIds: readonly number[]): Promise<readonly TicketGroup[]> {
    const groups = await this.readTicketGroups(ticketGroupIds)
    return ticketGroupIds.flatMap((id) => groups.get(id) ?? [])
  }

  /** §5 codes are case-insensitive: both sides through lower() (the index coupons_by_lower_code). */
  async findCodeTicket(ticketGroupId: number, code: string): Promise<Ticket | null> {
    const row = await this.db
      .selectFrom('coupons as c')
      .innerJoin('coupon_prices as cp', 'cp.code', 'c.code')
      .select(['c.code', 'c.lookup', 'c.name', 'c.price_policy_id', 'c.multiply_factor', 'c.balance'])
      .select(['cp.ticket_id', 'cp.price', 'cp.service_charge'])
      .select((eb) =>
        eb
          .selectFrom('coupon_redemptions as r')
          .select((r) => r.fn.sum<number>('r.count').as('n'))
          .whereRef('r.code', '=', 'c.code')
          .as('redeemed'),
      )
      .where(sql`lower(c.code)`, '=', sql`lower(${code.trim()})`)
      .where('cp.ticket_group_id', '=', ticketGroupId)
      .executeTakeFirst()
    if (row === undefined)
      return (await this.findMemberTicket(ticketGroupId, code)) ?? openGrantTicket(this.db, ticketGroupId, code.trim(), this.clock.now())
    return {
      id: row.ticket_id,
      name: row.name,
      price: agorot(row.price),
      serviceCharge: agorot(row.service_charge),
      pricePolicyId: row.price_policy_id,
      multiplyFactor: row.multiply_factor,
      balance: Math.max(0, row.balance - (row.redeemed ?? 0)),
      quantity: 0,
      ...(row.lookup === 'memberNumber' ? { memberNumber: row.code } : { code: row.code }),
    }
  }

  /**
   * §5 issue 14 a member number of a membership sold by the shop, as a ticket code: the
   * membership's ticket of the group, with the member's balance left (balance − usedBalance);
   * null when no member has the number, it is not valid today (§3 not started or expired), or
   * its membership prices no ticket of the group.
   */
  private async findMemberTicket(ticketGroupId: number, code: string): Promise<Ticket | null> {
    const member = await this.db
      .selectFrom('members')
      .select(['member_number', 'membership_id', 'balance', 'used_balance', 'start_date', 'end_date'])
      .where('member_number', '=', code.trim())
      .executeTakeFirst()
    const definition = member === undefined ? undefined : membershipDefinitionOf(member.membership_id)
    if (member === undefined || definition === undefined) return null
    if (!isMemberAvailable({ startDate: member.start_date, endDate: member.end_date }, this.clock.now())) return null
    return memberTicketOf(definition, ticketGroupId, member.member_number, Math.max(0, member.balance - member.used_balance))
  }

  async listProducts(productIds?: readonly number[]): Promise<readonly PresentationProduct[]> {
    if (productIds?.length === 0) return []
    const rows = await this.db
      .selectFrom('products')
      .selectAll()
      .$if(productIds !== undefined, (q) => q.where('id', 'in', productIds ?? []))
      .orderBy('id')
      .execute()
    return rows.map(toProduct)
  }

  /** §3 a mini-site's presentations that have not started yet (and its untimed ones), soonest first. */
  async getMiniSite(url: string): Promise<MiniSite | null> {
    const db = this.db
    const site = await db.selectFrom('mini_sites').select(['url', 'name', 'by_reference']).where('url', '=', url).executeTakeFirst()
    if (site === undefined) return null
    const rows = await db
      .selectFrom('presentations as p')
      .innerJoin('mini_site_features as m', 'm.feature_id', 'p.feature_id')
      .select('p.id')
      .where('m.url', '=', url)
      .where((eb) => eb.or([eb('p.starts_at', 'is', null), eb('p.starts_at', '>', this.clock.now())]))
      .orderBy('p.starts_at', (ob) => ob.asc().nullsLast())
      .orderBy('p.id')
      .execute()
    return { url: site.url, name: site.name, byReference: site.by_reference === 1, presentationIds: rows.map((r) => r.id) }
  }

  async findIntegration(ts: string, ret: string, key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('integrations')
      .select('integration_id')
      .where('ts', '=', ts)
      .where('ret', '=', ret)
      .where('key', '=', key)
      .executeTakeFirst()
    return row?.integration_id ?? null
  }

  async hasIntegration(integrationId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('integrations')
      .select('integration_id')
      .where('integration_id', '=', integrationId)
      .executeTakeFirst()
    return row !== undefined
  }

  async getTimer(presentationId: number): Promise<PresentationTimer | null> {
    const row = await this.db
      .selectFrom('presentation_timers')
      .select(['time_in_seconds', 'url'])
      .where('presentation_id', '=', presentationId)
      .executeTakeFirst()
    return row === undefined ? null : { timeInSeconds: row.time_in_seconds, url: row.url }
  }

  /** Venues with their price lists and products, in the rows' order (two queries for any number). */
  private async toVenues(rows: readonly Selectable<VenuesTable>[]): Promise<Venue[]> {
    if (rows.length === 0) return []
    const ids = rows.map((r) => r.id)
    const db = this.db
    const groups = await db
      .selectFrom('venue_ticket_groups')
      .select(['venue_id', 'ticket_group_id'])
      .where('venue_id', 'in', ids)
      .orderBy('venue_id')
      .orderBy('position')
      .execute()
    const products = await db
      .selectFrom('venue_products')
      .select(['venue_id', 'product_id'])
      .where('venue_id', 'in', ids)
      .orderBy('venue_id')
      .orderBy('position')
      .execute()
    const groupsOf = groupBy(groups, (g) => g.venue_id)
    const productsOf = groupBy(products, (p) => p.venue_id)
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      venueTypeId: row.venue_type_id,
      locationId: row.location_id,
      seatplanId: row.seatplan_id,
      authProfileId: row.auth_profile_id,
      businessId: row.business_id,
      cancellationFee: cancellationFeeOf(row.cancel_fee_kind, row.cancel_fee_basis, row.cancel_fee_value),
      ticketGroupIds: (groupsOf.get(row.id) ?? []).map((g) => g.ticket_group_id),
      productIds: (productsOf.get(row.id) ?? []).map((p) => p.product_id),
    }))
  }

  /** §3 ticket groups by id; isByCodeEnabled when a coupon prices the group; issue 15 the look-ups it asks for when a benefit names it. */
  private async readTicketGroups(ticketGroupIds: readonly number[]): Promise<Map<number, TicketGroup>> {
    if (ticketGroupIds.length === 0) return new Map()
    const db = this.db
    const groups = await db.selectFrom('ticket_groups').select(['id', 'name']).where('id', 'in', ticketGroupIds).execute()
    const byCode = await db
      .selectFrom('coupon_prices')
      .select('ticket_group_id')
      .distinct()
      .where('ticket_group_id', 'in', ticketGroupIds)
      .execute()
    const tickets = await db
      .selectFrom('tickets')
      .selectAll()
      .where('ticket_group_id', 'in', ticketGroupIds)
      .orderBy('ticket_group_id')
      .orderBy('position')
      .execute()
    const priced = new Set(byCode.map((r) => r.ticket_group_id))
    const benefitKinds = await benefitKindsOf(db, ticketGroupIds)
    const ticketsOf = groupBy(tickets, (t) => t.ticket_group_id)
    return new Map(
      groups.map((group): [number, TicketGroup] => {
        const own = ticketsOf.get(group.id) ?? []
        return [
          group.id,
          {
            id: group.id,
            name: group.name,
            tickets: own.filter((t) => t.is_voucher_ticket === 0).map(toTicket),
            voucherTickets: own.filter((t) => t.is_voucher_ticket === 1).map(toTicket),
            isByCodeEnabled: priced.has(group.id),
            ...lookupsOf(priced.has(group.id), benefitKinds.get(group.id) ?? []),
          },
        ]
      }),
    )
  }

  /** §3 presentations matching the query, timed ones by start, untimed ones last; then by id. */
  private async readPresentations(query: PresentationQuery): Promise<CatalogPresentation[]> {
    const { ids, featureIds, venueIds, from, to } = query
    // `IN ()` is not SQL: an empty list matches nothing.
    if (ids?.length === 0 || featureIds?.length === 0 || venueIds?.length === 0) return []
    const db = this.db
    const rows = await db
      .selectFrom('presentations as p')
      .innerJoin('features as f', 'f.id', 'p.feature_id')
      .select([
        'p.id',
        'p.feature_id',
        'p.venue_id',
        'p.starts_at',
        'p.seating_policy_id',
        'p.max_seats',
        'p.soldout',
        'p.service_charge',
        'f.feature_type_id',
        'f.feature_category_id',
      ])
      .$if(ids !== undefined, (q) => q.where('p.id', 'in', ids ?? []))
      .$if(featureIds !== undefined, (q) => q.where('p.feature_id', 'in', featureIds ?? []))
      .$if(venueIds !== undefined, (q) => q.where('p.venue_id', 'in', venueIds ?? []))
      .where((eb) => {
        const timed = eb.and([
          eb('p.starts_at', 'is not', null),
          ...(from === undefined ? [] : [eb('p.starts_at', '>=', from)]),
          ...(to === undefined ? [] : [eb('p.starts_at', '<', to)]),
        ])
        return (query.includeUntimed ?? true) ? eb.or([timed, eb('p.starts_at', 'is', null)]) : timed
      })
      .orderBy('p.starts_at', (ob) => ob.asc().nullsLast())
      .orderBy('p.id')
      .execute()
    if (rows.length === 0) return []
    const venueRows = await db
      .selectFrom('venues')
      .selectAll()
      .where('id', 'in', [...new Set(rows.map((r) => r.venue_id))])
      .execute()
    const venues = new Map((await this.toVenues(venueRows)).map((v) => [v.id, v]))
    const plans = [...new Set(venueRows.flatMap((v) => (v.seatplan_id === null ? [] : [v.seatplan_id])))]
    const sections =
      plans.length === 0
        ? []
        : await db
            .selectFrom('sections')
            .select(['seatplan_id', 'is_reserved', (eb) => eb.fn.countAll<number>().as('n')])
            .where('seatplan_id', 'in', plans)
            .groupBy(['seatplan_id', 'is_reserved'])
            .execute()
    const sectionCount = (seatplanId: number | null, reserved: 0 | 1): number =>
      sections.find((s) => s.seatplan_id === seatplanId && s.is_reserved === reserved)?.n ?? 0
    const ticketGroups = await this.readTicketGroups([...new Set([...venues.values()].flatMap((v) => v.ticketGroupIds))])
    const productRows = await db
      .selectFrom('venue_products as vp')
      .innerJoin('products as p', 'p.id', 'vp.product_id')
      .selectAll('p')
      .select('vp.venue_id')
      .where('vp.venue_id', 'in', [...venues.keys()])
      .orderBy('vp.venue_id')
      .orderBy('vp.position')
      .execute()
    const productsOf = groupBy(productRows, (p) => p.venue_id)
    return rows.flatMap((row): CatalogPresentation[] => {
      const venue = venues.get(row.venue_id)
      if (venue === undefined) return []
      return [
        {
          id: row.id,
          featureId: row.feature_id,
          featureTypeId: row.feature_type_id,
          featureCategoryId: row.feature_category_id,
          venueId: venue.id,
          venueTypeId: venue.venueTypeId,
          venueName: venue.name,
          seatplanId: venue.seatplanId ?? 0,
          startDateTime: row.starts_at === null ? null : toJerusalemIso(row.starts_at),
          startsAt: row.starts_at,
          seatPlan: null,
          ticketGroups: venue.ticketGroupIds.flatMap((id) => ticketGroups.get(id) ?? []),
          serviceCharge: agorot(row.service_charge),
          products: (productsOf.get(venue.id) ?? []).map(toProduct),
          isReserved: sectionCount(venue.seatplanId, 1) > 0,
          isGA: sectionCount(venue.seatplanId, 0),
          soldout: row.soldout === 1,
          locationId: venue.locationId,
          authProfileId: venue.authProfileId,
          businessId: venue.businessId,
          seatingPolicyId: row.seating_policy_id,
          maxSeats: row.max_seats,
          seatsLoaded: false,
          cancellationFee: venue.cancellationFee,
        },
      ]
    })
  }
}
