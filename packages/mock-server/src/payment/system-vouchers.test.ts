import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, defaultVenueSettings, kartisError, type Result, type VenueSettings } from '@kartis/core'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { Engine } from '../storage/database/storage-database'
import { sqlServerStorage } from '../storage/sql-server-storage'
import type { UnitOfWork } from '../storage/unit-of-work'
import type { VoucherTx } from '../storage/voucher-repository'
import { anotherProcess, ENGINES } from '../test-support/test-databases'
import { cancelOrder } from './cancel-order'
import { newCreditCode } from './credit-code'
import { commitOrder } from './commit-order'
import { OTHER_VISITOR, VISITOR, cartOf, lockSeats, openPaymentFixture } from './payment-fixture'
import {
  cancelSystemVoucherOf,
  replaceSystemVoucher,
  replacementCodeOf,
  systemVoucherHistory,
  systemVouchersOf,
  type SystemVoucherDeps,
} from './system-vouchers'
import { outboxNotices } from '../test-support/outbox-notices'

const START = Date.UTC(2025, 6, 1, 9, 0)
const DAY = 86_400_000

/** A reservation bought with GIFT-500 (₪89.00) and cancelled, leaving a ₪69.00 transaction credit. */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId, config } = fixture
  const seats = [
    { x: 1, ticketId: 11 },
    { x: 2, ticketId: 11 },
  ]
  await lockSeats(storage, VISITOR, presentationId, seats)
  const bought = await commitOrder(
    { ...storage, notices: outboxNotices(storage), clock, config, seatEvents: new InProcessSeatEvents() },
    { uuid: VISITOR, cart: cartOf(presentationId, seats, { voucherPayments: ['GIFT-500'] }) },
  )
  if (E.isLeft(bought)) throw new Error(bought.left.code)
  const reservationIdentifier = bought.right.reservationIdentifier
  const deps: SystemVoucherDeps = {
    reservations: storage.reservations,
    vouchers: storage.vouchers,
    unitOfWork: storage.unitOfWork,
    clock,
    config,
  }
  // The code the cancellation will issue, known beforehand so each test can name it.
  const credit = newCreditCode()
  const cancel = () =>
    cancelOrder(
      { ...deps, notices: outboxNotices(storage), newCreditCode: () => credit, seatEvents: new InProcessSeatEvents() },
      { uuid: VISITOR, reservationIdentifier, itemsToCancel: bought.right.ticketIdentifiers, refundToTransactionCredit: true },
    )
  /** The same box office served by a second process (PostgreSQL; on SQLite the one process). */
  const secondProcess = async (): Promise<SystemVoucherDeps> => {
    const other = sqlServerStorage(await anotherProcess(fixture.database), clock)
    return { ...deps, reservations: other.reservations, vouchers: other.vouchers, unitOfWork: other.unitOfWork }
  }
  return { clock, deps, storage, reservationIdentifier, cancel, credit, secondProcess }
}

const codeOf = <T>(result: Result<T>): string => (E.isLeft(result) ? result.left.code : 'done')

describe.each(ENGINES)('systemVoucherHistory on %s', (engine) => {
  it('lists the payments made with a voucher as negative amounts naming the reservation', async () => {
    const { deps, reservationIdentifier } = await setup(engine)
    expect(await systemVoucherHistory(deps, 'gift-500')).toEqual(
      E.right([
        {
          dateTime: '2025-07-01T12:00:00+03:00',
          description: `מימוש בהזמנה ${reservationIdentifier}`,
          amount: -8900,
          reservationIdentifier,
        },
      ]),
    )
    expect(codeOf(await systemVoucherHistory(deps, 'NO-SUCH'))).toBe('SYSTEM_VOUCHER_NOT_FOUND')
  })
})

describe.each(ENGINES)('a visitor’s system vouchers on %s', (engine) => {
  it('are the transaction credits of their cancelled reservations', async () => {
    const { deps, cancel, credit, reservationIdentifier } = await setup(engine)
    expect((await systemVouchersOf(deps, VISITOR)).systemVouchers).toEqual([])
    await cancel()
    // Agorot (the codec writes shekels), and the reservation its cancel and replacement calls name.
    expect((await systemVouchersOf(deps, VISITOR)).systemVouchers).toEqual([
      expect.objectContaining({
        reference: credit,
        balance: 6900,
        isForReplacement: false,
        dateTimeCreated: '2025-07-01T12:00:00+03:00',
        reservationIdentifier,
      }),
    ])
    expect((await systemVouchersOf(deps, OTHER_VISITOR)).systemVouchers).toEqual([])
  })

  it('cannot be cancelled for money: a transaction credit is not refunded', async () => {
    const { deps, cancel, credit, reservationIdentifier } = await setup(engine)
    await cancel()
    expect(codeOf(await cancelSystemVoucherOf(deps, { uuid: VISITOR, customer: null }, credit, reservationIdentifier))).toBe(
      'CANNOT_REFUND_CREDIT_TRANSACTION',
    )
    expect(codeOf(await cancelSystemVoucherOf(deps, { uuid: OTHER_VISITOR, customer: null }, credit, reservationIdentifier))).toBe(
      'SYSTEM_VOUCHER_NOT_FOUND',
    )
    expect(codeOf(await cancelSystemVoucherOf(deps, { uuid: VISITOR, customer: null }, 'GIFT-500', reservationIdentifier))).toBe(
      'SYSTEM_VOUCHER_NOT_FOUND',
    )
  })

  it('are replaced once, within the window, by a voucher with the same balance and a new validity', async () => {
    const { deps, cancel, credit, reservationIdentifier, storage, clock } = await setup(engine)
    await cancel()
    clock.advance(2 * DAY)
    const replaced = await replaceSystemVoucher(deps, { uuid: VISITOR, customer: null }, credit, reservationIdentifier)
    expect(replaced).toEqual(
      E.right({
        isForReplacement: true,
        startDate: '2025-07-03T12:00:00+03:00',
        endDate: '2026-07-03T12:00:00+03:00',
        dateTimeCreated: '2025-07-03T12:00:00+03:00',
      }),
    )
    expect(await storage.vouchers.findByCode(replacementCodeOf(credit))).toMatchObject({ balance: 6900 })
    expect(await storage.vouchers.findByCode(credit)).toMatchObject({ balance: 0 })
    expect(codeOf(await replaceSystemVoucher(deps, { uuid: VISITOR, customer: null }, credit, reservationIdentifier))).toBe(
      'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT',
    )
  })

  it('keep their balance when the replacement cannot be issued: emptying and issuing are one transaction', async () => {
    const { deps, cancel, credit, reservationIdentifier, storage } = await setup(engine)
    await cancel()
    // The real transaction, except that issuing the replacement (the second step) fails.
    const failingIssue: UnitOfWork = {
      transaction: (work) =>
        storage.unitOfWork.transaction((tx) => {
          const vouchers: VoucherTx = {
            findByCode: (code) => tx.vouchers.findByCode(code),
            debit: (code, amount, reservation) => tx.vouchers.debit(code, amount, reservation),
            issue: async () => E.left(kartisError('ORDER_PROCESSING_ERROR')),
          }
          return work({ ...tx, vouchers })
        }),
    }
    expect(
      codeOf(
        await replaceSystemVoucher({ ...deps, unitOfWork: failingIssue }, { uuid: VISITOR, customer: null }, credit, reservationIdentifier),
      ),
    ).toBe('ORDER_PROCESSING_ERROR')
    expect(await storage.vouchers.findByCode(credit)).toMatchObject({ balance: 6900 })
    expect(await storage.vouchers.findByCode(replacementCodeOf(credit))).toBeNull()
    expect(await storage.vouchers.history(credit)).toEqual([])
  })

  it('are replaced once when replacements race from two processes: the balance is neither lost nor doubled', async () => {
    const { deps, cancel, credit, reservationIdentifier, storage, secondProcess } = await setup(engine)
    const other = await secondProcess()
    await cancel()
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        replaceSystemVoucher(i % 2 === 0 ? deps : other, { uuid: VISITOR, customer: null }, credit, reservationIdentifier),
      ),
    )
    expect(results.filter(E.isRight)).toHaveLength(1)
    for (const refused of results.filter(E.isLeft))
      expect(['SYSTEM_VOUCHER_NOT_ACTIVE', 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT']).toContain(refused.left.code)
    expect(await storage.vouchers.findByCode(replacementCodeOf(credit))).toMatchObject({ balance: 6900 })
    expect(await storage.vouchers.findByCode(credit)).toMatchObject({ balance: 0 })
  })

  it('follow the window of the venue that sold the reservation (issue 15 §9), whichever business it is', async () => {
    const { deps, cancel, credit, reservationIdentifier, clock, storage } = await setup(engine)
    const businessId = (await storage.reservations.get(reservationIdentifier))?.businessId
    expect(businessId).toEqual(expect.any(Number))
    const asked: number[] = []
    const windowOf = (days: number) => ({
      ofBusiness: (business: number): Promise<VenueSettings> => {
        asked.push(business)
        const venue = defaultVenueSettings(business)
        return Promise.resolve({ ...venue, orderRules: { ...venue.orderRules, replacementWindowDays: days } })
      },
    })
    await cancel()
    clock.advance(2 * DAY)
    expect(
      codeOf(
        await replaceSystemVoucher({ ...deps, venues: windowOf(1) }, { uuid: VISITOR, customer: null }, credit, reservationIdentifier),
      ),
    ).toBe('TOO_FAR_FROM_PURCHASE_DATE')
    clock.advance(20 * DAY)
    expect(
      E.isRight(
        await replaceSystemVoucher({ ...deps, venues: windowOf(30) }, { uuid: VISITOR, customer: null }, credit, reservationIdentifier),
      ),
    ).toBe(true)
    expect(new Set(asked)).toEqual(new Set([businessId]))
  })

  it('are not replaced after the window', async () => {
    const { deps, cancel, credit, reservationIdentifier, clock } = await setup(engine)
    await cancel()
    clock.advance(15 * DAY)
    expect(codeOf(await replaceSystemVoucher(deps, { uuid: VISITOR, customer: null }, credit, reservationIdentifier))).toBe(
      'TOO_FAR_FROM_PURCHASE_DATE',
    )
  })
})
