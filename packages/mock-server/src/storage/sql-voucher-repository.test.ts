import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, kartisError, ManualClock, type Result } from '@kartis/core'
import { anotherProcess, ENGINES, testDatabase } from '../test-support/test-databases'
import type { Engine, StorageDatabase } from './database/storage-database'
import { inTransaction } from './database/transactions'
import { SqlVoucherRepository, SqlVoucherTx } from './sql-voucher-repository'
import type { VoucherTx } from './voucher-repository'

const START = Date.UTC(2025, 6, 1, 9, 0)
const DAY = 86_400_000

const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const database = await testDatabase(engine, { clock })
  const vouchers = new SqlVoucherRepository(database)
  await vouchers.issue({ code: 'GIFT-500', name: 'כרטיס מתנה', isGiftCard: true, balance: agorot(50_000), expiresAt: START + DAY })
  await vouchers.issue({ code: 'VOUCHER-50', name: 'שובר', isGiftCard: false, balance: agorot(5_000), expiresAt: null })
  /** Runs work on the vouchers in one transaction of `on` (default: the test's database); guard false: none. */
  const transaction = <T>(work: (tx: VoucherTx) => Promise<Result<T>>, guard = true, on: StorageDatabase = database) =>
    inTransaction(on, (tx, scope) => work(new SqlVoucherTx(tx, clock, scope, engine)), { guard })
  return { clock, database, vouchers, transaction }
}

describe.each(ENGINES)('SqlVoucherRepository on %s', (engine) => {
  it('issues a code once and finds it case-insensitively with its expiry in Jerusalem time', async () => {
    const { vouchers } = await setup(engine)
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
    expect(await vouchers.history('NOPE')).toBeNull()
  })

  it('debits inside a transaction, derives the balance from the debits, and keeps a history', async () => {
    const { clock, vouchers, transaction } = await setup(engine)
    expect(await transaction((tx) => tx.debit('VOUCHER-50', agorot(3_000), null))).toMatchObject(E.right({ balance: 2_000 }))
    clock.advance(1000)
    await transaction((tx) => tx.debit('voucher-50', agorot(2_000), null))
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(0)
    expect(await vouchers.history('VOUCHER-50')).toEqual([
      { amount: 3_000, reservationIdentifier: null, createdAt: START },
      { amount: 2_000, reservationIdentifier: null, createdAt: START + 1000 },
    ])
  })

  it('refuses more than the balance, an expired voucher, an unknown code and a non-positive amount', async () => {
    const { clock, transaction } = await setup(engine)
    expect(await transaction((tx) => tx.debit('VOUCHER-50', agorot(5_001), null))).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'VOUCHER-50', balance: 5_000, amount: 5_001 })),
    )
    expect(await transaction((tx) => tx.debit('NOPE', agorot(1), null))).toEqual(E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })))
    expect(await transaction((tx) => tx.debit('VOUCHER-50', agorot(0), null))).toEqual(E.left(kartisError('INVALID_AMOUNT')))
    clock.advance(DAY)
    expect(await transaction((tx) => tx.debit('GIFT-500', agorot(1), null))).toEqual(
      E.left(kartisError('VOUCHER_EXPIRED', { code: 'GIFT-500' })),
    )
  })

  it('issues inside a transaction: refused for a taken code (the transaction still usable), and undone when the transaction fails', async () => {
    const { transaction, vouchers } = await setup(engine)
    const credit = { code: 'CR-1', name: 'זיכוי', isGiftCard: false, balance: agorot(6_900), expiresAt: null }
    expect(await transaction((tx) => tx.issue({ ...credit, code: 'gift-500' }))).toEqual(
      E.left(kartisError('ORDER_PROCESSING_ERROR', { reason: 'voucher-code-taken', code: 'gift-500' })),
    )
    expect(await transaction((tx) => tx.issue({ ...credit, balance: agorot(-1) }))).toEqual(E.left(kartisError('INVALID_AMOUNT')))
    // A taken code must not abort the transaction (PostgreSQL would refuse every later statement).
    expect(
      await transaction(async (tx) => {
        await tx.issue({ ...credit, code: 'voucher-50' })
        return tx.debit('VOUCHER-50', agorot(1_000), null)
      }),
    ).toMatchObject(E.right({ balance: 4_000 }))
    const undone = await transaction(async (tx) => {
      await tx.issue(credit)
      return tx.debit('VOUCHER-50', agorot(5_001), null)
    })
    expect(E.isLeft(undone)).toBe(true)
    expect(await vouchers.findByCode('CR-1')).toBeNull()
    expect(await transaction((tx) => tx.issue(credit))).toEqual(E.right(expect.objectContaining({ code: 'CR-1', balance: 6_900 })))
    expect(await vouchers.findByCode('CR-1')).toMatchObject({ balance: 6_900 })
  })

  it('keeps the credits a visitor owns, oldest first, with the reservation each came from', async () => {
    const { transaction, vouchers } = await setup(engine)
    const credit = (code: string, reservationIdentifier: string) => ({
      code,
      name: 'זיכוי',
      isGiftCard: false,
      balance: agorot(1_000),
      expiresAt: null,
      owner: { uuid: 'visitor-1', reservationIdentifier },
    })
    await transaction((tx) => tx.issue(credit('CR-B', 'KR-BBBBBBBB')))
    await transaction((tx) => tx.issue(credit('CR-A', 'KR-AAAAAAAA')))
    await transaction((tx) => tx.debit('CR-A', agorot(400), null))
    expect(await vouchers.creditsOf('visitor-1')).toEqual([
      expect.objectContaining({ code: 'CR-B', balance: 1_000, reservationIdentifier: 'KR-BBBBBBBB' }),
      expect.objectContaining({ code: 'CR-A', balance: 600, reservationIdentifier: 'KR-AAAAAAAA' }),
    ])
    expect(await vouchers.creditsOf('visitor-2')).toEqual([])
  })

  it('rolls a debit back with the rest of its transaction', async () => {
    const { vouchers, transaction } = await setup(engine)
    const result = await transaction(async (tx) => {
      await tx.debit('VOUCHER-50', agorot(1_000), null)
      return tx.debit('GIFT-500', agorot(60_000), null)
    })
    expect(E.isLeft(result)).toBe(true)
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(5_000)
  })

  it('holds a voucher it found until its transaction ends: a debit of another process waits, so the balance read is the one its own debit finds', async () => {
    const { database, vouchers, transaction } = await setup(engine)
    const other = await anotherProcess(database)
    let signalRead = (): void => undefined
    const read = new Promise<void>((resolve) => {
      signalRead = resolve
    })
    const first = transaction(async (tx) => {
      const found = await tx.findByCode('VOUCHER-50')
      signalRead()
      // Time for the other process's debit to go through, were the voucher not held.
      await new Promise((resolve) => setTimeout(resolve, 100))
      return tx.debit('VOUCHER-50', found?.balance ?? agorot(0), null)
    })
    await read
    const second = transaction((tx) => tx.debit('VOUCHER-50', agorot(1_000), null), true, other)
    expect(await first).toMatchObject(E.right({ balance: 0 }))
    expect(await second).toEqual(E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'VOUCHER-50', balance: 0, amount: 1_000 })))
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(0)
  })

  /** 20 debits of 10 ₪ at once on a 50 ₪ voucher, alternating between two processes (PostgreSQL) or the one connection (SQLite). */
  const debitRace = async (guard: boolean) => {
    const { database, vouchers, transaction } = await setup(engine)
    const other = await anotherProcess(database)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transaction((tx) => tx.debit('VOUCHER-50', agorot(1_000), null), guard, i % 2 === 0 ? database : other),
      ),
    )
    return { succeeded: results.filter(E.isRight).length, balance: (await vouchers.findByCode('VOUCHER-50'))?.balance }
  }

  it('never goes below zero under 20 concurrent debits from two processes: exactly 5 succeed', async () => {
    expect(await debitRace(true)).toEqual({ succeeded: 5, balance: 0 })
  })

  it('control: without the transaction (and its row lock) the same debits overspend', async () => {
    const { succeeded, balance } = await debitRace(false)
    expect(succeeded).toBeGreaterThan(5)
    expect(balance).toBeLessThan(0)
  })
})
