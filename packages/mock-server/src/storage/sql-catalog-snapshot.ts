import type { CatalogSnapshot } from '@kartis/api-adapter'
import type { Insertable } from 'kysely'
import type { MiniSitesTable } from './database/tables'
import { cancellationFeeColumns } from './cancellation-fee-columns'
import type { Engine } from './database/storage-database'
import { inBatches } from './database/in-batches'
import type { Tx } from './database/transactions'
import { writeLookupBenefits } from './sql-lookup-benefits'
import { writeSalesCatalog } from './sql-sales-catalog'
import { seatPlanRows } from './sql-seat-plan-store'

/**
 * §3 writes a whole catalog snapshot with the ids it gives (inside the caller's transaction),
 * parents before children for the foreign keys. A seat plan that does not fit its venue throws.
 * No column written here is generated (presentations, the one generated catalog key, are added
 * later by addPresentations), so no identity needs moving past the written ids.
 */
export const writeCatalogSnapshot = async (tx: Tx, engine: Engine, snapshot: CatalogSnapshot): Promise<void> => {
  const batches = <R extends object>(rows: readonly R[], insert: (batch: readonly R[]) => Promise<unknown>) =>
    inBatches(engine, rows, insert)
  await batches(
    snapshot.pricePolicies.map((p) => ({ id: p.id, name: p.name })),
    (b) => tx.insertInto('price_policies').values(b).execute(),
  )
  await batches(
    snapshot.ticketGroups.map((g) => ({ id: g.id, name: g.name })),
    (b) => tx.insertInto('ticket_groups').values(b).execute(),
  )
  await batches(
    snapshot.ticketGroups.flatMap((g) =>
      g.tickets.map((t, position) => ({
        id: t.id,
        ticket_group_id: g.id,
        position,
        name: t.name,
        price: t.price,
        service_charge: t.serviceCharge,
        price_policy_id: t.pricePolicyId,
        is_voucher_ticket: t.isVoucherTicket ? (1 as const) : (0 as const),
      })),
    ),
    (b) => tx.insertInto('tickets').values(b).execute(),
  )
  await batches(
    snapshot.products.map((p) => ({
      id: p.id,
      name: p.name,
      price: p.price,
      is_delivery_required: p.isDeliveryRequired ? (1 as const) : (0 as const),
      max_quantity: p.maxQuantity ?? null,
    })),
    (b) => tx.insertInto('products').values(b).execute(),
  )
  const venues = snapshot.venues.map(({ venue: v }) => ({
    id: v.id,
    name: v.name,
    venue_type_id: v.venueTypeId,
    location_id: v.locationId,
    seatplan_id: v.seatplanId,
    auth_profile_id: v.authProfileId,
    business_id: v.businessId,
    ...cancellationFeeColumns(v.cancellationFee),
  }))
  await batches(venues, (b) => tx.insertInto('venues').values(b).execute())
  await batches(
    snapshot.venues.flatMap(({ venue: v }) => v.ticketGroupIds.map((id, position) => ({ venue_id: v.id, ticket_group_id: id, position }))),
    (b) => tx.insertInto('venue_ticket_groups').values(b).execute(),
  )
  await batches(
    snapshot.venues.flatMap(({ venue: v }) => v.productIds.map((id, position) => ({ venue_id: v.id, product_id: id, position }))),
    (b) => tx.insertInto('venue_products').values(b).execute(),
  )
  const plans = snapshot.venues.flatMap(({ venue, plan }) => (plan === null ? [] : [seatPlanRows(venue, plan)]))
  await batches(
    plans.flatMap((p) => p.sections),
    (b) => tx.insertInto('sections').values(b).execute(),
  )
  await batches(
    plans.flatMap((p) => p.seatGroups),
    (b) => tx.insertInto('seat_groups').values(b).execute(),
  )
  await batches(
    plans.flatMap((p) => p.seats),
    (b) => tx.insertInto('seats').values(b).execute(),
  )
  await batches(
    snapshot.features.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description ?? null,
      feature_type_id: f.featureTypeId,
      feature_category_id: f.featureCategoryId,
      duration_minutes: f.durationMinutes ?? null,
      image_url: f.imageUrl ?? null,
    })),
    (b) => tx.insertInto('features').values(b).execute(),
  )
  await batches(
    snapshot.coupons.map((c) => ({
      code: c.code,
      lookup: c.lookup,
      name: c.name,
      price_policy_id: c.pricePolicyId,
      multiply_factor: c.multiplyFactor,
      balance: c.balance,
    })),
    (b) => tx.insertInto('coupons').values(b).execute(),
  )
  await batches(
    snapshot.coupons.flatMap((c) =>
      c.prices.map((p) => ({
        code: c.code,
        ticket_group_id: p.ticketGroupId,
        ticket_id: p.ticketId,
        price: p.price,
        service_charge: p.serviceCharge,
      })),
    ),
    (b) => tx.insertInto('coupon_prices').values(b).execute(),
  )
  await batches(
    snapshot.miniSites.map(
      (m) => ({ url: m.url, name: m.name, by_reference: m.byReference === true ? 1 : 0 }) satisfies Insertable<MiniSitesTable>,
    ),
    (b) => tx.insertInto('mini_sites').values(b).execute(),
  )
  await batches(
    snapshot.miniSites.flatMap((m) => m.featureIds.map((id) => ({ url: m.url, feature_id: id }))),
    (b) => tx.insertInto('mini_site_features').values(b).execute(),
  )
  await batches(
    snapshot.integrations.map((i) => ({ ts: i.ts, ret: i.ret, key: i.key, integration_id: i.integrationId })),
    (b) => tx.insertInto('integrations').values(b).execute(),
  )
  await writeSalesCatalog(tx, engine, snapshot.sales)
  await writeLookupBenefits(tx, snapshot.lookupBenefits ?? [])
}
