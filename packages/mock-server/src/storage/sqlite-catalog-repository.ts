import type Database from 'better-sqlite3'
import { agorot } from '@kartis/core'
import type { CatalogPresentation, CatalogRepository, MiniSite, PresentationQuery } from './catalog-repository'
import type { CatalogSnapshot, PresentationDraft, PresentationTimer, PricePolicy, SeatPlanLayout, Venue } from '@kartis/api-adapter'
import type { Clock, Feature, GlobalServiceCharge, PresentationProduct, Ticket, TicketGroup } from '@kartis/core'
import { toJerusalemIso } from './jerusalem-time'
import { cancellationFeeOf } from './sqlite-cancellation-fee'
import { writeCatalogSnapshot } from './sqlite-catalog-snapshot'
import { SqliteGate } from './sqlite-gate'
import { readSeatPlan } from './sqlite-seat-plan-store'

interface VenueRow {
  readonly id: number
  readonly name: string
  readonly venue_type_id: number
  readonly location_id: number
  readonly seatplan_id: number | null
  readonly auth_profile_id: number | null
  readonly business_id: number | null
  readonly global_charge_name: string | null
  readonly global_charge_amount: number | null
  readonly global_charge_percent: number | null
  readonly cancel_fee_kind: string | null
  readonly cancel_fee_basis: string | null
  readonly cancel_fee_value: number | null
}

interface PresentationRow extends VenueRow {
  readonly presentation_id: number
  readonly feature_id: number
  readonly starts_at: number | null
  readonly seating_policy_id: number
  readonly max_seats: number
  readonly soldout: number
  readonly service_charge: number
  readonly feature_type_id: number
  readonly feature_category_id: number
  readonly reserved_sections: number
  readonly ga_sections: number
}

interface TicketRow {
  readonly id: number
  readonly ticket_group_id: number
  readonly name: string
  readonly price: number
  readonly service_charge: number
  readonly price_policy_id: number
  readonly is_voucher_ticket: number
}

interface FeatureRow {
  readonly id: number
  readonly name: string
  readonly description: string | null
  readonly feature_type_id: number
  readonly feature_category_id: number
  readonly duration_minutes: number | null
  readonly image_url: string | null
}

interface ProductRow {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly is_delivery_required: number
  readonly max_quantity: number | null
}

interface CodeTicketRow {
  readonly code: string
  readonly lookup: string
  readonly name: string
  readonly price_policy_id: number
  readonly multiply_factor: number
  readonly ticket_id: number
  readonly price: number
  readonly service_charge: number
  readonly remaining: number
}

const json = (ids: readonly number[]): string => JSON.stringify(ids)

const globalChargeOf = (row: VenueRow): GlobalServiceCharge | null =>
  row.global_charge_name === null
    ? null
    : {
        name: row.global_charge_name,
        amountPerOrder: agorot(row.global_charge_amount ?? 0),
        percentRatePerOrder: row.global_charge_percent ?? 0,
      }

const toTicket = (row: TicketRow): Ticket => ({
  id: row.id,
  name: row.name,
  price: agorot(row.price),
  serviceCharge: agorot(row.service_charge),
  pricePolicyId: row.price_policy_id,
  multiplyFactor: 1,
  quantity: 0,
})

const toFeature = (row: FeatureRow): Feature => ({
  id: row.id,
  name: row.name,
  featureTypeId: row.feature_type_id,
  featureCategoryId: row.feature_category_id,
  ...(row.description === null ? {} : { description: row.description }),
  ...(row.duration_minutes === null ? {} : { durationMinutes: row.duration_minutes }),
  ...(row.image_url === null ? {} : { imageUrl: row.image_url }),
})

const toProduct = (row: ProductRow): PresentationProduct => ({
  id: row.id,
  name: row.name,
  price: agorot(row.price),
  isDeliveryRequired: row.is_delivery_required === 1,
  ...(row.max_quantity === null ? {} : { maxQuantity: row.max_quantity }),
})

const PRESENTATION_SELECT = `
SELECT p.id AS presentation_id, p.feature_id, p.starts_at, p.seating_policy_id, p.max_seats, p.soldout,
       p.service_charge, f.feature_type_id, f.feature_category_id, v.*,
       (SELECT COUNT(*) FROM sections s WHERE s.seatplan_id = v.seatplan_id AND s.is_reserved = 1) AS reserved_sections,
       (SELECT COUNT(*) FROM sections s WHERE s.seatplan_id = v.seatplan_id AND s.is_reserved = 0) AS ga_sections
FROM presentations p
JOIN features f ON f.id = p.feature_id
JOIN venues v ON v.id = p.venue_id`

/** §3 the catalog on SQLite; every call passes the connection's gate. */
export class SqliteCatalogRepository implements CatalogRepository {
  private readonly gate: SqliteGate

  constructor(
    private readonly db: Database.Database,
    private readonly clock: Pick<Clock, 'now'>,
  ) {
    this.gate = new SqliteGate(db)
  }

  isEmpty(): Promise<boolean> {
    return this.gate.exclusive(() => this.countVenues() === 0)
  }

  importSnapshot(snapshot: CatalogSnapshot): Promise<boolean> {
    return this.gate.exclusive(() =>
      this.db
        .transaction(() => {
          if (this.countVenues() > 0) return false
          writeCatalogSnapshot(this.db, snapshot)
          return true
        })
        .immediate(),
    )
  }

  addPresentations(drafts: readonly PresentationDraft[]): Promise<readonly (number | null)[]> {
    const insert = this.db.prepare<[number, number, number | null, number, number, number, number]>(
      `INSERT OR IGNORE INTO presentations
         (feature_id, venue_id, starts_at, seating_policy_id, max_seats, soldout, service_charge)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    const timer = this.db.prepare<[number, number, string]>(
      'INSERT INTO presentation_timers (presentation_id, time_in_seconds, url) VALUES (?, ?, ?)',
    )
    return this.gate.exclusive(() =>
      this.db
        .transaction(() =>
          drafts.map((d) => {
            const result = insert.run(d.featureId, d.venueId, d.startsAt, d.seatingPolicyId, d.maxSeats, d.soldout ? 1 : 0, d.serviceCharge)
            if (result.changes === 0) return null
            const id = Number(result.lastInsertRowid)
            if (d.timer !== null) timer.run(id, d.timer.timeInSeconds, d.timer.url)
            return id
          }),
        )
        .immediate(),
    )
  }

  listVenues(): Promise<readonly Venue[]> {
    return this.gate.exclusive(() =>
      this.db
        .prepare<[], VenueRow>('SELECT * FROM venues ORDER BY id')
        .all()
        .map((row) => this.toVenue(row)),
    )
  }

  getVenue(venueId: number): Promise<Venue | null> {
    return this.gate.exclusive(() => {
      const row = this.db.prepare<[number], VenueRow>('SELECT * FROM venues WHERE id = ?').get(venueId)
      return row === undefined ? null : this.toVenue(row)
    })
  }

  getSeatPlan(venueId: number, seatplanId: number): Promise<SeatPlanLayout | null> {
    return this.gate.exclusive(() => readSeatPlan(this.db, venueId, seatplanId))
  }

  listFeatures(featureIds?: readonly number[]): Promise<readonly Feature[]> {
    return this.gate.exclusive(() => {
      const rows =
        featureIds === undefined
          ? this.db.prepare<[], FeatureRow>('SELECT * FROM features ORDER BY id').all()
          : this.db
              .prepare<[string], FeatureRow>('SELECT * FROM features WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id')
              .all(json(featureIds))
      return rows.map(toFeature)
    })
  }

  listPresentations(query: PresentationQuery = {}): Promise<readonly CatalogPresentation[]> {
    return this.gate.exclusive(() => this.readPresentations(query))
  }

  getPresentation(presentationId: number): Promise<CatalogPresentation | null> {
    return this.gate.exclusive(() => this.readPresentations({ ids: [presentationId] })[0] ?? null)
  }

  listPricePolicies(): Promise<readonly PricePolicy[]> {
    return this.gate.exclusive(() => this.db.prepare<[], PricePolicy>('SELECT id, name FROM price_policies ORDER BY id').all())
  }

  getTicketGroups(ticketGroupIds: readonly number[]): Promise<readonly TicketGroup[]> {
    return this.gate.exclusive(() => this.readTicketGroups(ticketGroupIds))
  }

  findCodeTicket(ticketGroupId: number, code: string): Promise<Ticket | null> {
    return this.gate.exclusive(() => {
      const row = this.db
        .prepare<[string, number], CodeTicketRow>(
          `SELECT c.code, c.lookup, c.name, c.price_policy_id, c.multiply_factor, cp.ticket_id, cp.price, cp.service_charge,
                  c.balance - COALESCE((SELECT SUM(r.count) FROM coupon_redemptions r WHERE r.code = c.code), 0) AS remaining
           FROM coupons c JOIN coupon_prices cp ON cp.code = c.code
           WHERE c.code = ? COLLATE NOCASE AND cp.ticket_group_id = ?`,
        )
        .get(code.trim(), ticketGroupId)
      if (row === undefined) return null
      return {
        id: row.ticket_id,
        name: row.name,
        price: agorot(row.price),
        serviceCharge: agorot(row.service_charge),
        pricePolicyId: row.price_policy_id,
        multiplyFactor: row.multiply_factor,
        balance: Math.max(0, row.remaining),
        quantity: 0,
        ...(row.lookup === 'memberNumber' ? { memberNumber: row.code } : { code: row.code }),
      }
    })
  }

  listProducts(productIds?: readonly number[]): Promise<readonly PresentationProduct[]> {
    return this.gate.exclusive(() => {
      const rows =
        productIds === undefined
          ? this.db.prepare<[], ProductRow>('SELECT * FROM products ORDER BY id').all()
          : this.db
              .prepare<[string], ProductRow>('SELECT * FROM products WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id')
              .all(json(productIds))
      return rows.map(toProduct)
    })
  }

  getMiniSite(url: string): Promise<MiniSite | null> {
    return this.gate.exclusive(() => {
      const site = this.db.prepare<[string], { url: string; name: string }>('SELECT url, name FROM mini_sites WHERE url = ?').get(url)
      if (site === undefined) return null
      const presentationIds = this.db
        .prepare<[string, number], number>(
          `SELECT p.id FROM presentations p JOIN mini_site_features m ON m.feature_id = p.feature_id
           WHERE m.url = ? AND (p.starts_at IS NULL OR p.starts_at > ?)
           ORDER BY p.starts_at IS NULL, p.starts_at, p.id`,
        )
        .pluck()
        .all(url, this.clock.now())
      return { url: site.url, name: site.name, presentationIds }
    })
  }

  findIntegration(ts: string, ret: string, key: string): Promise<string | null> {
    return this.gate.exclusive(
      () =>
        this.db
          .prepare<[string, string, string], string>('SELECT integration_id FROM integrations WHERE ts = ? AND ret = ? AND key = ?')
          .pluck()
          .get(ts, ret, key) ?? null,
    )
  }

  getTimer(presentationId: number): Promise<PresentationTimer | null> {
    return this.gate.exclusive(
      () =>
        this.db
          .prepare<[number], PresentationTimer>(
            'SELECT time_in_seconds AS timeInSeconds, url FROM presentation_timers WHERE presentation_id = ?',
          )
          .get(presentationId) ?? null,
    )
  }

  private countVenues(): number {
    return this.db.prepare<[], number>('SELECT COUNT(*) FROM venues').pluck().get() ?? 0
  }

  private toVenue(row: VenueRow): Venue {
    const ids = (sql: string): readonly number[] => this.db.prepare<[number], number>(sql).pluck().all(row.id)
    return {
      id: row.id,
      name: row.name,
      venueTypeId: row.venue_type_id,
      locationId: row.location_id,
      seatplanId: row.seatplan_id,
      authProfileId: row.auth_profile_id,
      businessId: row.business_id,
      globalServiceCharge: globalChargeOf(row),
      cancellationFee: cancellationFeeOf(row.cancel_fee_kind, row.cancel_fee_basis, row.cancel_fee_value),
      ticketGroupIds: ids('SELECT ticket_group_id FROM venue_ticket_groups WHERE venue_id = ? ORDER BY position'),
      productIds: ids('SELECT product_id FROM venue_products WHERE venue_id = ? ORDER BY position'),
    }
  }

  private readTicketGroups(ticketGroupIds: readonly number[]): TicketGroup[] {
    const groups = this.db
      .prepare<[string], { id: number; name: string; by_code: number }>(
        `SELECT g.id, g.name, EXISTS (SELECT 1 FROM coupon_prices cp WHERE cp.ticket_group_id = g.id) AS by_code
         FROM ticket_groups g WHERE g.id IN (SELECT value FROM json_each(?))`,
      )
      .all(json(ticketGroupIds))
    const tickets = this.db
      .prepare<[string], TicketRow>(
        'SELECT * FROM tickets WHERE ticket_group_id IN (SELECT value FROM json_each(?)) ORDER BY ticket_group_id, position',
      )
      .all(json(ticketGroupIds))
    const byId = new Map(groups.map((g) => [g.id, g]))
    return ticketGroupIds.flatMap((id) => {
      const group = byId.get(id)
      if (group === undefined) return []
      const own = tickets.filter((t) => t.ticket_group_id === id)
      return [
        {
          id,
          name: group.name,
          tickets: own.filter((t) => t.is_voucher_ticket === 0).map(toTicket),
          voucherTickets: own.filter((t) => t.is_voucher_ticket === 1).map(toTicket),
          isByCodeEnabled: group.by_code === 1,
        },
      ]
    })
  }

  private readPresentations(query: PresentationQuery): CatalogPresentation[] {
    const where: string[] = []
    const params: (string | number)[] = []
    const within = (column: string, ids: readonly number[] | undefined): void => {
      if (ids === undefined) return
      where.push(`${column} IN (SELECT value FROM json_each(?))`)
      params.push(json(ids))
    }
    within('p.id', query.ids)
    within('p.feature_id', query.featureIds)
    within('p.venue_id', query.venueIds)
    const timed: string[] = ['p.starts_at IS NOT NULL']
    if (query.from !== undefined) {
      timed.push('p.starts_at >= ?')
      params.push(query.from)
    }
    if (query.to !== undefined) {
      timed.push('p.starts_at < ?')
      params.push(query.to)
    }
    const untimed = query.includeUntimed ?? true
    where.push(untimed ? `((${timed.join(' AND ')}) OR p.starts_at IS NULL)` : `(${timed.join(' AND ')})`)
    const rows = this.db
      .prepare<(string | number)[], PresentationRow>(
        `${PRESENTATION_SELECT} WHERE ${where.join(' AND ')} ORDER BY p.starts_at IS NULL, p.starts_at, p.id`,
      )
      .all(...params)
    const venues = new Map<number, Venue>()
    const venueOf = (row: PresentationRow): Venue => {
      const known = venues.get(row.id)
      if (known !== undefined) return known
      const venue = this.toVenue(row)
      venues.set(row.id, venue)
      return venue
    }
    const groupsByVenue = new Map<number, readonly TicketGroup[]>()
    const productsByVenue = new Map<number, readonly PresentationProduct[]>()
    const productsOf = this.db.prepare<[number], ProductRow>(
      'SELECT p.* FROM products p JOIN venue_products vp ON vp.product_id = p.id WHERE vp.venue_id = ? ORDER BY vp.position',
    )
    return rows.map((row): CatalogPresentation => {
      const venue = venueOf(row)
      const ticketGroups = groupsByVenue.get(venue.id) ?? this.readTicketGroups(venue.ticketGroupIds)
      groupsByVenue.set(venue.id, ticketGroups)
      const products = productsByVenue.get(venue.id) ?? productsOf.all(venue.id).map(toProduct)
      productsByVenue.set(venue.id, products)
      return {
        id: row.presentation_id,
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
        ticketGroups,
        serviceCharge: agorot(row.service_charge),
        products,
        isReserved: row.reserved_sections > 0,
        isGA: row.ga_sections,
        soldout: row.soldout === 1,
        locationId: venue.locationId,
        authProfileId: venue.authProfileId,
        businessId: venue.businessId,
        seatingPolicyId: row.seating_policy_id,
        maxSeats: row.max_seats,
        seatsLoaded: false,
        globalServiceCharge: venue.globalServiceCharge,
        cancellationFee: venue.cancellationFee,
      }
    })
  }
}
