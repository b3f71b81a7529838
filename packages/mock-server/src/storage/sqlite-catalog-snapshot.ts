import type Database from 'better-sqlite3'
import type { CatalogSnapshot } from '@kartis/api-adapter'
import { cancellationFeeColumns } from './sqlite-cancellation-fee'
import { writeSeatPlan } from './sqlite-seat-plan-store'

/** §3 writes a whole catalog snapshot (inside the caller's transaction). */
export const writeCatalogSnapshot = (db: Database.Database, snapshot: CatalogSnapshot): void => {
  const run = <P extends unknown[]>(sql: string) => {
    const statement = db.prepare<P>(sql)
    return (...params: P): void => {
      statement.run(...params)
    }
  }
  const policy = run<[number, string]>('INSERT INTO price_policies (id, name) VALUES (?, ?)')
  const group = run<[number, string]>('INSERT INTO ticket_groups (id, name) VALUES (?, ?)')
  const ticket = run<[number, number, number, string, number, number, number, number]>(
    `INSERT INTO tickets (id, ticket_group_id, position, name, price, service_charge, price_policy_id, is_voucher_ticket)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const product = run<[number, string, number, number, number | null]>(
    'INSERT INTO products (id, name, price, is_delivery_required, max_quantity) VALUES (?, ?, ?, ?, ?)',
  )
  const venue = run<
    [
      number,
      string,
      number,
      number,
      number | null,
      number | null,
      number | null,
      string | null,
      number | null,
      number | null,
      string | null,
      string | null,
      number | null,
    ]
  >(
    `INSERT INTO venues (id, name, venue_type_id, location_id, seatplan_id, auth_profile_id, business_id,
       global_charge_name, global_charge_amount, global_charge_percent, cancel_fee_kind, cancel_fee_basis, cancel_fee_value)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const venueGroup = run<[number, number, number]>('INSERT INTO venue_ticket_groups (venue_id, ticket_group_id, position) VALUES (?, ?, ?)')
  const venueProduct = run<[number, number, number]>('INSERT INTO venue_products (venue_id, product_id, position) VALUES (?, ?, ?)')
  const feature = run<[number, string, string | null, number, number, number | null, string | null]>(
    `INSERT INTO features (id, name, description, feature_type_id, feature_category_id, duration_minutes, image_url)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  )
  const coupon = run<[string, string, string, number, number, number]>(
    'INSERT INTO coupons (code, lookup, name, price_policy_id, multiply_factor, balance) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const couponPrice = run<[string, number, number, number, number]>(
    'INSERT INTO coupon_prices (code, ticket_group_id, ticket_id, price, service_charge) VALUES (?, ?, ?, ?, ?)',
  )
  const miniSite = run<[string, string]>('INSERT INTO mini_sites (url, name) VALUES (?, ?)')
  const miniSiteFeature = run<[string, number]>('INSERT INTO mini_site_features (url, feature_id) VALUES (?, ?)')
  const integration = run<[string, string, string, string]>('INSERT INTO integrations (ts, ret, key, integration_id) VALUES (?, ?, ?, ?)')

  for (const p of snapshot.pricePolicies) policy(p.id, p.name)
  for (const g of snapshot.ticketGroups) {
    group(g.id, g.name)
    g.tickets.forEach((t, i) => ticket(t.id, g.id, i, t.name, t.price, t.serviceCharge, t.pricePolicyId, t.isVoucherTicket ? 1 : 0))
  }
  for (const p of snapshot.products) product(p.id, p.name, p.price, p.isDeliveryRequired ? 1 : 0, p.maxQuantity ?? null)
  for (const { venue: v, plan } of snapshot.venues) {
    const charge = v.globalServiceCharge
    venue(
      v.id,
      v.name,
      v.venueTypeId,
      v.locationId,
      v.seatplanId,
      v.authProfileId,
      v.businessId,
      charge?.name ?? null,
      charge?.amountPerOrder ?? null,
      charge?.percentRatePerOrder ?? null,
      ...cancellationFeeColumns(v.cancellationFee),
    )
    v.ticketGroupIds.forEach((id, i) => venueGroup(v.id, id, i))
    v.productIds.forEach((id, i) => venueProduct(v.id, id, i))
    if (plan !== null) writeSeatPlan(db, v, plan)
  }
  for (const f of snapshot.features)
    feature(f.id, f.name, f.description ?? null, f.featureTypeId, f.featureCategoryId, f.durationMinutes ?? null, f.imageUrl ?? null)
  for (const c of snapshot.coupons) {
    coupon(c.code, c.lookup, c.name, c.pricePolicyId, c.multiplyFactor, c.balance)
    for (const p of c.prices) couponPrice(c.code, p.ticketGroupId, p.ticketId, p.price, p.serviceCharge)
  }
  for (const m of snapshot.miniSites) {
    miniSite(m.url, m.name)
    for (const id of m.featureIds) miniSiteFeature(m.url, id)
  }
  for (const i of snapshot.integrations) integration(i.ts, i.ret, i.key, i.integrationId)
}
