import { agorot, type DonationDesk, type GlobalServiceCharge, type Voucher, type VoucherShop } from '@kartis/core'
import type { SalesCatalog } from '@kartis/api-adapter'
import type { Selectable } from 'kysely'
import type { Engine } from './database/storage-database'
import { inBatches } from './database/in-batches'
import type { SaleOrderChargesTable, SaleOrderKind } from './database/tables'
import type { Tx } from './database/transactions'

/**
 * Issue 14 writes what the box office sells besides events (inside the caller's transaction),
 * parents before children: super classes, vouchers, prices; a voucher order's extras as product
 * rows (those the catalogue lacks) named for the order kind; the causes and their amounts; the
 * service charge of each order kind that has one.
 */
export const writeSalesCatalog = async (tx: Tx, engine: Engine, sales: SalesCatalog): Promise<void> => {
  const batches = <R extends object>(rows: readonly R[], insert: (batch: readonly R[]) => Promise<unknown>) =>
    inBatches(engine, rows, insert)
  const { voucherShop: shop, donationDesk: desk } = sales
  await batches(
    shop.superClasses.map((c, position) => ({ id: c.systemVoucherSuperClassId, name: c.name, description: c.description, position })),
    (b) => tx.insertInto('voucher_super_classes').values(b).execute(),
  )
  await batches(
    shop.vouchers.map((v, position) => ({
      id: v.systemVoucherId,
      class_id: v.systemVoucherClassId,
      super_class_id: v.systemVoucherSuperClassId,
      name: v.name,
      description: v.description,
      is_gift_card: v.isGiftCard ? (1 as const) : (0 as const),
      min_age: v.ageRange?.minAge ?? null,
      max_age: v.ageRange?.maxAge ?? null,
      position,
      business_id: sales.businesses?.vouchers[v.systemVoucherId] ?? null,
    })),
    (b) => tx.insertInto('sale_vouchers').values(b).execute(),
  )
  await batches(
    shop.vouchers.flatMap((v) =>
      v.prices.map((p, position) => ({
        id: p.systemVoucherPriceId,
        voucher_id: v.systemVoucherId,
        price: p.price,
        redemption_reference: p.redemptionData?.reference ?? null,
        redemption_price: p.redemptionData?.price ?? null,
        position,
      })),
    ),
    (b) => tx.insertInto('sale_voucher_prices').values(b).execute(),
  )
  const known = new Set((await tx.selectFrom('products').select('id').execute()).map((row) => row.id))
  await batches(
    shop.products
      .filter((p) => !known.has(p.id))
      .map((p) => ({
        id: p.id,
        name: p.name,
        price: p.price,
        is_delivery_required: p.isDeliveryRequired ? (1 as const) : (0 as const),
        max_quantity: p.maxQuantity ?? null,
      })),
    (b) => tx.insertInto('products').values(b).execute(),
  )
  await batches(
    shop.products.map((p, position) => ({ order_kind: 'vouchers' as const, product_id: p.id, position })),
    (b) => tx.insertInto('sale_order_products').values(b).execute(),
  )
  await batches(
    desk.causes.map((c, position) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      position,
      business_id: sales.businesses?.causes[c.id] ?? null,
    })),
    (b) => tx.insertInto('donation_causes').values(b).execute(),
  )
  await batches(
    desk.causes.flatMap((c) =>
      c.details.map((d, position) => ({
        id: d.id,
        donation_id: c.id,
        amount: d.amount,
        is_custom_amount: d.isCustomAmount ? (1 as const) : (0 as const),
        min_amount: d.minAmount,
        max_amount: d.maxAmount,
        position,
      })),
    ),
    (b) => tx.insertInto('donation_details').values(b).execute(),
  )
  const charges = (
    [
      ['vouchers', shop.serviceCharge],
      ['donations', desk.serviceCharge],
    ] as const
  ).flatMap(([kind, charge]) =>
    charge === null ? [] : [{ order_kind: kind, name: charge.name, amount: charge.amountPerOrder, percent: charge.percentRatePerOrder }],
  )
  await batches(charges, (b) => tx.insertInto('sale_order_charges').values(b).execute())
}

/** Issue 14 whether nothing is on sale besides events yet (no super class, no cause). */
export const salesCatalogIsEmpty = async (db: Tx): Promise<boolean> => {
  const superClass = await db.selectFrom('voucher_super_classes').select('id').limit(1).executeTakeFirst()
  const cause = await db.selectFrom('donation_causes').select('id').limit(1).executeTakeFirst()
  return superClass === undefined && cause === undefined
}

const chargeOf = (row: Selectable<SaleOrderChargesTable> | undefined): GlobalServiceCharge | null =>
  row === undefined ? null : { name: row.name, amountPerOrder: agorot(row.amount), percentRatePerOrder: row.percent }

const orderCharge = async (db: Tx, kind: SaleOrderKind): Promise<GlobalServiceCharge | null> =>
  chargeOf(await db.selectFrom('sale_order_charges').selectAll().where('order_kind', '=', kind).executeTakeFirst())

/**
 * Issue 14 every voucher on sale, its super classes, a voucher order's extras and service charge,
 * in the order written. Issue 15 §2 of one business (`businessId`, a venue's host): only its
 * vouchers and the super classes that hold one of them.
 */
export const readVoucherShop = async (db: Tx, businessId: number | null = null): Promise<VoucherShop> => {
  const all = await db.selectFrom('voucher_super_classes').selectAll().orderBy('position').execute()
  const vouchers = await db
    .selectFrom('sale_vouchers')
    .selectAll()
    .$if(businessId !== null, (query) => query.where('business_id', '=', businessId))
    .orderBy('position')
    .execute()
  const superClasses = businessId === null ? all : all.filter((c) => vouchers.some((v) => v.super_class_id === c.id))
  const prices = await db.selectFrom('sale_voucher_prices').selectAll().orderBy('voucher_id').orderBy('position').execute()
  const products = await db
    .selectFrom('sale_order_products as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['p.id', 'p.name', 'p.price', 'p.is_delivery_required', 'p.max_quantity'])
    .where('o.order_kind', '=', 'vouchers')
    .orderBy('o.position')
    .execute()
  return {
    superClasses: superClasses.map((c) => ({ systemVoucherSuperClassId: c.id, name: c.name, description: c.description })),
    vouchers: vouchers.map((v): Voucher => ({
      systemVoucherId: v.id,
      systemVoucherClassId: v.class_id,
      systemVoucherSuperClassId: v.super_class_id,
      name: v.name,
      description: v.description,
      isGiftCard: v.is_gift_card === 1,
      ageRange: v.min_age === null && v.max_age === null ? null : { minAge: v.min_age, maxAge: v.max_age },
      prices: prices
        .filter((p) => p.voucher_id === v.id)
        .map((p) => ({
          systemVoucherPriceId: p.id,
          price: agorot(p.price),
          redemptionData:
            p.redemption_reference === null ? null : { reference: p.redemption_reference, price: agorot(p.redemption_price ?? 0) },
          selectedQuantity: 0,
        })),
      dates: [],
    })),
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      price: agorot(p.price),
      isDeliveryRequired: p.is_delivery_required === 1,
      ...(p.max_quantity === null ? {} : { maxQuantity: p.max_quantity }),
    })),
    serviceCharge: await orderCharge(db, 'vouchers'),
  }
}

/** Issue 14 the donation causes with their amounts, and a donation order's service charge; issue 15 §2 of one business: its causes only. */
export const readDonationDesk = async (db: Tx, businessId: number | null = null): Promise<DonationDesk> => {
  const causes = await db
    .selectFrom('donation_causes')
    .selectAll()
    .$if(businessId !== null, (query) => query.where('business_id', '=', businessId))
    .orderBy('position')
    .execute()
  const details = await db.selectFrom('donation_details').selectAll().orderBy('donation_id').orderBy('position').execute()
  return {
    causes: causes.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      description: c.description,
      details: details
        .filter((d) => d.donation_id === c.id)
        .map((d) => ({
          id: d.id,
          amount: agorot(d.amount),
          isCustomAmount: d.is_custom_amount === 1,
          minAmount: agorot(d.min_amount),
          maxAmount: agorot(d.max_amount),
        })),
    })),
    serviceCharge: await orderCharge(db, 'donations'),
  }
}
