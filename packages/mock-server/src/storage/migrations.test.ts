import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { MIGRATIONS, applyMigrations, schemaVersion } from './migrations'

const tables = (db: Database.Database): readonly string[] =>
  db.prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()

describe('migrations', () => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1))

  it('applies every migration to a new database, then nothing the second time', () => {
    const db = new Database(':memory:')
    expect(applyMigrations(db, clock).map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version))
    expect(schemaVersion(db)).toBe(MIGRATIONS.length)
    const before = tables(db)
    expect(applyMigrations(db, clock)).toEqual([])
    expect(tables(db)).toEqual(before)
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(MIGRATIONS.length)
  })

  it('upgrades a database left at version 1 to the latest', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 1)
    expect(schemaVersion(db)).toBe(1)
    expect(tables(db)).toContain('presentations')
    expect(tables(db)).not.toContain('seat_locks')
    const applied = applyMigrations(db, clock)
    expect(applied.map((m) => m.version)).toEqual(MIGRATIONS.slice(1).map((m) => m.version))
    expect(tables(db)).toEqual(expect.arrayContaining(['seat_locks', 'reservations', 'vouchers', 'payment_sessions', 'sms_outbox']))
  })

  it('adds the saved carts table (version 6) to a version-5 database, keeping what it held', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 5)
    db.prepare("INSERT INTO sms_outbox (to_number, text, created_at) VALUES ('0501234567', 'שלום', 1)").run()
    expect(tables(db)).not.toContain('carts')
    expect(applyMigrations(db, clock, MIGRATIONS, 6).map((m) => m.name)).toEqual(['saved carts and paid holds'])
    expect(tables(db)).toContain('carts')
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM sms_outbox').pluck().get()).toBe(1)
    expect(() => db.prepare("INSERT INTO carts (uuid, cart_id, cart, saved_at) VALUES ('v', '', 'not json', 1)").run()).toThrow()
  })

  it('makes the row index of seat locks cover a lock read (version 7), keeping the locks', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 6)
    db.exec(`INSERT INTO features (id, name, feature_type_id, feature_category_id) VALUES (1, 'f', 1, 1);
      INSERT INTO venues (id, name, venue_type_id, location_id) VALUES (1, 'v', 1, 1);
      INSERT INTO presentations (id, feature_id, venue_id, seating_policy_id, max_seats, soldout, service_charge) VALUES (1, 1, 1, 1, 10, 0, 0);
      INSERT INTO seat_locks (presentation_id, section_id, x, y, uuid, ticket_group_id, expires_at) VALUES (1, 2, 3, 4, 'u', NULL, 99)`)
    const lockRead =
      'EXPLAIN QUERY PLAN SELECT x, uuid FROM seat_locks INDEXED BY seat_locks_by_row WHERE presentation_id = 1 AND section_id = 2 AND y = 4 AND expires_at > 0'
    const plan = (): string =>
      db
        .prepare<[], { detail: string }>(lockRead)
        .all()
        .map((row) => row.detail)
        .join(' ')
    expect(plan()).not.toMatch(/COVERING INDEX/)
    expect(applyMigrations(db, clock, MIGRATIONS, 7).map((m) => m.name)).toEqual(['covering row index of seat locks'])
    expect(plan()).toMatch(/COVERING INDEX seat_locks_by_row/)
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM seat_locks').pluck().get()).toBe(1)
  })

  it('records the client address of seat locks (version 8): earlier locks keep no address, and the per-address count reads an index', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 7)
    db.exec(`INSERT INTO features (id, name, feature_type_id, feature_category_id) VALUES (1, 'f', 1, 1);
      INSERT INTO venues (id, name, venue_type_id, location_id) VALUES (1, 'v', 1, 1);
      INSERT INTO presentations (id, feature_id, venue_id, seating_policy_id, max_seats, soldout, service_charge) VALUES (1, 1, 1, 1, 10, 0, 0);
      INSERT INTO seat_locks (presentation_id, section_id, x, y, uuid, ticket_group_id, expires_at) VALUES (1, 2, 3, 4, 'u', NULL, 99)`)
    expect(applyMigrations(db, clock, MIGRATIONS, 8).map((m) => m.name)).toEqual(['client address of seat locks'])
    expect(db.prepare<[], unknown>('SELECT client_address FROM seat_locks').pluck().get()).toBeNull()
    const count =
      "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM seat_locks WHERE client_address = '203.0.113.7' AND presentation_id = 1 AND expires_at > 0"
    expect(
      db
        .prepare<[], { detail: string }>(count)
        .all()
        .map((row) => row.detail)
        .join(' '),
    ).toMatch(/INDEX seat_locks_by_address/)
  })

  it('re-keys the credits named after their reservation (version 9): owned, told by SMS, nothing lost', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 8)
    db.exec(`INSERT INTO reservations (reservation_identifier, uuid, idempotency_key, res_state_id, is_unpaid, first_name, last_name,
        email, mobile_number, ssn, order_service_charge, created_at, cancelled_at)
        VALUES ('KR-12345678', 'owner-uuid', 'k', 3, 0, 'דנה', 'כהן', 'd@example.com', '0501234567', '1', 0, 1, 2);
      INSERT INTO vouchers (id, code, name, is_gift_card, initial_balance, expires_at) VALUES
        (1, 'GIFT-500', 'מתנה', 1, 50000, NULL),
        (2, 'CR-KR-12345678', 'זיכוי', 0, 6900, NULL),
        (3, 'CR-KR-12345678-R', 'החלפה', 0, 0, NULL);
      INSERT INTO voucher_debits (voucher_id, amount, reservation_identifier, created_at) VALUES (2, 1900, NULL, 3)`)
    expect(applyMigrations(db, clock).map((m) => m.version)).toEqual([9])
    const rows = db
      .prepare<[], { id: number; code: string; owner_uuid: string | null; owner_reservation: string | null }>(
        'SELECT id, code, owner_uuid, owner_reservation FROM vouchers ORDER BY id',
      )
      .all()
    const code = rows[1]?.code ?? ''
    expect(code).toMatch(/^CR-(?:[0-9A-Z]{4}-){6}[0-9A-Z]{4}$/)
    expect(rows).toEqual([
      { id: 1, code: 'GIFT-500', owner_uuid: null, owner_reservation: null },
      { id: 2, code, owner_uuid: 'owner-uuid', owner_reservation: 'KR-12345678' },
      { id: 3, code: `${code}-R`, owner_uuid: null, owner_reservation: null },
    ])
    expect(db.prepare<[], number>('SELECT COUNT(*) FROM voucher_debits WHERE voucher_id = 2').pluck().get()).toBe(1)
    const sms = db.prepare<[], { to_number: string; text: string }>('SELECT to_number, text FROM sms_outbox').all()
    expect(sms).toEqual([{ to_number: '0501234567', text: expect.stringContaining(code) }])
    expect(sms[0]?.text).toContain('50.00')
  })

  it('applies pending migrations in one transaction: a failing step leaves the database as it was', () => {
    const db = new Database(':memory:')
    applyMigrations(db, clock, MIGRATIONS, 1)
    const broken = [...MIGRATIONS.slice(0, 2), { version: 3, name: 'broken', sql: 'CREATE TABLE nope (' }]
    expect(() => applyMigrations(db, clock, broken)).toThrow()
    expect(schemaVersion(db)).toBe(1)
    expect(tables(db)).not.toContain('seat_locks')
  })

  it('refuses a list out of order and a database newer than the code', () => {
    const db = new Database(':memory:')
    expect(() => applyMigrations(db, clock, [{ version: 2, name: 'gap', sql: '' }])).toThrow(/expected 1/)
    applyMigrations(db, clock)
    expect(() => applyMigrations(db, clock, MIGRATIONS.slice(0, 2))).toThrow(/newer/)
  })
})
