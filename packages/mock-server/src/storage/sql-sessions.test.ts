import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { createdAccount } from '../test-support/customer-accounts-fixture'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCustomerAccounts } from './sql-customer-accounts'
import { CUSTOMER_SESSIONS, SqlSessions } from './sql-sessions'

const MINUTE = 60_000

describe.each(ENGINES)('SqlSessions (customer_sessions) on %s', (engine) => {
  const open = async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const database = await testDatabase(engine, { clock })
    const customer = await createdAccount(new SqlCustomerAccounts(database, clock), { mobileVerified: true })
    return { clock, database, sessions: new SqlSessions(database, clock, CUSTOMER_SESSIONS), customerId: customer.id }
  }

  it('answers a live session’s customer and moves its idle expiry on; an expired one never comes back', async () => {
    const { clock, sessions, customerId } = await open()
    const now = clock.now()
    await sessions.create({ idHash: 'h1', ownerId: customerId, idleExpiresAt: now + 30 * MINUTE, absoluteExpiresAt: now + 90 * MINUTE })
    clock.advance(29 * MINUTE)
    expect(await sessions.touch('h1', clock.now() + 30 * MINUTE)).toBe(customerId)
    clock.advance(29 * MINUTE)
    expect(await sessions.touch('h1', clock.now() + 30 * MINUTE)).toBe(customerId)
    clock.advance(30 * MINUTE)
    expect(await sessions.touch('h1', clock.now() + 30 * MINUTE)).toBeNull()
    expect(await sessions.touch('unknown', clock.now() + 30 * MINUTE)).toBeNull()
  })

  it('never extends a session past its absolute expiry', async () => {
    const { clock, database, sessions, customerId } = await open()
    const now = clock.now()
    await sessions.create({ idHash: 'h2', ownerId: customerId, idleExpiresAt: now + 30 * MINUTE, absoluteExpiresAt: now + 40 * MINUTE })
    clock.advance(20 * MINUTE)
    expect(await sessions.touch('h2', clock.now() + 30 * MINUTE)).toBe(customerId)
    const row = await database.db.selectFrom('customer_sessions').select('idle_expires_at').executeTakeFirstOrThrow()
    expect(row.idle_expires_at).toBe(now + 40 * MINUTE)
    clock.advance(20 * MINUTE)
    expect(await sessions.touch('h2', clock.now() + 30 * MINUTE)).toBeNull()
  })

  it('deletes a session, and the customer’s expired sessions with it', async () => {
    const { clock, database, sessions, customerId } = await open()
    const now = clock.now()
    await sessions.create({ idHash: 'old', ownerId: customerId, idleExpiresAt: now + MINUTE, absoluteExpiresAt: now + MINUTE })
    await sessions.create({ idHash: 'other', ownerId: customerId, idleExpiresAt: now + 60 * MINUTE, absoluteExpiresAt: now + 60 * MINUTE })
    await sessions.create({
      idHash: 'current',
      ownerId: customerId,
      idleExpiresAt: now + 60 * MINUTE,
      absoluteExpiresAt: now + 60 * MINUTE,
    })
    clock.advance(2 * MINUTE)
    await sessions.delete('current')
    const left = await database.db.selectFrom('customer_sessions').select('id_hash').execute()
    expect(left.map((row) => row.id_hash)).toEqual(['other'])
  })
})
