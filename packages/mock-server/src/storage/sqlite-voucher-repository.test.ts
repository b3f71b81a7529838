import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock } from '@kartis/core'
import { IN_MEMORY, openDatabase } from './open-database'
import { SqliteUnitOfWork } from './sqlite-unit-of-work'
import { SqliteVoucherRepository } from './sqlite-voucher-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)
const DAY = 86_400_000

const setup = async (guard = true) => {
  const clock = new ManualClock(START)
  const db = openDatabase({ path: IN_MEMORY, clock })
  const vouchers = new SqliteVoucherRepository(db)
  await vouchers.issue({ code: 'GIFT-500', name: 'כרטיס מתנה', isGiftCard: true, balance: agorot(50_000), expiresAt: START + DAY })
  await vouchers.issue({ code: 'VOUCHER-50', name: 'שובר', isGiftCard: false, balance: agorot(5_000), expiresAt: null })
  return { clock, vouchers, unit: new SqliteUnitOfWork(db, clock, { guard }) }
}

describe('SqliteVoucherRepository', () => {
  it('issues a code once and finds it case-insensitively with its expiry in Jerusalem time', async () => {
    const { vouchers } = await setup()
    expect(await vouchers.issue({ code: 'GIFT-500', name: 'x', isGiftCard: true, balance: agorot(1), expiresAt: null })).toBe(false)
    // Codes are looked up case-insensitively, so another case is the same code.
    expect(await vouchers.issue({ code: ' gift-500', name: 'x', isGiftCard: true, balance: agorot(1), expiresAt: null })).toBe(false)
    expect(await vouchers.findByCode(' gift-500 ')).toEqual({
      id: 1,
      code: 'GIFT-500',
      balance: 50_000,
      isGiftCard: true,
      expiresAt: '2025-07-02T12:00:00+03:00',
    })
    expect(await vouchers.findByCode('NOPE')).toBeNull()
  })

  it('debits inside a transaction, derives the balance from the debits, and keeps a history', async () => {
    const { clock, vouchers, unit } = await setup()
    expect(await unit.transaction((tx) => tx.vouchers.debit('VOUCHER-50', agorot(3_000), null))).toMatchObject(E.right({ balance: 2_000 }))
    clock.advance(1000)
    await unit.transaction((tx) => tx.vouchers.debit('voucher-50', agorot(2_000), null))
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(0)
    expect(await vouchers.history('VOUCHER-50')).toEqual([
      { amount: 3_000, reservationIdentifier: null, createdAt: START },
      { amount: 2_000, reservationIdentifier: null, createdAt: START + 1000 },
    ])
  })

  it('refuses more than the balance, an expired voucher, an unknown code and a non-positive amount', async () => {
    const { clock, unit } = await setup()
    expect(await unit.transaction((tx) => tx.vouchers.debit('VOUCHER-50', agorot(5_001), null))).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'VOUCHER-50', balance: 5_000, amount: 5_001 })),
    )
    expect(await unit.transaction((tx) => tx.vouchers.debit('NOPE', agorot(1), null))).toEqual(
      E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })),
    )
    expect(await unit.transaction((tx) => tx.vouchers.debit('VOUCHER-50', agorot(0), null))).toEqual(E.left(kartisError('INVALID_AMOUNT')))
    clock.advance(DAY)
    expect(await unit.transaction((tx) => tx.vouchers.debit('GIFT-500', agorot(1), null))).toEqual(
      E.left(kartisError('VOUCHER_EXPIRED', { code: 'GIFT-500' })),
    )
  })

  it.each([true, false])('never goes below zero under 100 concurrent debits (guard %s)', async (guard) => {
    const { vouchers, unit } = await setup(guard)
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        unit.transaction(async (tx) => {
          const before = await tx.vouchers.findByCode('GIFT-500')
          if (before === null) return E.left(kartisError('CODE_NOT_FOUND'))
          return tx.vouchers.debit('GIFT-500', agorot(3_000), null)
        }),
      ),
    )
    // 50 000 / 3 000: 16 debits fit, the 17th would leave −1 000.
    expect(results.filter(E.isRight)).toHaveLength(16)
    expect((await vouchers.findByCode('GIFT-500'))?.balance).toBe(2_000)
    expect(await vouchers.history('GIFT-500')).toHaveLength(16)
  })

  it('issues inside a transaction: refused for a taken code, and undone when the transaction fails', async () => {
    const { unit, vouchers } = await setup()
    const credit = { code: 'CR-1', name: 'זיכוי', isGiftCard: false, balance: agorot(6_900), expiresAt: null }
    expect(await unit.transaction((tx) => tx.vouchers.issue({ ...credit, code: 'gift-500' }))).toEqual(
      E.left(kartisError('ORDER_PROCESSING_ERROR', { reason: 'voucher-code-taken', code: 'gift-500' })),
    )
    expect(await unit.transaction((tx) => tx.vouchers.issue({ ...credit, balance: agorot(-1) }))).toEqual(
      E.left(kartisError('INVALID_AMOUNT')),
    )
    const undone = await unit.transaction(async (tx) => {
      await tx.vouchers.issue(credit)
      return tx.vouchers.debit('VOUCHER-50', agorot(5_001), null)
    })
    expect(E.isLeft(undone)).toBe(true)
    expect(await vouchers.findByCode('CR-1')).toBeNull()
    expect(await unit.transaction((tx) => tx.vouchers.issue(credit))).toEqual(
      E.right(expect.objectContaining({ code: 'CR-1', balance: 6_900 })),
    )
    expect(await vouchers.findByCode('CR-1')).toMatchObject({ balance: 6_900 })
  })

  it('rolls a debit back with the rest of its transaction', async () => {
    const { vouchers, unit } = await setup()
    const result = await unit.transaction(async (tx) => {
      await tx.vouchers.debit('VOUCHER-50', agorot(1_000), null)
      return tx.vouchers.debit('GIFT-500', agorot(60_000), null)
    })
    expect(E.isLeft(result)).toBe(true)
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(5_000)
  })
})
