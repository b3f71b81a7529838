import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import type { NewLoginCode } from '../customers/login-codes'
import { createdAccount } from '../test-support/customer-accounts-fixture'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCustomerAccounts } from './sql-customer-accounts'
import { SqlLoginCodes, SqlRedeemedLoginLinks } from './sql-login-codes'

const MINUTE = 60_000
const VISITOR = '5f0c3e1a-8d2b-4c7e-9a61-2b4d6f8e0a13'

const codeFor = (now: number, overrides: Partial<NewLoginCode> = {}): NewLoginCode => ({
  visitorUuid: VISITOR,
  purpose: 'customerArea',
  target: 'mobile:0549876543',
  phone: '0549876543',
  customerId: null,
  createsCustomer: true,
  codeHash: 'aa'.repeat(32),
  expiresAt: now + 5 * MINUTE,
  clientAddress: '127.0.0.1',
  ...overrides,
})

describe.each(ENGINES)('SqlLoginCodes on %s', (engine) => {
  const open = async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const database = await testDatabase(engine, { clock })
    return { clock, database, codes: new SqlLoginCodes(database, clock) }
  }

  it('finds the visitor’s latest open code of a purpose (and phone), not another’s, not an expired one', async () => {
    const { clock, codes } = await open()
    await codes.issue(codeFor(clock.now(), { codeHash: 'first' }))
    clock.advance(1000)
    await codes.issue(codeFor(clock.now(), { codeHash: 'second' }))
    expect((await codes.pending(VISITOR, 'customerArea'))?.codeHash).toBe('second')
    expect((await codes.pending(VISITOR, 'customerArea', '0549876543'))?.codeHash).toBe('second')
    expect(await codes.pending(VISITOR, 'customerArea', '0527654321')).toBeNull()
    expect(await codes.pending(VISITOR, 'checkout')).toBeNull()
    expect(await codes.pending('another-visitor', 'customerArea')).toBeNull()
    clock.advance(5 * MINUTE)
    expect(await codes.pending(VISITOR, 'customerArea')).toBeNull()
  })

  it('counts codes per visitor (open ones), target and phone after a moment', async () => {
    const { clock, codes } = await open()
    const start = clock.now()
    await codes.issue(codeFor(start))
    clock.advance(MINUTE)
    await codes.issue(codeFor(clock.now(), { visitorUuid: 'other', target: 'ssn:034567826' }))
    expect(await codes.ofVisitorSince(VISITOR, 'customerArea', start - 1)).toEqual({ count: 1, latestAt: start })
    expect(await codes.ofVisitorSince(VISITOR, 'customerArea', start)).toEqual({ count: 0, latestAt: null })
    expect(await codes.ofTargetSince('mobile:0549876543', start - 1)).toBe(1)
    expect(await codes.ofPhoneSince('0549876543', start - 1)).toBe(2)
    const pending = await codes.pending(VISITOR, 'customerArea')
    expect(await codes.consume(pending?.id ?? 0)).toBe(true)
    expect(await codes.ofVisitorSince(VISITOR, 'customerArea', start - 1)).toEqual({ count: 0, latestAt: null })
  })

  it('hands out at most maxAttempts attempts, also to concurrent claims; a code is consumed once', async () => {
    const { clock, codes } = await open()
    await codes.issue(codeFor(clock.now()))
    const id = (await codes.pending(VISITOR, 'customerArea'))?.id ?? 0
    const claims = await Promise.all(Array.from({ length: 8 }, () => codes.claimAttempt(id, 5)))
    expect(claims.filter((n) => n !== null).sort()).toEqual([1, 2, 3, 4, 5])
    expect(await codes.consume(id)).toBe(true)
    expect(await codes.consume(id)).toBe(false)
    expect(await codes.pending(VISITOR, 'customerArea')).toBeNull()
  })
})

describe.each(ENGINES)('SqlRedeemedLoginLinks on %s', (engine) => {
  it('redeems a token id once', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const database = await testDatabase(engine, { clock })
    const { id: customerId } = await createdAccount(new SqlCustomerAccounts(database, clock))
    const links = new SqlRedeemedLoginLinks(database, clock)
    expect(await links.redeem('jti-1', customerId)).toBe(true)
    expect(await links.redeem('jti-1', customerId)).toBe(false)
    expect(await links.redeem('jti-2', customerId)).toBe(true)
  })
})
