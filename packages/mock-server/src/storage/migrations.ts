import type Database from 'better-sqlite3'
import type { Clock } from '@kartis/core'
import { rekeyLegacyCredits } from './legacy-credits'

/** One step of the schema: applied once, in version order, never edited after release. */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly sql: string
  /** A data step after the SQL, in the same transaction, for what SQL alone cannot do well (random codes). */
  readonly run?: (db: Database.Database, clock: Pick<Clock, 'now'>) => void
}

/**
 * §3 the storage schema as versioned steps. Money columns hold agorot (integers); times hold
 * epoch milliseconds. Facts are stored, the rest is derived by queries: a seat is sold while a
 * sold_seats row holds it, locked while a seat_locks row with expires_at > now holds it; a
 * voucher's balance is its initial balance minus its debits.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalog',
    sql: `
CREATE TABLE price_policies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE ticket_groups (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE tickets (
  id INTEGER PRIMARY KEY,
  ticket_group_id INTEGER NOT NULL REFERENCES ticket_groups(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  service_charge INTEGER NOT NULL CHECK (service_charge >= 0),
  price_policy_id INTEGER NOT NULL REFERENCES price_policies(id),
  is_voucher_ticket INTEGER NOT NULL CHECK (is_voucher_ticket IN (0, 1))
);
CREATE INDEX tickets_by_group ON tickets(ticket_group_id, position);
CREATE TABLE coupons (
  code TEXT PRIMARY KEY,
  lookup TEXT NOT NULL CHECK (lookup IN ('code', 'memberNumber')),
  name TEXT NOT NULL,
  price_policy_id INTEGER NOT NULL REFERENCES price_policies(id),
  multiply_factor INTEGER NOT NULL CHECK (multiply_factor >= 1),
  balance INTEGER NOT NULL CHECK (balance >= 0)
);
CREATE TABLE coupon_prices (
  code TEXT NOT NULL REFERENCES coupons(code),
  ticket_group_id INTEGER NOT NULL REFERENCES ticket_groups(id),
  ticket_id INTEGER NOT NULL UNIQUE,
  price INTEGER NOT NULL CHECK (price >= 0),
  service_charge INTEGER NOT NULL CHECK (service_charge >= 0),
  PRIMARY KEY (code, ticket_group_id)
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price >= 0),
  is_delivery_required INTEGER NOT NULL CHECK (is_delivery_required IN (0, 1)),
  max_quantity INTEGER
);
CREATE TABLE venues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  venue_type_id INTEGER NOT NULL,
  location_id INTEGER NOT NULL,
  seatplan_id INTEGER UNIQUE,
  auth_profile_id INTEGER,
  business_id INTEGER,
  global_charge_name TEXT,
  global_charge_amount INTEGER,
  global_charge_percent REAL,
  cancel_fee_kind TEXT CHECK (cancel_fee_kind IN ('fixed', 'percent')),
  cancel_fee_basis TEXT CHECK (cancel_fee_basis IN ('perOrder', 'perTicket')),
  cancel_fee_value REAL
);
CREATE TABLE venue_products (
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (venue_id, product_id)
);
CREATE TABLE venue_ticket_groups (
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  ticket_group_id INTEGER NOT NULL REFERENCES ticket_groups(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (venue_id, ticket_group_id)
);
CREATE TABLE sections (
  id INTEGER PRIMARY KEY,
  seatplan_id INTEGER NOT NULL REFERENCES venues(seatplan_id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  is_reserved INTEGER NOT NULL CHECK (is_reserved IN (0, 1)),
  capacity INTEGER,
  ticket_group_id INTEGER REFERENCES ticket_groups(id),
  x_offset REAL,
  y_offset REAL,
  width REAL,
  height REAL,
  rotate REAL
);
CREATE INDEX sections_by_plan ON sections(seatplan_id, position);
CREATE TABLE seat_groups (
  id INTEGER PRIMARY KEY,
  section_id INTEGER NOT NULL REFERENCES sections(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL
);
CREATE TABLE seats (
  section_id INTEGER NOT NULL REFERENCES sections(id),
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  group_id INTEGER NOT NULL REFERENCES seat_groups(id),
  row_position INTEGER NOT NULL,
  seat_position INTEGER NOT NULL,
  row_name TEXT NOT NULL,
  seat_name TEXT NOT NULL,
  seatplan_x INTEGER NOT NULL,
  seatplan_y INTEGER NOT NULL,
  x_offset REAL NOT NULL,
  y_offset REAL NOT NULL,
  width REAL NOT NULL,
  height REAL NOT NULL,
  rotate REAL NOT NULL,
  ticket_group_id INTEGER REFERENCES ticket_groups(id),
  attributes TEXT NOT NULL,
  PRIMARY KEY (section_id, x, y)
) WITHOUT ROWID;
CREATE INDEX seats_by_group ON seats(group_id, row_position, seat_position);
CREATE TABLE features (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  feature_type_id INTEGER NOT NULL,
  feature_category_id INTEGER NOT NULL,
  duration_minutes INTEGER,
  image_url TEXT
);
CREATE TABLE presentations (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  feature_id INTEGER NOT NULL REFERENCES features(id),
  venue_id INTEGER NOT NULL REFERENCES venues(id),
  starts_at INTEGER,
  seating_policy_id INTEGER NOT NULL,
  max_seats INTEGER NOT NULL CHECK (max_seats >= 1),
  soldout INTEGER NOT NULL CHECK (soldout IN (0, 1)),
  service_charge INTEGER NOT NULL CHECK (service_charge >= 0)
);
CREATE UNIQUE INDEX presentations_timed_slot ON presentations(venue_id, starts_at) WHERE starts_at IS NOT NULL;
CREATE UNIQUE INDEX presentations_untimed_slot ON presentations(venue_id, feature_id) WHERE starts_at IS NULL;
CREATE INDEX presentations_by_start ON presentations(starts_at);
CREATE INDEX presentations_by_feature ON presentations(feature_id, starts_at);
CREATE TABLE presentation_timers (
  presentation_id INTEGER PRIMARY KEY REFERENCES presentations(id),
  time_in_seconds INTEGER NOT NULL CHECK (time_in_seconds > 0),
  url TEXT NOT NULL
);
CREATE TABLE mini_sites (
  url TEXT PRIMARY KEY,
  name TEXT NOT NULL
);
CREATE TABLE mini_site_features (
  url TEXT NOT NULL REFERENCES mini_sites(url),
  feature_id INTEGER NOT NULL REFERENCES features(id),
  PRIMARY KEY (url, feature_id)
);
CREATE TABLE integrations (
  ts TEXT NOT NULL,
  ret TEXT NOT NULL,
  key TEXT NOT NULL,
  integration_id TEXT NOT NULL,
  PRIMARY KEY (ts, ret, key)
);
`,
  },
  {
    version: 2,
    name: 'seat inventory and reservations',
    sql: `
CREATE TABLE seat_locks (
  presentation_id INTEGER NOT NULL REFERENCES presentations(id),
  section_id INTEGER NOT NULL,
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  uuid TEXT NOT NULL,
  ticket_group_id INTEGER,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (presentation_id, section_id, x, y)
) WITHOUT ROWID;
CREATE INDEX seat_locks_by_uuid ON seat_locks(uuid, expires_at);
CREATE TABLE seat_holds (
  presentation_id INTEGER NOT NULL REFERENCES presentations(id),
  section_id INTEGER NOT NULL,
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  PRIMARY KEY (presentation_id, section_id, x, y)
) WITHOUT ROWID;
CREATE TABLE reservations (
  reservation_identifier TEXT PRIMARY KEY,
  uuid TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  presentation_id INTEGER REFERENCES presentations(id),
  res_state_id INTEGER NOT NULL CHECK (res_state_id IN (1, 2, 3)),
  is_unpaid INTEGER NOT NULL CHECK (is_unpaid IN (0, 1)),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile_number TEXT NOT NULL,
  ssn TEXT NOT NULL,
  order_service_charge INTEGER NOT NULL CHECK (order_service_charge >= 0),
  cancel_fee_kind TEXT CHECK (cancel_fee_kind IN ('fixed', 'percent')),
  cancel_fee_basis TEXT CHECK (cancel_fee_basis IN ('perOrder', 'perTicket')),
  cancel_fee_value REAL,
  payment_session_id TEXT,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  UNIQUE (uuid, idempotency_key)
);
CREATE TABLE reservation_tickets (
  ticket_identifier TEXT PRIMARY KEY,
  reservation_identifier TEXT NOT NULL REFERENCES reservations(reservation_identifier),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('seat', 'product')),
  presentation_id INTEGER,
  ticket_id INTEGER,
  price_policy_id INTEGER,
  product_id INTEGER,
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  amount INTEGER NOT NULL CHECK (amount >= 0),
  service_charge INTEGER NOT NULL CHECK (service_charge >= 0)
);
CREATE INDEX reservation_tickets_by_reservation ON reservation_tickets(reservation_identifier, position);
CREATE TABLE sold_seats (
  presentation_id INTEGER NOT NULL REFERENCES presentations(id),
  section_id INTEGER NOT NULL,
  x INTEGER NOT NULL,
  y INTEGER NOT NULL,
  reservation_identifier TEXT NOT NULL REFERENCES reservations(reservation_identifier),
  ticket_identifier TEXT NOT NULL UNIQUE REFERENCES reservation_tickets(ticket_identifier),
  PRIMARY KEY (presentation_id, section_id, x, y)
) WITHOUT ROWID;
CREATE INDEX sold_seats_by_reservation ON sold_seats(reservation_identifier);
`,
  },
  {
    version: 3,
    name: 'vouchers, coupon ledger and payment sessions',
    sql: `
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  is_gift_card INTEGER NOT NULL CHECK (is_gift_card IN (0, 1)),
  initial_balance INTEGER NOT NULL CHECK (initial_balance >= 0),
  expires_at INTEGER
);
CREATE TABLE voucher_debits (
  id INTEGER PRIMARY KEY,
  voucher_id INTEGER NOT NULL REFERENCES vouchers(id),
  amount INTEGER NOT NULL CHECK (amount > 0),
  reservation_identifier TEXT REFERENCES reservations(reservation_identifier),
  created_at INTEGER NOT NULL
);
CREATE INDEX voucher_debits_by_voucher ON voucher_debits(voucher_id);
CREATE TABLE coupon_redemptions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES coupons(code),
  count INTEGER NOT NULL CHECK (count > 0),
  reservation_identifier TEXT REFERENCES reservations(reservation_identifier),
  created_at INTEGER NOT NULL
);
CREATE INDEX coupon_redemptions_by_code ON coupon_redemptions(code);
CREATE TABLE payment_sessions (
  id TEXT PRIMARY KEY,
  uuid TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  number_of_payments INTEGER NOT NULL CHECK (number_of_payments >= 1),
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'declined')),
  card_last4 TEXT,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
`,
  },
  {
    version: 4,
    name: 'sms outbox',
    sql: `
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  to_number TEXT NOT NULL,
  text TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_by_number ON sms_outbox(to_number, id);
`,
  },
  {
    version: 5,
    name: 'seat rows',
    // §4 a lock reads one row of one section (the single-seat rule looks along a row).
    sql: `
CREATE INDEX sold_seats_by_row ON sold_seats(presentation_id, section_id, y, x);
CREATE INDEX seat_holds_by_row ON seat_holds(presentation_id, section_id, y, x);
CREATE INDEX seat_locks_by_row ON seat_locks(presentation_id, section_id, y, x);
`,
  },
  {
    version: 6,
    name: 'saved carts and paid holds',
    // §7 POST /cart: a visitor's carts, by cart id ('' for the open cart); the cart is the wire codec's JSON.
    // §7 hold payment: a payment session pays one reservation, looked up by the session.
    sql: `
CREATE INDEX reservations_by_payment_session ON reservations(payment_session_id) WHERE payment_session_id IS NOT NULL;
CREATE TABLE carts (
  uuid TEXT NOT NULL,
  cart_id TEXT NOT NULL,
  cart TEXT NOT NULL CHECK (json_valid(cart)),
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (uuid, cart_id)
) WITHOUT ROWID;
`,
  },
  {
    version: 7,
    name: 'covering row index of seat locks',
    // §4 a lock reads the valid locks of its row and whose they are: with expires_at and uuid in
    // the row index that read never visits the table (the lock hot path, see takenInRow).
    sql: `
DROP INDEX seat_locks_by_row;
CREATE INDEX seat_locks_by_row ON seat_locks(presentation_id, section_id, y, x, expires_at, uuid);
`,
  },
  {
    version: 8,
    name: 'client address of seat locks',
    // Issue 10 seat hoarding: places held per presentation are capped per client address as well
    // as per visitor id, so a lock records the address that took it (NULL for the box office's own).
    sql: `
ALTER TABLE seat_locks ADD COLUMN client_address TEXT;
CREATE INDEX seat_locks_by_address ON seat_locks(client_address, presentation_id, expires_at) WHERE client_address IS NOT NULL;
`,
  },
  {
    version: 9,
    name: 'owned, unguessable transaction credits',
    // §9 a cancellation's credit belongs to the visitor of its reservation and is named by a
    // random code; credits named 'CR-<reservation>' before this are re-keyed (rekeyLegacyCredits).
    sql: `
ALTER TABLE vouchers ADD COLUMN owner_uuid TEXT;
ALTER TABLE vouchers ADD COLUMN owner_reservation TEXT;
CREATE INDEX vouchers_by_owner ON vouchers(owner_uuid) WHERE owner_uuid IS NOT NULL;
`,
    run: (db, clock) => {
      rekeyLegacyCredits(db, clock)
    },
  },
]

const ensureLedger = (db: Database.Database): void => {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at INTEGER NOT NULL
  )`)
}

/** §3 schema: the highest migration version applied to `db` (0 for a new database). */
export const schemaVersion = (db: Database.Database): number => {
  ensureLedger(db)
  const row = db.prepare<[], { version: number | null }>('SELECT MAX(version) AS version FROM schema_migrations').get()
  return row?.version ?? 0
}

const assertOrdered = (migrations: readonly Migration[]): void => {
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`migration ${migration.name} has version ${migration.version}, expected ${index + 1}`)
  })
}

/**
 * §3 schema: applies, in one transaction, every migration above the database's version up to `target`
 * (default: the latest). Returns the migrations it applied; none when already up to date.
 * A database newer than the code is refused (a bug in deployment, so it throws).
 */
export const applyMigrations = (
  db: Database.Database,
  clock: Pick<Clock, 'now'>,
  migrations: readonly Migration[] = MIGRATIONS,
  target: number = migrations.length,
): readonly Migration[] => {
  assertOrdered(migrations)
  const apply = db.transaction((): readonly Migration[] => {
    const current = schemaVersion(db)
    if (current > migrations.length) throw new Error(`database schema version ${current} is newer than this server (${migrations.length})`)
    const pending = migrations.filter((m) => m.version > current && m.version <= target)
    const record = db.prepare<[number, string, number]>('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
    for (const migration of pending) {
      db.exec(migration.sql)
      migration.run?.(db, clock)
      record.run(migration.version, migration.name, clock.now())
    }
    return pending
  })
  return apply.immediate()
}
