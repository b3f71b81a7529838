import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, ManualClock } from '@kartis/core'
import { FIXTURE_RESERVED_SECTION, openFixture } from './fixture-catalog'
import { SqliteReservationRepository } from './sqlite-reservation-repository'
import { SqliteSeatInventory } from './sqlite-seat-inventory'
import { SqliteUnitOfWork } from './sqlite-unit-of-work'
import { SqliteVoucherRepository } from './sqlite-voucher-repository'

describe('SqliteUnitOfWork', () => {
  it('commits a reservation, its voucher payment and its coupon together, or none of them', async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1, 9, 0))
    const { db, catalog, presentationId } = await openFixture(clock)
    const unit = new SqliteUnitOfWork(db, clock)
    const inventory = new SqliteSeatInventory(db, clock)
    const vouchers = new SqliteVoucherRepository(db)
    await vouchers.issue({ code: 'VOUCHER-50', name: 'שובר', isGiftCard: false, balance: agorot(5_000), expiresAt: null })
    const seat = { presentationId, sectionId: FIXTURE_RESERVED_SECTION, x: 2, y: 1 }
    await inventory.transaction(async (tx) => E.right(await tx.insertLock({ ...seat, uuid: 'v', ticketGroupId: 1 }, 60_000)))
    const commit = (voucherAmount: number) =>
      unit.transaction(async (tx) => {
        const created = await tx.reservations.create({
          uuid: 'v',
          idempotencyKey: `attempt-${voucherAmount}`,
          presentationId,
          isHold: false,
          customer: { firstName: 'דנה', lastName: 'כהן', email: 'd@example.org', mobileNumber: '0501234567', ssn: '' },
          seats: [{ ...seat, ticketId: 91, pricePolicyId: 1, amount: agorot(2500), serviceCharge: agorot(0) }],
          products: [],
          orderServiceCharge: agorot(0),
          cancellationFee: null,
          paymentSessionId: null,
        })
        if (E.isLeft(created)) return created
        const id = created.right.reservation.reservationIdentifier
        const redeemed = await tx.coupons.redeem('KARTIS1', 1, id)
        if (E.isLeft(redeemed)) return redeemed
        const paid = await tx.vouchers.debit('VOUCHER-50', agorot(voucherAmount), id)
        return E.map(() => id)(paid)
      })

    const refused = await commit(9_999)
    expect(E.isLeft(refused) && refused.left.code).toBe('VOUCHER_WITHOUT_BALANCE')
    expect(await new SqliteReservationRepository(db, clock).listForUuid('v')).toEqual([])
    expect((await catalog.findCodeTicket(1, 'KARTIS1'))?.balance).toBe(3)
    expect((await inventory.locksOf('v')).map((l) => l.x)).toEqual([2])

    const done = await commit(2_500)
    expect(E.isRight(done)).toBe(true)
    expect((await vouchers.findByCode('VOUCHER-50'))?.balance).toBe(2_500)
    expect((await catalog.findCodeTicket(1, 'KARTIS1'))?.balance).toBe(2)
    expect((await inventory.occupiedSeats(presentationId)).map((s) => s.occupancy.kind)).toEqual(['sold'])
  })
})
