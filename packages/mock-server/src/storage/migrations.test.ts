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
    const plan = (): string => db.prepare<[], { detail: string }>(lockRead).all().map((row) => row.detail).join(' ')
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
    expect(applyMigrations(db, clock).map((m) => m.name)).toEqual(['client address of seat locks'])
    expect(db.prepare<[], unknown>('SELECT client_address FROM seat_locks').pluck().get()).toBeNull()
    const count = "EXPLAIN QUERY PLAN SELECT COUNT(*) FROM seat_locks WHERE client_address = '203.0.113.7' AND presentation_id = 1 AND expires_at > 0"
    expect(db.prepare<[], { detail: string }>(count).all().map((row) => row.detail).join(' ')).toMatch(/INDEX seat_locks_by_address/)
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
