import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { ENGINES, tableNames, testDatabase } from '../../test-support/test-databases'
import { MIGRATIONS, migrateToLatest, schemaVersion, SchemaTooNewError } from './schema-migrations'

describe.each(ENGINES)('migrations on %s', (engine) => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1))

  it('applies every migration to a new database, then nothing the second time', async () => {
    const database = await testDatabase(engine, { version: 0 })
    expect((await migrateToLatest(database, clock)).map((m) => m.version)).toEqual(MIGRATIONS.map((m) => m.version))
    expect(await schemaVersion(database.db)).toBe(MIGRATIONS.length)
    const before = await tableNames(database)
    expect(before).toEqual(
      expect.arrayContaining([
        'presentations',
        'seat_locks',
        'reservations',
        'vouchers',
        'saved_carts',
        'sms_outbox',
        'customers',
        'login_codes',
        'members',
      ]),
    )
    expect(before).not.toContain('carts')
    expect(await migrateToLatest(database, clock)).toEqual([])
    expect(await tableNames(database)).toEqual(before)
    const ledger = await database.db
      .selectFrom('schema_migrations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst()
    expect(Number(ledger?.n)).toBe(MIGRATIONS.length)
  })

  it('upgrades a database left at version 1 to the latest', async () => {
    const database = await testDatabase(engine, { version: 1 })
    expect(await schemaVersion(database.db)).toBe(1)
    expect(await tableNames(database)).not.toContain('seat_locks')
    const applied = await migrateToLatest(database, clock)
    expect(applied.map((m) => m.version)).toEqual(MIGRATIONS.slice(1).map((m) => m.version))
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['seat_locks', 'reservations', 'vouchers', 'payment_sessions']))
  })

  it('keeps epoch milliseconds and fractions exact, and reads 64-bit counts back as numbers', async () => {
    const database = await testDatabase(engine)
    const at = Date.UTC(2031, 0, 1, 12, 30)
    await database.db.insertInto('sms_outbox').values({ to_number: '0501234567', text: 'שלום', created_at: at }).execute()
    const row = await database.db
      .selectFrom('sms_outbox')
      .select(['created_at', (eb) => eb.fn.countAll<number>().over().as('n')])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ created_at: at, n: 1 })
  })

  it('re-keys the credits named after their reservation (version 9): owned, told by SMS, nothing lost', async () => {
    const database = await testDatabase(engine, { version: 8 })
    const { db } = database
    await db
      .insertInto('reservations')
      .values({
        reservation_identifier: 'KR-12345678',
        uuid: 'owner-uuid',
        idempotency_key: 'k',
        res_state_id: 3,
        is_unpaid: 0,
        first_name: 'דנה',
        last_name: 'כהן',
        email: 'd@example.com',
        mobile_number: '0501234567',
        ssn: '1',
        order_service_charge: 0,
        created_at: 1,
        cancelled_at: 2,
      })
      .execute()
    await db
      .insertInto('vouchers')
      .values([
        { id: 1, code: 'GIFT-500', name: 'מתנה', is_gift_card: 1, initial_balance: 50_000, expires_at: null },
        { id: 2, code: 'CR-KR-12345678', name: 'זיכוי', is_gift_card: 0, initial_balance: 6900, expires_at: null },
        { id: 3, code: 'CR-KR-12345678-R', name: 'החלפה', is_gift_card: 0, initial_balance: 0, expires_at: null },
      ])
      .execute()
    await db.insertInto('voucher_debits').values({ voucher_id: 2, amount: 1900, reservation_identifier: null, created_at: 3 }).execute()
    expect((await migrateToLatest(database, clock)).map((m) => m.version)).toEqual(MIGRATIONS.slice(8).map((m) => m.version))
    const rows = await db.selectFrom('vouchers').select(['id', 'code', 'owner_uuid', 'owner_reservation']).orderBy('id').execute()
    const code = rows[1]?.code ?? ''
    expect(code).toMatch(/^CR-(?:[0-9A-Z]{4}-){6}[0-9A-Z]{4}$/)
    expect(rows).toEqual([
      { id: 1, code: 'GIFT-500', owner_uuid: null, owner_reservation: null },
      { id: 2, code, owner_uuid: 'owner-uuid', owner_reservation: 'KR-12345678' },
      { id: 3, code: `${code}-R`, owner_uuid: null, owner_reservation: null },
    ])
    const sms = await db.selectFrom('sms_outbox').select(['to_number', 'text']).execute()
    expect(sms).toEqual([{ to_number: '0501234567', text: expect.stringContaining(code) }])
    expect(sms[0]?.text).toContain('50.00')
  })

  it('lets login codes be for the VOD screen (version 12), keeping the codes there were and their ids', async () => {
    const database = await testDatabase(engine, { version: 11 })
    const { db } = database
    const code = (purpose: 'customerArea' | 'checkout' | 'vod') => ({
      visitor_uuid: 'visitor',
      purpose,
      target: 'mobile:0501234567',
      phone: '0501234567',
      customer_id: null,
      creates_customer: 0 as const,
      code_hash: 'hash',
      expires_at: 2,
      client_address: '127.0.0.1',
      created_at: 1,
    })
    await db.insertInto('login_codes').values(code('checkout')).execute()
    await expect(db.insertInto('login_codes').values(code('vod')).execute()).rejects.toThrow()
    expect((await migrateToLatest(database, clock)).map((m) => m.version)).toEqual(MIGRATIONS.slice(11).map((m) => m.version))
    await db.insertInto('login_codes').values(code('vod')).execute()
    const rows = await db.selectFrom('login_codes').select(['id', 'purpose']).orderBy('id').execute()
    // (PostgreSQL spends an id on the insert its check refused.)
    expect(rows.map((row) => row.purpose)).toEqual(['checkout', 'vod'])
    expect(rows[0]?.id).toBe(1)
    // The check still refuses what is no purpose.
    await expect(
      sql`INSERT INTO login_codes (visitor_uuid, purpose, target, creates_customer, code_hash, expires_at, client_address, created_at) VALUES ('v', 'other', 't', 0, 'h', 2, 'a', 1)`.execute(
        db,
      ),
    ).rejects.toThrow()
  })

  it('lets the staff audit log take producer seat sales (version 19), keeping its entries and their ids', async () => {
    const database = await testDatabase(engine, { version: 18 })
    const { db } = database
    const staff = await db
      .insertInto('staff_users')
      .values({
        email: 'p@test.kartis',
        name: 'מפיק',
        password_hash: 'h',
        totp_secret: null,
        totp_last_step: null,
        disabled_at: null,
        created_at: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const entry = (action: 'cancel' | 'producerSeats') => ({
      staff_id: staff.id,
      at: 2,
      action,
      reservation_identifier: 'KR-AAAAAAAA',
      details: '{}',
    })
    await db.insertInto('staff_audit_log').values(entry('cancel')).execute()
    await expect(db.insertInto('staff_audit_log').values(entry('producerSeats')).execute()).rejects.toThrow()
    expect((await migrateToLatest(database, clock)).map((m) => m.version)).toEqual(MIGRATIONS.slice(18).map((m) => m.version))
    await db.insertInto('staff_audit_log').values(entry('producerSeats')).execute()
    const rows = await db.selectFrom('staff_audit_log').select(['id', 'action']).orderBy('id').execute()
    expect(rows.map((row) => row.action)).toEqual(['cancel', 'producerSeats'])
    expect(rows[0]?.id).toBe(1)
    await expect(
      sql`INSERT INTO staff_audit_log (staff_id, at, action, details) VALUES (${staff.id}, 3, 'other', '{}')`.execute(db),
    ).rejects.toThrow()
  })

  it('applies pending migrations in one transaction: a failing step leaves the database as it was', async () => {
    const database = await testDatabase(engine, { version: 1 })
    const broken = [
      ...MIGRATIONS.slice(0, 2),
      {
        version: 3,
        name: 'broken',
        up: async ({ tx }: { tx: typeof database.db }) => {
          await sql`CREATE TABLE nope (`.execute(tx)
        },
      },
    ]
    await expect(migrateToLatest(database, clock, broken)).rejects.toThrow()
    expect(await schemaVersion(database.db)).toBe(1)
    expect(await tableNames(database)).not.toContain('seat_locks')
  })

  it('refuses a list out of order and a database newer than the code', async () => {
    const database = await testDatabase(engine)
    await expect(migrateToLatest(database, clock, [{ version: 2, name: 'gap', up: () => Promise.resolve() }])).rejects.toThrow(/expected 1/)
    await expect(migrateToLatest(database, clock, MIGRATIONS.slice(0, 2))).rejects.toThrow(SchemaTooNewError)
    await expect(migrateToLatest(database, clock, MIGRATIONS.slice(0, 2))).rejects.toThrow(/newer than this server/)
  })
})

describe('migrations on postgres, several instances at once', () => {
  it('two instances starting together on a new database apply each step once', async () => {
    const first = await testDatabase('postgres', { version: 0 })
    const clock = new ManualClock(0)
    // Same schema, second pool: what a second box-office process is.
    const [a, b] = await Promise.all([migrateToLatest(first, clock), migrateToLatest({ ...first }, clock)])
    expect([...a, ...b].map((m) => m.version).sort((x, y) => x - y)).toEqual(MIGRATIONS.map((m) => m.version))
  })
})
