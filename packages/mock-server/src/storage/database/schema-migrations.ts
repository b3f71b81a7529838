import * as E from 'fp-ts/Either'
import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder } from 'kysely'
import type { Clock } from '@kartis/core'
import { rekeyLegacyCredits } from './legacy-credits'
import type { Engine, StorageDatabase } from './storage-database'
import { inTransaction, type Tx } from './transactions'

/** What a migration step runs with: the transaction, the engine (for its few differences) and the clock. */
export interface MigrationContext {
  readonly tx: Tx
  readonly engine: Engine
  readonly clock: Pick<Clock, 'now'>
}

/** One step of the schema: applied once, in version order, never edited after release. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly up: (context: MigrationContext) => Promise<void>
}

// Column types written once for both engines: epoch milliseconds need 64 bits on PostgreSQL
// (BIGINT; INTEGER affinity on SQLite), fractions need double precision there (REAL is 4 bytes).
const EPOCH_MS = 'bigint'
const FRACTION = 'double precision'

/** A 0/1 flag column. */
const flag =
  (name: string) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    column.notNull().check(sql`${sql.ref(name)} IN (0, 1)`)

/** A generated integer key: SQLite's rowid (AUTOINCREMENT: never reused), an identity column on PostgreSQL. */
const generatedKey =
  (engine: Engine, options: { readonly neverReuse?: boolean } = {}) =>
  (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder => {
    if (engine === 'postgres') return column.primaryKey().generatedByDefaultAsIdentity()
    return options.neverReuse === true ? column.primaryKey().autoIncrement() : column.primaryKey()
  }

/** SQLite stores a table keyed by its primary key only (no rowid) where lookups are by that key; PostgreSQL has no such option. */
const clusteredOnKey =
  (engine: Engine) =>
  <T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C> =>
    engine === 'sqlite' ? table.modifyEnd(sql`WITHOUT ROWID`) : table

/** A seat's key columns, shared by locks, holds and sold seats. */
const seatKey = <T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T, 'presentation_id' | 'section_id' | 'x' | 'y'> =>
  table
    .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())

const catalog = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createTable('price_policies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('ticket_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('ticket_group_id', 'integer', (c) => c.notNull().references('ticket_groups.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('service_charge', 'integer', (c) => c.notNull().check(sql`service_charge >= 0`))
    .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
    .addColumn('is_voucher_ticket', 'integer', flag('is_voucher_ticket'))
    .execute()
  await s.createIndex('tickets_by_group').on('tickets').columns(['ticket_group_id', 'position']).execute()
  await s
    .createTable('coupons')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('lookup', 'text', (c) => c.notNull().check(sql`lookup IN ('code', 'memberNumber')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
    .addColumn('multiply_factor', 'integer', (c) => c.notNull().check(sql`multiply_factor >= 1`))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .execute()
  await s
    .createTable('coupon_prices')
    .addColumn('code', 'text', (c) => c.notNull().references('coupons.code'))
    .addColumn('ticket_group_id', 'integer', (c) => c.notNull().references('ticket_groups.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().unique())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('service_charge', 'integer', (c) => c.notNull().check(sql`service_charge >= 0`))
    .addPrimaryKeyConstraint('coupon_prices_pkey', ['code', 'ticket_group_id'])
    .execute()
  await s
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('is_delivery_required', 'integer', flag('is_delivery_required'))
    .addColumn('max_quantity', 'integer')
    .execute()
  await s
    .createTable('venues')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('venue_type_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('seatplan_id', 'integer', (c) => c.unique())
    .addColumn('auth_profile_id', 'integer')
    .addColumn('business_id', 'integer')
    .addColumn('global_charge_name', 'text')
    .addColumn('global_charge_amount', 'integer')
    .addColumn('global_charge_percent', FRACTION)
    .addColumn('cancel_fee_kind', 'text', (c) => c.check(sql`cancel_fee_kind IN ('fixed', 'percent')`))
    .addColumn('cancel_fee_basis', 'text', (c) => c.check(sql`cancel_fee_basis IN ('perOrder', 'perTicket')`))
    .addColumn('cancel_fee_value', FRACTION)
    .execute()
  await s
    .createTable('venue_products')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_products_pkey', ['venue_id', 'product_id'])
    .execute()
  await s
    .createTable('venue_ticket_groups')
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('ticket_group_id', 'integer', (c) => c.notNull().references('ticket_groups.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('venue_ticket_groups_pkey', ['venue_id', 'ticket_group_id'])
    .execute()
  await s
    .createTable('sections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('seatplan_id', 'integer', (c) => c.notNull().references('venues.seatplan_id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_reserved', 'integer', flag('is_reserved'))
    .addColumn('capacity', 'integer')
    .addColumn('ticket_group_id', 'integer', (c) => c.references('ticket_groups.id'))
    .addColumn('x_offset', FRACTION)
    .addColumn('y_offset', FRACTION)
    .addColumn('width', FRACTION)
    .addColumn('height', FRACTION)
    .addColumn('rotate', FRACTION)
    .execute()
  await s.createIndex('sections_by_plan').on('sections').columns(['seatplan_id', 'position']).execute()
  await s
    .createTable('seat_groups')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('seats')
    .addColumn('section_id', 'integer', (c) => c.notNull().references('sections.id'))
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('seat_groups.id'))
    .addColumn('row_position', 'integer', (c) => c.notNull())
    .addColumn('seat_position', 'integer', (c) => c.notNull())
    .addColumn('row_name', 'text', (c) => c.notNull())
    .addColumn('seat_name', 'text', (c) => c.notNull())
    .addColumn('seatplan_x', 'integer', (c) => c.notNull())
    .addColumn('seatplan_y', 'integer', (c) => c.notNull())
    .addColumn('x_offset', FRACTION, (c) => c.notNull())
    .addColumn('y_offset', FRACTION, (c) => c.notNull())
    .addColumn('width', FRACTION, (c) => c.notNull())
    .addColumn('height', FRACTION, (c) => c.notNull())
    .addColumn('rotate', FRACTION, (c) => c.notNull())
    .addColumn('ticket_group_id', 'integer', (c) => c.references('ticket_groups.id'))
    .addColumn('attributes', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('seats_pkey', ['section_id', 'x', 'y'])
    .$call(clusteredOnKey(engine))
    .execute()
  await s.createIndex('seats_by_group').on('seats').columns(['group_id', 'row_position', 'seat_position']).execute()
  await s
    .createTable('features')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('feature_type_id', 'integer', (c) => c.notNull())
    .addColumn('feature_category_id', 'integer', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer')
    .addColumn('image_url', 'text')
    .execute()
  await s
    .createTable('presentations')
    .addColumn('id', 'integer', generatedKey(engine, { neverReuse: true }))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('features.id'))
    .addColumn('venue_id', 'integer', (c) => c.notNull().references('venues.id'))
    .addColumn('starts_at', EPOCH_MS)
    .addColumn('seating_policy_id', 'integer', (c) => c.notNull())
    .addColumn('max_seats', 'integer', (c) => c.notNull().check(sql`max_seats >= 1`))
    .addColumn('soldout', 'integer', flag('soldout'))
    .addColumn('service_charge', 'integer', (c) => c.notNull().check(sql`service_charge >= 0`))
    .execute()
  await s
    .createIndex('presentations_timed_slot')
    .unique()
    .on('presentations')
    .columns(['venue_id', 'starts_at'])
    .where(sql.ref('starts_at'), 'is not', null)
    .execute()
  await s
    .createIndex('presentations_untimed_slot')
    .unique()
    .on('presentations')
    .columns(['venue_id', 'feature_id'])
    .where(sql.ref('starts_at'), 'is', null)
    .execute()
  await s.createIndex('presentations_by_start').on('presentations').column('starts_at').execute()
  await s.createIndex('presentations_by_feature').on('presentations').columns(['feature_id', 'starts_at']).execute()
  await s
    .createTable('presentation_timers')
    .addColumn('presentation_id', 'integer', (c) => c.primaryKey().references('presentations.id'))
    .addColumn('time_in_seconds', 'integer', (c) => c.notNull().check(sql`time_in_seconds > 0`))
    .addColumn('url', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('mini_sites')
    .addColumn('url', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute()
  await s
    .createTable('mini_site_features')
    .addColumn('url', 'text', (c) => c.notNull().references('mini_sites.url'))
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('features.id'))
    .addPrimaryKeyConstraint('mini_site_features_pkey', ['url', 'feature_id'])
    .execute()
  await s
    .createTable('integrations')
    .addColumn('ts', 'text', (c) => c.notNull())
    .addColumn('ret', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('integration_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('integrations_pkey', ['ts', 'ret', 'key'])
    .execute()
}

const seatInventoryAndReservations = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createTable('seat_locks')
    .$call(seatKey)
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('ticket_group_id', 'integer')
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addPrimaryKeyConstraint('seat_locks_pkey', ['presentation_id', 'section_id', 'x', 'y'])
    .$call(clusteredOnKey(engine))
    .execute()
  await s.createIndex('seat_locks_by_uuid').on('seat_locks').columns(['uuid', 'expires_at']).execute()
  await s
    .createTable('seat_holds')
    .$call(seatKey)
    .addPrimaryKeyConstraint('seat_holds_pkey', ['presentation_id', 'section_id', 'x', 'y'])
    .$call(clusteredOnKey(engine))
    .execute()
  await s
    .createTable('reservations')
    .addColumn('reservation_identifier', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('presentation_id', 'integer', (c) => c.references('presentations.id'))
    .addColumn('res_state_id', 'integer', (c) => c.notNull().check(sql`res_state_id IN (1, 2, 3)`))
    .addColumn('is_unpaid', 'integer', flag('is_unpaid'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile_number', 'text', (c) => c.notNull())
    .addColumn('ssn', 'text', (c) => c.notNull())
    .addColumn('order_service_charge', 'integer', (c) => c.notNull().check(sql`order_service_charge >= 0`))
    .addColumn('cancel_fee_kind', 'text', (c) => c.check(sql`cancel_fee_kind IN ('fixed', 'percent')`))
    .addColumn('cancel_fee_basis', 'text', (c) => c.check(sql`cancel_fee_basis IN ('perOrder', 'perTicket')`))
    .addColumn('cancel_fee_value', FRACTION)
    .addColumn('payment_session_id', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('cancelled_at', EPOCH_MS)
    .addUniqueConstraint('reservations_uuid_idempotency_key', ['uuid', 'idempotency_key'])
    .execute()
  await s
    .createTable('reservation_tickets')
    .addColumn('ticket_identifier', 'text', (c) => c.primaryKey())
    .addColumn('reservation_identifier', 'text', (c) => c.notNull().references('reservations.reservation_identifier'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('seat', 'product')`))
    .addColumn('presentation_id', 'integer')
    .addColumn('ticket_id', 'integer')
    .addColumn('price_policy_id', 'integer')
    .addColumn('product_id', 'integer')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('service_charge', 'integer', (c) => c.notNull().check(sql`service_charge >= 0`))
    .execute()
  await s
    .createIndex('reservation_tickets_by_reservation')
    .on('reservation_tickets')
    .columns(['reservation_identifier', 'position'])
    .execute()
  await s
    .createTable('sold_seats')
    .$call(seatKey)
    .addColumn('reservation_identifier', 'text', (c) => c.notNull().references('reservations.reservation_identifier'))
    .addColumn('ticket_identifier', 'text', (c) => c.notNull().unique().references('reservation_tickets.ticket_identifier'))
    .addPrimaryKeyConstraint('sold_seats_pkey', ['presentation_id', 'section_id', 'x', 'y'])
    .$call(clusteredOnKey(engine))
    .execute()
  await s.createIndex('sold_seats_by_reservation').on('sold_seats').column('reservation_identifier').execute()
}

const vouchersLedgerAndPayments = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createTable('vouchers')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_gift_card', 'integer', flag('is_gift_card'))
    .addColumn('initial_balance', 'integer', (c) => c.notNull().check(sql`initial_balance >= 0`))
    .addColumn('expires_at', EPOCH_MS)
    .execute()
  await s
    .createTable('voucher_debits')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('vouchers.id'))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('reservation_identifier', 'text', (c) => c.references('reservations.reservation_identifier'))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await s.createIndex('voucher_debits_by_voucher').on('voucher_debits').column('voucher_id').execute()
  await s
    .createTable('coupon_redemptions')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('code', 'text', (c) => c.notNull().references('coupons.code'))
    .addColumn('count', 'integer', (c) => c.notNull().check(sql`count > 0`))
    .addColumn('reservation_identifier', 'text', (c) => c.references('reservations.reservation_identifier'))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await s.createIndex('coupon_redemptions_by_code').on('coupon_redemptions').column('code').execute()
  await s
    .createTable('payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('number_of_payments', 'integer', (c) => c.notNull().check(sql`number_of_payments >= 1`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'approved', 'declined')`))
    .addColumn('card_last4', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('settled_at', EPOCH_MS)
    .execute()
}

const smsOutbox = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('sms_outbox')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('to_number', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await tx.schema.createIndex('sms_outbox_by_number').on('sms_outbox').columns(['to_number', 'id']).execute()
}

/** §4 a lock reads one row of one section (the single-seat rule looks along a row). */
const seatRows = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.createIndex('sold_seats_by_row').on('sold_seats').columns(['presentation_id', 'section_id', 'y', 'x']).execute()
  await tx.schema.createIndex('seat_holds_by_row').on('seat_holds').columns(['presentation_id', 'section_id', 'y', 'x']).execute()
  await tx.schema.createIndex('seat_locks_by_row').on('seat_locks').columns(['presentation_id', 'section_id', 'y', 'x']).execute()
}

/**
 * §7 POST /cart: a visitor's carts, by cart id ('' for the open cart); the cart is the wire
 * codec's JSON (checked by the codec before it is written). §7 hold payment: a payment session
 * pays one reservation, looked up by the session.
 */
const savedCartsAndPaidHolds = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createIndex('reservations_by_payment_session')
    .on('reservations')
    .column('payment_session_id')
    .where(sql.ref('payment_session_id'), 'is not', null)
    .execute()
  await tx.schema
    .createTable('carts')
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('cart', 'text', (c) => c.notNull())
    .addColumn('saved_at', EPOCH_MS, (c) => c.notNull())
    .addPrimaryKeyConstraint('carts_pkey', ['uuid', 'cart_id'])
    .$call(clusteredOnKey(engine))
    .execute()
}

/**
 * §4 a lock reads the valid locks of its row and whose they are: with expires_at and uuid in
 * the row index that read never visits the table (the lock hot path, see takenInRow).
 */
const coveringRowIndexOfSeatLocks = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.dropIndex('seat_locks_by_row').execute()
  await tx.schema
    .createIndex('seat_locks_by_row')
    .on('seat_locks')
    .columns(['presentation_id', 'section_id', 'y', 'x', 'expires_at', 'uuid'])
    .execute()
}

/**
 * Issue 10 seat hoarding: places held per presentation are capped per client address as well
 * as per visitor id, so a lock records the address that took it (NULL for the box office's own).
 */
const clientAddressOfSeatLocks = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.alterTable('seat_locks').addColumn('client_address', 'text').execute()
  await tx.schema
    .createIndex('seat_locks_by_address')
    .on('seat_locks')
    .columns(['client_address', 'presentation_id', 'expires_at'])
    .where(sql.ref('client_address'), 'is not', null)
    .execute()
}

/**
 * §9 a cancellation's credit belongs to the visitor of its reservation and is named by a
 * random code; credits named 'CR-<reservation>' before this are re-keyed (rekeyLegacyCredits).
 */
const ownedCredits = async (context: MigrationContext): Promise<void> => {
  const { tx } = context
  await tx.schema.alterTable('vouchers').addColumn('owner_uuid', 'text').execute()
  await tx.schema.alterTable('vouchers').addColumn('owner_reservation', 'text').execute()
  await tx.schema
    .createIndex('vouchers_by_owner')
    .on('vouchers')
    .column('owner_uuid')
    .where(sql.ref('owner_uuid'), 'is not', null)
    .execute()
  await rekeyLegacyCredits(tx, context.clock)
}

/**
 * Issue 11, one schema on two engines: codes are looked up case-insensitively through lower(code)
 * (SQLite's COLLATE NOCASE does not exist on PostgreSQL), each with its expression index; and the
 * sweep of expired seat locks finds them by expiry.
 */
const portableLookups = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema
    .createIndex('vouchers_by_lower_code')
    .unique()
    .on('vouchers')
    .expression(sql`lower(code)`)
    .execute()
  await tx.schema
    .createIndex('coupons_by_lower_code')
    .on('coupons')
    .expression(sql`lower(code)`)
    .execute()
  await tx.schema.createIndex('seat_locks_by_expiry').on('seat_locks').column('expires_at').execute()
}

/**
 * §2/§7 saved carts by their link: POST /cart keeps a cart under a random id told only to whoever
 * saved it (the /cart/{resId} link), stored as its SHA-256 so the database alone opens no cart;
 * the cart (the wire codec's JSON, without the customer's details), who saved it, until when the
 * link opens it, and the number its link was sent to by SMS (what the per-number SMS limit
 * counts). They replace the per-visitor carts of version 6, which nothing could open from a link.
 */
const savedCartLinks = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema.dropTable('carts').execute()
  await tx.schema
    .createTable('saved_carts')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('cart', 'text', (c) => c.notNull())
    .addColumn('saved_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('sms_to', 'text')
    .$call(clusteredOnKey(engine))
    .execute()
  await tx.schema
    .createIndex('saved_carts_by_sms_number')
    .on('saved_carts')
    .columns(['sms_to', 'saved_at'])
    .where(sql.ref('sms_to'), 'is not', null)
    .execute()
}

/**
 * §4/§9 a reservation modified from /cart/{resId}: each modification, its visitor, the key of its
 * commit and the digest of its cart (a retry of the same cart answers the reservation again), the payment session that paid the
 * difference (one session pays one order or one modification), the lines it released and added,
 * and the difference charged. The released lines themselves leave reservation_tickets.
 */
const reservationModifications = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('reservation_modifications')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('reservation_identifier', 'text', (c) => c.notNull().references('reservations.reservation_identifier'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('cart_digest', 'text', (c) => c.notNull())
    .addColumn('payment_session_id', 'text')
    .addColumn('released', 'text', (c) => c.notNull())
    .addColumn('added', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addUniqueConstraint('reservation_modifications_uuid_idempotency_key', ['uuid', 'idempotency_key'])
    .execute()
  await tx.schema
    .createIndex('reservation_modifications_by_payment_session')
    .on('reservation_modifications')
    .column('payment_session_id')
    .where(sql.ref('payment_session_id'), 'is not', null)
    .execute()
}

/** Issue 12/13 a table of server-side sessions (customers' or staff's: the same columns but the owner's). */
const createSessions = async (tx: Tx, engine: Engine, table: string, owner: string, ownerKey: string): Promise<void> => {
  await tx.schema
    .createTable(table)
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn(owner, 'integer', (c) => c.notNull().references(ownerKey))
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('last_seen_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('idle_expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('absolute_expires_at', EPOCH_MS, (c) => c.notNull())
    .$call(clusteredOnKey(engine))
    .execute()
}

/**
 * Issue 12 customer accounts: the customer (one per mobile number; an ID number and an e-mail
 * belong to one customer at most, the e-mail compared in lower case), its server-side sessions
 * (only a hash of the session id is kept), the one-time login codes (only a hash of the code;
 * who asked, from where, how many tries) and the redeemed /customer/{token} links. A reservation
 * names the customer logged in when it was bought; the customer area also finds a customer's
 * reservations by its verified mobile number, hence that index.
 */
/** Issue 12 a one-time code's purpose is one of these. */
const purposeCheck = (purposes: readonly string[]) =>
  sql`purpose IN (${sql.join(
    purposes.map((purpose) => sql.lit(purpose)),
    sql`, `,
  )})`

/** Issue 12 the one-time codes' table, under `table`, for codes of the given purposes. */
const createLoginCodes = async (tx: Tx, engine: Engine, table: string, purposes: readonly string[]): Promise<void> => {
  await tx.schema
    .createTable(table)
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('visitor_uuid', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull().check(purposeCheck(purposes)))
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('creates_customer', 'integer', flag('creates_customer'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('consumed_at', EPOCH_MS)
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
}

const indexLoginCodes = async (tx: Tx): Promise<void> => {
  const s = tx.schema
  await s.createIndex('login_codes_by_visitor').on('login_codes').columns(['visitor_uuid', 'purpose', 'created_at']).execute()
  await s.createIndex('login_codes_by_target').on('login_codes').columns(['target', 'created_at']).execute()
  await s.createIndex('login_codes_by_phone').on('login_codes').columns(['phone', 'created_at']).execute()
}

const customerAccounts = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createTable('customers')
    .addColumn('id', 'integer', generatedKey(engine, { neverReuse: true }))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('ssn', 'text')
    .addColumn('email', 'text')
    .addColumn('mobile', 'text', (c) => c.notNull().unique())
    .addColumn('mobile_verified_at', EPOCH_MS)
    .addColumn('password_hash', 'text')
    .addColumn('is_sms_allowed', 'integer', flag('is_sms_allowed'))
    .addColumn('is_email_allowed', 'integer', flag('is_email_allowed'))
    .addColumn('is_mailing_allowed', 'integer', flag('is_mailing_allowed'))
    .addColumn('address1', 'text')
    .addColumn('city', 'text')
    .addColumn('date_of_birth', 'text')
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await s
    .createIndex('customers_by_lower_email')
    .unique()
    .on('customers')
    .expression(sql`lower(email)`)
    .where(sql.ref('email'), 'is not', null)
    .execute()
  await s.createIndex('customers_by_ssn').unique().on('customers').column('ssn').where(sql.ref('ssn'), 'is not', null).execute()
  await createSessions(tx, engine, 'customer_sessions', 'customer_id', 'customers.id')
  await s.createIndex('customer_sessions_by_customer').on('customer_sessions').column('customer_id').execute()
  await s.createIndex('customer_sessions_by_expiry').on('customer_sessions').column('idle_expires_at').execute()
  await createLoginCodes(tx, engine, 'login_codes', ['customerArea', 'checkout'])
  await indexLoginCodes(tx)
  await s
    .createTable('redeemed_login_links')
    .addColumn('token_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('redeemed_at', EPOCH_MS, (c) => c.notNull())
    .$call(clusteredOnKey(engine))
    .execute()
  await tx.schema
    .alterTable('reservations')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .execute()
  await s
    .createIndex('reservations_by_customer')
    .on('reservations')
    .column('customer_id')
    .where(sql.ref('customer_id'), 'is not', null)
    .execute()
  await s.createIndex('reservations_by_mobile').on('reservations').column('mobile_number').execute()
}

/**
 * Issue 12 a new purpose of one-time codes: the purpose check is widened to `purposes`. PostgreSQL
 * changes the check in place; SQLite cannot, so the table is made again with it, its rows and ids kept.
 */
const widenLoginCodePurposes = async ({ tx, engine }: MigrationContext, purposes: readonly string[]): Promise<void> => {
  if (engine === 'postgres') {
    // PostgreSQL names a column's check <table>_<column>_check.
    await sql`ALTER TABLE login_codes DROP CONSTRAINT login_codes_purpose_check`.execute(tx)
    await sql`ALTER TABLE login_codes ADD CONSTRAINT login_codes_purpose_check CHECK (${purposeCheck(purposes)})`.execute(tx)
    return
  }
  await createLoginCodes(tx, engine, 'login_codes_widened', purposes)
  await sql`INSERT INTO login_codes_widened SELECT * FROM login_codes`.execute(tx)
  await tx.schema.dropTable('login_codes').execute()
  await tx.schema.alterTable('login_codes_widened').renameTo('login_codes').execute()
  await indexLoginCodes(tx)
}

/** §2 the VOD screen's one-time codes are login codes of their own purpose, 'vod'. */
const vodCodes = (context: MigrationContext): Promise<void> => widenLoginCodePurposes(context, ['customerArea', 'checkout', 'vod'])

/**
 * §3/§6 members, keyed by member number: the member of a membership, owned by a customer (null:
 * a member number not linked to an account). Dates are calendar days (YYYY-MM-DD, the end date
 * lasting its whole day). A hold order (§4) needs an active one; memberships are sold by a later
 * issue, the demo seeds them.
 */
const members = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('members')
    .addColumn('member_number', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('membership_type_id', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balance >= 0`),
    )
    .addColumn('used_balance', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`used_balance >= 0`),
    )
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('allow_member_sale_tickets', 'integer', flag('allow_member_sale_tickets'))
    .execute()
  await tx.schema
    .createIndex('members_by_customer')
    .on('members')
    .column('customer_id')
    .where(sql.ref('customer_id'), 'is not', null)
    .execute()
}

/**
 * Issue 12 e-mail: the development outbox of the EmailSender port (what would have been sent,
 * for tests and GET /api/dev/email-outbox), and the login links asked for by e-mail address
 * (counted per address an hour, so nobody floods an inbox; kept whether or not a customer has it).
 */
const emailOutboxAndLoginLinkRequests = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await tx.schema.createIndex('email_outbox_by_address').on('email_outbox').columns(['to_address', 'id']).execute()
  await tx.schema
    .createTable('login_link_requests')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('client_address', 'text', (c) => c.notNull())
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await tx.schema.createIndex('login_link_requests_by_email').on('login_link_requests').columns(['email', 'created_at']).execute()
}

/**
 * Issue 13 the producer reports (§7 live area): indexes the grouped report queries read by (a
 * presentation's ticket lines with what they count and sum; a reservation's state beside its
 * key; a presentation's reservations by state), and the ticket-reference admin's tables — the agents who hand out references, the
 * options (a price row a reference pair may buy at, with its quantity) and the references a
 * ticket line was bought under.
 */
const liveReports = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createIndex('reservation_tickets_by_presentation')
    .on('reservation_tickets')
    .columns(['presentation_id', 'kind', 'ticket_id', 'reservation_identifier', 'quantity', 'amount'])
    .execute()
  await s.createIndex('reservations_state').on('reservations').columns(['reservation_identifier', 'is_unpaid', 'res_state_id']).execute()
  await s.createIndex('reservations_by_presentation').on('reservations').columns(['presentation_id', 'is_unpaid', 'res_state_id']).execute()
  await s.createIndex('venues_by_business').on('venues').columns(['business_id', 'location_id']).execute()
  await s.alterTable('reservation_tickets').addColumn('reference1', 'text').execute()
  await s.alterTable('reservation_tickets').addColumn('reference2', 'text').execute()
  await s
    .createIndex('reservation_tickets_by_reference')
    .on('reservation_tickets')
    .columns(['reference1', 'reference2', 'ticket_id'])
    .where(sql.ref('reference1'), 'is not', null)
    .execute()
  await s
    .createTable('ticket_reference_agents')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reference1', 'text', (c) => c.notNull())
    .addUniqueConstraint('ticket_reference_agents_reference', ['business_id', 'reference1'])
    .execute()
  await s
    .createTable('ticket_reference_options')
    .addColumn('price_type', 'integer', (c) => c.notNull())
    .addColumn('price_id', 'integer', (c) => c.notNull())
    .addColumn('price_row_id', 'integer', (c) => c.notNull())
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addColumn('reference1', 'text', (c) => c.notNull())
    .addColumn('reference2', 'text', (c) => c.notNull())
    .addColumn('feature_id', 'integer', (c) => c.notNull().references('features.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull())
    .addColumn('price_policy_id', 'integer', (c) => c.notNull())
    .addColumn('presentation_id', 'integer', (c) => c.references('presentations.id'))
    .addColumn('feature_category_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addPrimaryKeyConstraint('ticket_reference_options_pkey', ['price_type', 'price_id', 'price_row_id'])
    .execute()
  await s
    .createIndex('ticket_reference_options_by_pair')
    .on('ticket_reference_options')
    .columns(['business_id', 'reference1', 'reference2'])
    .execute()
}

/**
 * Issue 13 staff of the producer console (§6): users (argon2id password hash, an optional TOTP
 * secret, disabled rather than deleted so the audit log keeps naming them), their permissions
 * and businesses, server-side sessions (as customers'), the pending second-factor step of a
 * login, and the audit log of what they did to reservations.
 */
const staffAccounts = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const s = tx.schema
  await s
    .createTable('staff_users')
    .addColumn('id', 'integer', generatedKey(engine, { neverReuse: true }))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('totp_secret', 'text')
    .addColumn('totp_last_step', 'integer')
    .addColumn('disabled_at', EPOCH_MS)
    .addColumn('created_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await s
    .createIndex('staff_users_by_lower_email')
    .unique()
    .on('staff_users')
    .expression(sql`lower(email)`)
    .execute()
  await s
    .createTable('staff_permissions')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('permission', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_permissions_pk', ['staff_id', 'permission'])
    .$call(clusteredOnKey(engine))
    .execute()
  await s
    .createTable('staff_businesses')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('business_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_businesses_pk', ['staff_id', 'business_id'])
    .$call(clusteredOnKey(engine))
    .execute()
  await createSessions(tx, engine, 'staff_sessions', 'staff_id', 'staff_users.id')
  await s.createIndex('staff_sessions_by_staff').on('staff_sessions').column('staff_id').execute()
  await s
    .createTable('staff_login_challenges')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .$call(clusteredOnKey(engine))
    .execute()
  await createStaffAuditLog(tx, engine, 'staff_audit_log', ['cancel', 'resend', 'sendTickets', 'editQuantity'])
  await indexStaffAuditLog(tx)
}

const actionCheck = (actions: readonly string[]) =>
  sql`action IN (${sql.join(
    actions.map((action) => sql.lit(action)),
    sql`, `,
  )})`

/** Issue 13 the staff audit log's table, under `table`, for entries of the given actions. */
const createStaffAuditLog = async (tx: Tx, engine: Engine, table: string, actions: readonly string[]): Promise<void> => {
  await tx.schema
    .createTable(table)
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('at', EPOCH_MS, (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(actionCheck(actions)))
    .addColumn('reservation_identifier', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .execute()
}

const indexStaffAuditLog = async (tx: Tx): Promise<void> => {
  await tx.schema.createIndex('staff_audit_log_by_reservation').on('staff_audit_log').columns(['reservation_identifier', 'at']).execute()
}

/** Issue 13 producer seat sales (POST /payment/commit by a staff user) are written to the staff audit log as 'producerSeats'. */
const producerSeatsAudited = async ({ tx, engine }: MigrationContext): Promise<void> => {
  const actions = ['cancel', 'resend', 'sendTickets', 'editQuantity', 'producerSeats']
  if (engine === 'postgres') {
    // PostgreSQL names a column's check <table>_<column>_check.
    await sql`ALTER TABLE staff_audit_log DROP CONSTRAINT staff_audit_log_action_check`.execute(tx)
    await sql`ALTER TABLE staff_audit_log ADD CONSTRAINT staff_audit_log_action_check CHECK (${actionCheck(actions)})`.execute(tx)
    return
  }
  // SQLite cannot change a check: the table is made again with it, its rows and ids kept.
  await createStaffAuditLog(tx, engine, 'staff_audit_log_v19', actions)
  await sql`INSERT INTO staff_audit_log_v19 SELECT * FROM staff_audit_log`.execute(tx)
  await tx.schema.dropTable('staff_audit_log').execute()
  await tx.schema.alterTable('staff_audit_log_v19').renameTo('staff_audit_log').execute()
  await indexStaffAuditLog(tx)
}

/**
 * Issue 14 the partner integration a reservation was bought through (a visitor handed over with
 * TS/ret/key), and the mini-sites a visitor enters with reference codes.
 */
const partnersAndReferenceMiniSites = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.alterTable('reservations').addColumn('integration_id', 'text').execute()
  await tx.schema
    .alterTable('mini_sites')
    .addColumn('by_reference', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

/**
 * Issue 14 what the box office sells besides events, stored as the rest of the catalogue: voucher
 * super classes, the vouchers and gift cards on sale with their prices, the extras a voucher order
 * may add (rows of products), donation causes with their fixed and free amounts, the service
 * charge of each order kind; and the voucher and donation lines a reservation sold.
 */
const vouchersAndDonationsOnSale = async ({ tx }: MigrationContext): Promise<void> => {
  const s = tx.schema
  const amount = (name: string) => (c: ColumnDefinitionBuilder) => c.notNull().check(sql`${sql.ref(name)} >= 0`)
  await s
    .createTable('voucher_super_classes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('sale_vouchers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('class_id', 'integer', (c) => c.notNull())
    .addColumn('super_class_id', 'integer', (c) => c.notNull().references('voucher_super_classes.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_gift_card', 'integer', flag('is_gift_card'))
    .addColumn('min_age', 'integer')
    .addColumn('max_age', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('sale_voucher_prices')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('voucher_id', 'integer', (c) => c.notNull().references('sale_vouchers.id'))
    .addColumn('price', 'integer', amount('price'))
    .addColumn('redemption_reference', 'text')
    .addColumn('redemption_price', 'integer')
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('sale_order_products')
    .addColumn('order_kind', 'text', (c) => c.notNull().check(sql`order_kind IN ('vouchers', 'donations')`))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('sale_order_products_pkey', ['order_kind', 'product_id'])
    .execute()
  await s
    .createTable('sale_order_charges')
    .addColumn('order_kind', 'text', (c) => c.primaryKey().check(sql`order_kind IN ('vouchers', 'donations')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', amount('amount'))
    .addColumn('percent', FRACTION, (c) => c.notNull())
    .execute()
  await s
    .createTable('donation_causes')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('donation_details')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('donation_id', 'integer', (c) => c.notNull().references('donation_causes.id'))
    .addColumn('amount', 'integer', amount('amount'))
    .addColumn('is_custom_amount', 'integer', flag('is_custom_amount'))
    .addColumn('min_amount', 'integer', amount('min_amount'))
    .addColumn('max_amount', 'integer', amount('max_amount'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await s
    .createTable('reservation_sale_lines')
    .addColumn('reservation_identifier', 'text', (c) => c.notNull().references('reservations.reservation_identifier'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('voucher', 'donation')`))
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('price_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 1`))
    .addColumn('amount', 'integer', amount('amount'))
    .addPrimaryKeyConstraint('reservation_sale_lines_pkey', ['reservation_identifier', 'position'])
    .execute()
}

/** §5 issue 14 the waiver: a voucher line of an age-limited voucher records its jumper's date of birth (YYYY-MM-DD). */
const jumperDateOfBirth = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.alterTable('reservation_sale_lines').addColumn('jumper_date_of_birth', 'text').execute()
}

/**
 * §3 the storage schema as versioned steps, written once with Kysely's schema builder for SQLite
 * and PostgreSQL. Facts are stored, the rest is derived by queries: a seat is sold while a
 * sold_seats row holds it, locked while a seat_locks row with expires_at > now holds it; a
 * voucher's balance is its initial balance minus its debits.
 */
/** Issue 14 a member bought in the shop names the reservation it was bought with (its e-document lists the member number). */
const membersBoughtWithReservations = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema
    .alterTable('members')
    .addColumn('reservation_identifier', 'text', (c) => c.references('reservations.reservation_identifier'))
    .execute()
  await tx.schema
    .createIndex('members_by_reservation')
    .on('members')
    .column('reservation_identifier')
    .where(sql.ref('reservation_identifier'), 'is not', null)
    .execute()
}

/** Issue 14 §3 the enrolment a reservation bought (one per reservation): its season, rate and whether it kept one fixed seat. */
const enrolmentsOfReservations = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('reservation_enrolments')
    .addColumn('reservation_identifier', 'text', (c) => c.primaryKey().references('reservations.reservation_identifier'))
    .addColumn('membership_id', 'integer', (c) => c.notNull())
    .addColumn('season_id', 'integer', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.notNull())
    .addColumn('season_name', 'text', (c) => c.notNull())
    .addColumn('rate_name', 'text', (c) => c.notNull())
    .addColumn('is_fixed_seat', 'integer', flag('is_fixed_seat'))
    .execute()
}

/**
 * Issue 15 §1/§2 venues' settings, one row per business (the manager's settings as JSON, validated
 * by the core before they are written), and the host names that reach each venue. Slugs and host
 * names are unique on the install, so two venues can never claim one address.
 */
const venueSettings = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('venue_settings')
    .addColumn('business_id', 'integer', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('settings', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().check(sql`revision >= 1`))
    .addColumn('updated_at', EPOCH_MS, (c) => c.notNull())
    .execute()
  await clusteredOnKey(engine)(
    tx.schema
      .createTable('venue_host_names')
      .addColumn('host_name', 'text', (c) => c.primaryKey())
      .addColumn('business_id', 'integer', (c) => c.notNull().references('venue_settings.business_id')),
  ).execute()
  await tx.schema.createIndex('venue_host_names_by_business').on('venue_host_names').column('business_id').execute()
}

/**
 * Issue 15 §5 ticket types by look-up: a benefit price a ticket group gives by ID number, mobile
 * number or one-time code (one per group and kind), the ID or mobile numbers eligible for it, and
 * the grants a successful look-up issues — a random token the cart carries as the ticket's code,
 * redeemed once by the commit (the holder's keyed hash kept, never the number, so one holder gets
 * one benefit ticket per presentation). One-time codes of the look-up are login codes of their own
 * purpose, 'ticketLookup'.
 */
const ticketLookupBenefits = async (context: MigrationContext): Promise<void> => {
  const { tx, engine } = context
  await tx.schema
    .createTable('lookup_benefits')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('ticket_group_id', 'integer', (c) => c.notNull().references('ticket_groups.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('idNumber', 'mobile', 'oneTimeCode')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('ticket_id', 'integer', (c) => c.notNull().unique())
    .addColumn('price_policy_id', 'integer', (c) => c.notNull().references('price_policies.id'))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('service_charge', 'integer', (c) => c.notNull().check(sql`service_charge >= 0`))
    .addUniqueConstraint('lookup_benefits_group_kind', ['ticket_group_id', 'kind'])
    .execute()
  await clusteredOnKey(engine)(
    tx.schema
      .createTable('lookup_eligibles')
      .addColumn('benefit_id', 'integer', (c) => c.notNull().references('lookup_benefits.id'))
      .addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lookup_eligibles_pkey', ['benefit_id', 'value']),
  ).execute()
  await clusteredOnKey(engine)(
    tx.schema
      .createTable('lookup_grants')
      .addColumn('token', 'text', (c) => c.primaryKey())
      .addColumn('benefit_id', 'integer', (c) => c.notNull().references('lookup_benefits.id'))
      .addColumn('presentation_id', 'integer', (c) => c.notNull().references('presentations.id'))
      .addColumn('holder_hash', 'text', (c) => c.notNull())
      .addColumn('visitor_uuid', 'text', (c) => c.notNull())
      .addColumn('expires_at', EPOCH_MS, (c) => c.notNull())
      .addColumn('redeemed_at', EPOCH_MS)
      .addColumn('reservation_identifier', 'text', (c) => c.references('reservations.reservation_identifier'))
      .addColumn('created_at', EPOCH_MS, (c) => c.notNull()),
  ).execute()
  await tx.schema
    .createIndex('lookup_grants_by_holder')
    .on('lookup_grants')
    .columns(['benefit_id', 'presentation_id', 'holder_hash'])
    .execute()
  await widenLoginCodePurposes(context, ['customerArea', 'checkout', 'vod', 'ticketLookup'])
}

/**
 * Issue 15 §4 the audit log of venue managers' saves: one row per save (who, when, the revision it
 * made, the changed fields), written in the save's transaction, read newest first per venue.
 */
const venueSettingsAudit = async ({ tx, engine }: MigrationContext): Promise<void> => {
  await tx.schema
    .createTable('venue_settings_audit')
    .addColumn('id', 'integer', generatedKey(engine))
    .addColumn('business_id', 'integer', (c) => c.notNull().references('venue_settings.business_id'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff_users.id'))
    .addColumn('at', EPOCH_MS, (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute()
  await tx.schema.createIndex('venue_settings_audit_by_venue').on('venue_settings_audit').columns(['business_id', 'at', 'id']).execute()
}

/**
 * Issue 15 §2 the business that sells a voucher or a donation cause: a venue's host or prefix
 * offers only its own; null (what was on sale before) belongs to the install, offered on its default host.
 */
const businessesOfSales = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.alterTable('sale_vouchers').addColumn('business_id', 'integer').execute()
  await tx.schema.alterTable('donation_causes').addColumn('business_id', 'integer').execute()
}

/** Issue 15 §2 an order without a presentation (vouchers, donations) keeps the venue it was bought at. */
const businessOfSaleOrders = async ({ tx }: MigrationContext): Promise<void> => {
  await tx.schema.alterTable('reservations').addColumn('business_id', 'integer').execute()
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'catalog', up: catalog },
  { version: 2, name: 'seat inventory and reservations', up: seatInventoryAndReservations },
  { version: 3, name: 'vouchers, coupon ledger and payment sessions', up: vouchersLedgerAndPayments },
  { version: 4, name: 'sms outbox', up: smsOutbox },
  { version: 5, name: 'seat rows', up: seatRows },
  { version: 6, name: 'saved carts and paid holds', up: savedCartsAndPaidHolds },
  { version: 7, name: 'covering row index of seat locks', up: coveringRowIndexOfSeatLocks },
  { version: 8, name: 'client address of seat locks', up: clientAddressOfSeatLocks },
  { version: 9, name: 'owned, unguessable transaction credits', up: ownedCredits },
  { version: 10, name: 'portable code look-ups and lock expiry', up: portableLookups },
  { version: 11, name: 'customer accounts, sessions and login codes', up: customerAccounts },
  { version: 12, name: 'one-time codes of the VOD screen', up: vodCodes },
  { version: 13, name: 'members of customers', up: members },
  { version: 14, name: 'saved carts by their link', up: savedCartLinks },
  { version: 15, name: 'reservation modifications', up: reservationModifications },
  { version: 16, name: 'e-mail outbox and login link requests', up: emailOutboxAndLoginLinkRequests },
  { version: 17, name: 'staff accounts, sessions and audit log', up: staffAccounts },
  { version: 18, name: 'live reports and ticket references', up: liveReports },
  { version: 19, name: 'producer seat sales in the staff audit log', up: producerSeatsAudited },
  { version: 20, name: 'members bought with a reservation', up: membersBoughtWithReservations },
  { version: 21, name: 'partner integrations of reservations, mini-sites by reference', up: partnersAndReferenceMiniSites },
  { version: 22, name: 'vouchers and donations on sale', up: vouchersAndDonationsOnSale },
  { version: 23, name: 'the waiver jumper of a voucher line', up: jumperDateOfBirth },
  { version: 24, name: 'enrolments of reservations', up: enrolmentsOfReservations },
  { version: 25, name: 'venue settings and host names', up: venueSettings },
  { version: 26, name: 'ticket look-ups by ID number, mobile number and one-time code', up: ticketLookupBenefits },
  { version: 27, name: 'audit log of venue settings', up: venueSettingsAudit },
  { version: 28, name: 'the business of vouchers and donation causes on sale', up: businessesOfSales },
  { version: 29, name: 'the business of orders without a presentation', up: businessOfSaleOrders },
]

/** A schema newer than this code: the start stops (an older server must not write a newer schema). */
export class SchemaTooNewError extends Error {}

const ensureLedger = async (tx: Tx): Promise<void> => {
  await tx.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('version', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('applied_at', EPOCH_MS, (c) => c.notNull())
    .execute()
}

/** §3 schema: the highest migration version applied (0 for a new database). */
export const schemaVersion = async (tx: Tx): Promise<number> => {
  await ensureLedger(tx)
  const row = await tx
    .selectFrom('schema_migrations')
    .select((eb) => eb.fn.max('version').as('version'))
    .executeTakeFirst()
  return row?.version ?? 0
}

const assertOrdered = (migrations: readonly Migration[]): void => {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`migration ${migration.name} has version ${migration.version}, expected ${index + 1}`)
  })
}

/** Any constant: the PostgreSQL advisory lock that lets one instance at a time migrate. */
const MIGRATION_LOCK = 7_261_001

/**
 * §3 schema: applies, in one transaction, every migration above the database's version up to
 * `target` (default: the latest), and returns those it applied (none when up to date). Several
 * instances starting at once on PostgreSQL take turns (an advisory lock), so each step runs once.
 * A database newer than the code throws SchemaTooNewError.
 */
export const migrateToLatest = async (
  database: StorageDatabase,
  clock: Pick<Clock, 'now'>,
  migrations: readonly Migration[] = MIGRATIONS,
  target: number = migrations.length,
): Promise<readonly Migration[]> => {
  assertOrdered(migrations)
  const result = await inTransaction(database, async (tx) => {
    if (database.engine === 'postgres') await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx)
    const current = await schemaVersion(tx)
    if (current > migrations.length)
      throw new SchemaTooNewError(
        `the database's schema is version ${current}, newer than this server knows (${migrations.length}): run the newer server, or restore a backup`,
      )
    const pending = migrations.filter((m) => m.version > current && m.version <= target)
    for (const migration of pending) {
      await migration.up({ tx, engine: database.engine, clock })
      await tx
        .insertInto('schema_migrations')
        .values({ version: migration.version, name: migration.name, applied_at: clock.now() })
        .execute()
    }
    return E.right(pending)
  })
  if (E.isLeft(result)) throw new Error('migration transaction refused')
  return result.right
}
