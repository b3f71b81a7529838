import { addVoucherPayment, agorot, kartisError, type VoucherBalance } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartFor, hallSeat, openSample, show501 } from './test-support/demo-sample'

describe('InMemorySystemVouchers', () => {
  it('§7 history: the issue, then each redemption as a negative amount with its reservation', async () => {
    const sample = openSample()
    await sample.dana.seatLocks.lock(hallSeat(501, 3, 1))
    const voucher = await sample.dana.payments.voucherBalance('GIFT-100')
    const cart = E.chain((v: VoucherBalance) => addVoucherPayment(cartFor(show501, [3]), v, sample.clock.now()))(voucher)
    if (E.isRight(cart)) await sample.dana.payments.commit({ cart: cart.right })
    expect(await sample.dana.systemVouchers.history('GIFT-100')).toEqual(
      E.right([
        { dateTime: '2026-06-01T10:00:00+03:00', description: 'כרטיס מתנה', amount: agorot(10000), reservationIdentifier: null },
        { dateTime: '2026-07-01T15:00:00+03:00', description: 'מימוש', amount: agorot(-4500), reservationIdentifier: 'KRT-1001' },
      ]),
    )
    expect(await sample.dana.systemVouchers.history('X-1')).toEqual(E.left(kartisError('SYSTEM_VOUCHER_NOT_FOUND', { reference: 'X-1' })))
  })

  it('§4 cancel: the voucher no longer pays; cancelling again is SYSTEM_VOUCHER_NOT_ACTIVE', async () => {
    const { dana } = openSample()
    expect(await dana.systemVouchers.cancel('GIFT-100', 'KRT-1')).toEqual(E.right(undefined))
    expect(await dana.payments.voucherBalance('GIFT-100')).toEqual(
      E.left(kartisError('SYSTEM_VOUCHER_NOT_ACTIVE', { reference: 'GIFT-100' })),
    )
    expect(await dana.systemVouchers.cancel('GIFT-100', 'KRT-1')).toEqual(
      E.left(kartisError('SYSTEM_VOUCHER_NOT_ACTIVE', { reference: 'GIFT-100' })),
    )
  })

  it('§4 replacement: given now, exchangeable for the §9 window (REPLACEMENT_WINDOW_DAYS, 14 days); a second request is refused', async () => {
    const { dana } = openSample()
    expect(await dana.systemVouchers.requestReplacement('SHOVER-50', 'KRT-1')).toEqual(
      E.right({
        isForReplacement: true,
        startDate: '2026-07-01T15:00:00+03:00',
        endDate: '2026-07-15T15:00:00+03:00',
        dateTimeCreated: '2026-07-01T15:00:00+03:00',
      }),
    )
    expect(await dana.systemVouchers.requestReplacement('SHOVER-50', 'KRT-1')).toEqual(
      E.left(kartisError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT', { reference: 'SHOVER-50' })),
    )
  })
})
