import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, ManualClock, type Result } from '@kartis/core'
import { anotherProcess, ENGINES, testDatabase } from '../test-support/test-databases'
import type { CouponLedgerTx } from './coupon-ledger'
import type { Engine, StorageDatabase } from './database/storage-database'
import { inTransaction } from './database/transactions'
import { SqlCouponLedgerTx } from './sql-coupon-ledger'

/** A database with the coupon KARTIS1 (3 redemptions), as the fixture catalog has it. */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(Date.UTC(2025, 6, 1))
  const database = await testDatabase(engine, { clock })
  await database.db.insertInto('price_policies').values({ id: 1, name: 'רגיל' }).execute()
  await database.db
    .insertInto('coupons')
    .values({ code: 'KARTIS1', lookup: 'code', name: 'קופון', price_policy_id: 1, multiply_factor: 1, balance: 3 })
    .execute()
  const transaction = <T>(work: (tx: CouponLedgerTx) => Promise<Result<T>>, guard = true, on: StorageDatabase = database) =>
    inTransaction(on, (tx, scope) => work(new SqlCouponLedgerTx(tx, clock, scope, engine)), { guard })
  const redeemed = async (): Promise<number> => {
    const rows = await database.db.selectFrom('coupon_redemptions').select('count').execute()
    return rows.reduce((n, row) => n + row.count, 0)
  }
  return { database, transaction, redeemed }
}

describe.each(ENGINES)('SqlCouponLedgerTx on %s', (engine) => {
  it('counts redemptions against the coupon balance, case-insensitively', async () => {
    const { transaction, redeemed } = await setup(engine)
    expect(await transaction((tx) => tx.redeem('kartis1', 2, null))).toEqual(E.right(1))
    expect(await transaction((tx) => tx.redeem('KARTIS1', 2, null))).toEqual(
      E.left(kartisError('COUPON_ALREADY_USED', { code: 'KARTIS1' })),
    )
    expect(await transaction((tx) => tx.redeem(' KARTIS1 ', 1, null))).toEqual(E.right(0))
    expect(await redeemed()).toBe(3)
    expect(await transaction((tx) => tx.redeem('NOPE', 1, null))).toEqual(E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })))
    const zero = await transaction((tx) => tx.redeem('KARTIS1', 0, null))
    expect(E.isLeft(zero) && zero.left.code).toBe('BAD_REQUEST')
  })

  /** 10 single redemptions at once of a coupon allowing 3, alternating between two processes (PostgreSQL). */
  const redeemRace = async (guard: boolean) => {
    const { database, transaction, redeemed } = await setup(engine)
    const other = await anotherProcess(database)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => transaction((tx) => tx.redeem('KARTIS1', 1, null), guard, i % 2 === 0 ? database : other)),
    )
    return { succeeded: results.filter(E.isRight).length, redeemed: await redeemed() }
  }

  it('redeems no more than the allowance under concurrent redemptions from two processes', async () => {
    expect(await redeemRace(true)).toEqual({ succeeded: 3, redeemed: 3 })
  })

  it('control: without the transaction (and its row lock) the same redemptions overspend', async () => {
    // A race shows only when two redemptions interleave; on a loaded machine one round may run
    // them one after another, so the control is given a few rounds to show it.
    const rounds: number[] = []
    for (let round = 0; round < 5 && !rounds.some((n) => n > 3); round++) rounds.push((await redeemRace(false)).redeemed)
    expect(Math.max(...rounds)).toBeGreaterThan(3)
  })
})
