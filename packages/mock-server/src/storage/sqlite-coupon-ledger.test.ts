import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError, ManualClock } from '@kartis/core'
import { openFixture } from './fixture-catalog'
import { SqliteUnitOfWork } from './sqlite-unit-of-work'

describe('SqliteCouponLedgerTx', () => {
  it('counts redemptions against the coupon balance and shows what is left in its ticket', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    const { db, catalog } = await openFixture(clock)
    const unit = new SqliteUnitOfWork(db, clock)
    expect(await unit.transaction((tx) => tx.coupons.redeem('kartis1', 2, null))).toEqual(E.right(1))
    expect((await catalog.findCodeTicket(1, 'KARTIS1'))?.balance).toBe(1)
    expect(await unit.transaction((tx) => tx.coupons.redeem('KARTIS1', 2, null))).toEqual(
      E.left(kartisError('COUPON_ALREADY_USED', { code: 'KARTIS1' })),
    )
    expect(await unit.transaction((tx) => tx.coupons.redeem('KARTIS1', 1, null))).toEqual(E.right(0))
    expect((await catalog.findCodeTicket(1, 'KARTIS1'))?.balance).toBe(0)
    expect(await unit.transaction((tx) => tx.coupons.redeem('NOPE', 1, null))).toEqual(
      E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })),
    )
    const zero = await unit.transaction((tx) => tx.coupons.redeem('KARTIS1', 0, null))
    expect(E.isLeft(zero) && zero.left.code).toBe('BAD_REQUEST')
  })
})
