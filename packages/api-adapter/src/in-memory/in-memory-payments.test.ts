import { addVoucherPayment, agorot, kartisError, type Cart, type Result, type VoucherBalance } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartFor, hallSeat, openSample, show501, show502 } from './test-support/demo-sample'

type Sample = ReturnType<typeof openSample>

/** Seat 3 of row א of 2 July, as commit failures name it. */
const WHERE = { presentationId: 501, sectionId: 1, x: 3, y: 1 }

const lockAll = async (adapters: Sample['dana'], presentationId: number, xs: readonly number[]): Promise<void> => {
  for (const x of xs) expect(E.isRight(await adapters.seatLocks.lock(hallSeat(presentationId, x, 1)))).toBe(true)
}

/** §5 pays the cart with a voucher the way the storefront does: look it up, then the core adds it. */
const payWithVoucher = async (sample: Sample, cart: Cart, code: string): Promise<Cart> => {
  const voucher: Result<VoucherBalance> = await sample.dana.payments.voucherBalance(code)
  const paid = E.chain((found: VoucherBalance) => addVoucherPayment(cart, found, sample.clock.now()))(voucher)
  if (E.isLeft(paid)) throw new Error(`test setup: ${paid.left.code}`)
  return paid.right
}

const balanceOf = async (sample: Sample, code: string): Promise<Result<number>> =>
  E.map((voucher: VoucherBalance): number => voucher.balance)(await sample.dana.payments.voucherBalance(code))

describe('InMemoryPayments.commit', () => {
  it('§7 turns the visitor’s locks into a reservation with a ticket per seat; the seats are sold', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = await payWithVoucher(sample, cartFor(show501, [3, 4]), 'GIFT-100')
    expect(await sample.dana.payments.commit({ cart })).toEqual(
      E.right({
        reservationIdentifier: 'KRT-1001',
        ticketIdentifiers: ['KRT-1001-1', 'KRT-1001-2'],
        documentKey: expect.stringMatching(/^KRT-1001-[0-9a-f]{16}$/),
      }),
    )
    const statuses = await sample.yossi.seatStatuses.seatsStatus({ presentationId: 501, venueTypeId: 1, isReserved: true })
    expect(
      E.map((entries: readonly { readonly x: number; readonly y: number; readonly status: string }[]) =>
        entries.filter((e) => e.y === 1 && e.x >= 3 && e.x <= 4).map((e) => e.status),
      )(statuses),
    ).toEqual(E.right(['unavailable', 'unavailable']))
    expect(await sample.dana.seatLocks.unlock(hallSeat(501, 3, 1))).toEqual(
      E.left(kartisError('SEAT_UNLOCK_FAILED', { sectionId: 1, x: 3 })),
    )
  })

  it('§5 the voucher’s balance goes down by what it paid (2 × (42 + 3) = 90 ₪), once', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = await payWithVoucher(sample, cartFor(show501, [3, 4]), 'GIFT-100')
    expect(cart.voucherPayments.map((payment) => payment.amount)).toEqual([agorot(9000)])
    await sample.dana.payments.commit({ cart })
    expect(await balanceOf(sample, 'GIFT-100')).toEqual(E.right(agorot(1000)))
    await sample.dana.payments.commit({ cart })
    expect(await balanceOf(sample, 'gift-100')).toEqual(E.right(agorot(1000)))
  })

  it('§7 a retried commit answers the same reservation instead of a second one', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = await payWithVoucher(sample, cartFor(show501, [3, 4]), 'GIFT-100')
    const first = await sample.dana.payments.commit({ cart })
    expect(await sample.dana.payments.commit({ cart })).toEqual(first)
    await lockAll(sample.dana, 502, [3])
    const second = { ...cartFor(show502, [3]), isHold: true }
    expect(
      E.map((r: { readonly reservationIdentifier: string }) => r.reservationIdentifier)(
        await sample.dana.payments.commit({ cart: second }),
      ),
    ).toEqual(E.right('KRT-1002'))
  })

  it('§8 a lock that expired is PAYMENT_EXPIRED, and nothing is written', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = await payWithVoucher(sample, cartFor(show501, [3, 4]), 'GIFT-100')
    sample.clock.advance(15 * 60_000)
    expect(await sample.dana.payments.commit({ cart })).toEqual(
      E.left(kartisError('PAYMENT_EXPIRED', { reason: 'lock-expired', ...WHERE })),
    )
    expect(await balanceOf(sample, 'GIFT-100')).toEqual(E.right(agorot(10000)))
    expect(E.isRight(await sample.yossi.seatLocks.lock(hallSeat(501, 3, 1)))).toBe(true)
  })

  it('§4 refuses seats locked by another visitor', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = await payWithVoucher(sample, cartFor(show501, [3, 4]), 'GIFT-100')
    expect(await sample.yossi.payments.commit({ cart })).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', WHERE)))
  })

  it('§4 refuses a seat held before opening that nobody locked', async () => {
    const sample = openSample()
    const cart = { ...cartFor(show502, [3]), seats: cartFor(show502, [3]).seats.map((seat) => ({ ...seat, x: 1, y: 2 })), isHold: true }
    expect(await sample.dana.payments.commit({ cart })).toEqual(
      E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', { presentationId: 502, sectionId: 1, x: 1, y: 2 })),
    )
  })

  it('§7 a cart with a balance due needs an approved card payment of the visitor for exactly that much', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const unpaid = cartFor(show501, [3, 4])
    expect(await sample.dana.payments.commit({ cart: unpaid })).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-not-found' })),
    )
    const form = await sample.dana.payments.paymentFormUrl({
      locale: 'he',
      ssn: '039337423',
      total: agorot(9000),
      locationId: 1,
      authProfileId: null,
      businessId: 3,
    })
    expect(form).toEqual(E.right('https://payments.kartis.test/card?session=PAY-1&locale=he'))
    const paying = { ...unpaid, paymentIdentifier: 'PAY-1' }
    expect(await sample.dana.payments.commit({ cart: paying })).toEqual(E.left(kartisError('PAYMENT_ERROR', { reason: 'payment-pending' })))
    expect(E.isRight(sample.office.settlePayment('PAY-1', 'approved'))).toBe(true)
    expect(await sample.yossi.payments.commit({ cart: paying })).toEqual(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE', WHERE)))
    expect(E.isRight(await sample.dana.payments.commit({ cart: paying }))).toBe(true)
  })

  it('§8 a declined card payment is CARD_PROVIDER_ERROR; one for another amount is PAYMENT_ERROR', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    await sample.dana.payments.paymentFormUrl({
      locale: 'he',
      ssn: '039337423',
      total: agorot(9000),
      locationId: null,
      authProfileId: null,
      businessId: null,
    })
    await sample.dana.payments.paymentFormUrl({
      locale: 'he',
      ssn: '039337423',
      total: agorot(4500),
      locationId: null,
      authProfileId: null,
      businessId: null,
    })
    sample.office.settlePayment('PAY-1', 'declined')
    sample.office.settlePayment('PAY-2', 'approved')
    const cart = cartFor(show501, [3, 4])
    expect(await sample.dana.payments.commit({ cart: { ...cart, paymentIdentifier: 'PAY-1' } })).toEqual(
      E.left(kartisError('CARD_PROVIDER_ERROR')),
    )
    expect(await sample.dana.payments.commit({ cart: { ...cart, paymentIdentifier: 'PAY-2' } })).toEqual(
      E.left(kartisError('PAYMENT_ERROR', { reason: 'amount-mismatch', paid: agorot(4500), due: agorot(9000) })),
    )
  })

  it('§5 a voucher payment must still be payable: expired, or more than its balance, is refused', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const cart = cartFor(show501, [3, 4])
    const expired = {
      ...cart,
      voucherPayments: [{ code: 'SHOVER-50', id: 32, balance: agorot(5000), amount: agorot(5000), isGiftCard: false }],
    }
    expect(await sample.dana.payments.commit({ cart: expired })).toEqual(E.left(kartisError('VOUCHER_EXPIRED', { code: 'SHOVER-50' })))
    const tooMuch = {
      ...cart,
      voucherPayments: [{ code: 'GIFT-100', id: 31, balance: agorot(20000), amount: agorot(12000), isGiftCard: true }],
    }
    expect(await sample.dana.payments.commit({ cart: tooMuch })).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'GIFT-100', balance: agorot(10000), amount: agorot(12000) })),
    )
  })

  it('§5 an empty cart is SELECTION_REQUIRED', async () => {
    const sample = openSample()
    expect(await sample.dana.payments.commit({ cart: cartFor(show501, []) })).toEqual(E.left(kartisError('SELECTION_REQUIRED')))
  })
})

describe('InMemoryPayments: hold orders and producer seats', () => {
  it('§4 a hold order is committed unpaid, then paid with POST /payment/{resId}/payment', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    const hold = { ...cartFor(show501, [3, 4]), isHold: true }
    expect(E.isRight(await sample.dana.payments.commit({ cart: hold }))).toBe(true)
    expect(
      E.map((r: { readonly isUnpaid: boolean; readonly resStateId: number }) => [r.isUnpaid, r.resStateId])(
        await sample.dana.reservations.reservation('KRT-1001'),
      ),
    ).toEqual(E.right([true, 1]))
    const paying = await payWithVoucher(sample, { ...hold, isHold: false }, 'GIFT-100')
    expect(await sample.yossi.payments.payHold({ resId: 'KRT-1001', cart: paying, cartIdentifier: 'C-1' })).toEqual(
      E.left(kartisError('RESERVATION_NOT_FOUND', { reservationIdentifier: 'KRT-1001' })),
    )
    expect(await sample.dana.payments.payHold({ resId: 'KRT-1001', cart: paying, cartIdentifier: 'C-1' })).toEqual(E.right('KRT-1001'))
    expect(
      E.map((r: { readonly isUnpaid: boolean; readonly resStateId: number }) => [r.isUnpaid, r.resStateId])(
        await sample.dana.reservations.reservation('KRT-1001'),
      ),
    ).toEqual(E.right([false, 2]))
    expect(await balanceOf(sample, 'GIFT-100')).toEqual(E.right(agorot(1000)))
  })

  it('§7 producer seats are saved unpaid for the named customer', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 502, [1, 2])
    const saved = await sample.dana.payments.saveProducerSeats({
      cart: cartFor(show502, [1, 2]),
      mobileNumber: '0521234567',
      customerName: 'דנה לוי',
    })
    expect(saved).toEqual(
      E.right({ reservationIdentifier: 'KRT-1001', ticketIdentifiers: ['KRT-1001-1', 'KRT-1001-2'], documentKey: expect.any(String) }),
    )
    const key = E.isRight(saved) ? saved.right.documentKey : ''
    expect(await sample.yossi.reservations.edocument(key)).toMatchObject(
      E.right({ customerName: 'דנה לוי', resStateId: 1, isUnpaid: true }),
    )
  })
})

describe('InMemoryPayments.voucherBalance', () => {
  it('§7/§8 a payment id reused with another cart is PAYMENT_ALREADY_USED (as the server); the same cart is a retry', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 501, [3, 4])
    sample.office.paymentSessions.open('11111111-1111-4111-8111-111111111111', agorot(9000))
    sample.office.settlePayment('PAY-1', 'approved')
    const paid = { ...cartFor(show501, [3, 4]), paymentIdentifier: 'PAY-1' }
    const first = await sample.dana.payments.commit({ cart: paid })
    expect(first).toEqual(E.right(expect.objectContaining({ reservationIdentifier: 'KRT-1001' })))
    await lockAll(sample.dana, 502, [1, 2])
    expect(await sample.dana.payments.commit({ cart: { ...cartFor(show502, [1, 2]), paymentIdentifier: 'PAY-1' } })).toEqual(
      E.left(kartisError('PAYMENT_ALREADY_USED', { paymentIdentifier: 'PAY-1' })),
    )
    expect(await sample.dana.payments.commit({ cart: paid })).toEqual(first)
  })

  it('§7 the balance of a voucher or gift card, by code in any case', async () => {
    const sample = openSample()
    expect(await sample.dana.payments.voucherBalance(' gift-100 ')).toEqual(
      E.right({ id: 31, code: 'GIFT-100', balance: agorot(10000), isGiftCard: true, expiresAt: '2026-12-31' }),
    )
    expect(await sample.dana.payments.voucherBalance('NOPE')).toEqual(E.left(kartisError('CODE_NOT_FOUND', { code: 'NOPE' })))
    expect(await sample.dana.payments.voucherBalance('SHOVER-50')).toEqual(E.left(kartisError('VOUCHER_EXPIRED', { code: 'SHOVER-50' })))
  })

  it('§5 a voucher with nothing left is VOUCHER_WITHOUT_BALANCE', async () => {
    const sample = openSample()
    await lockAll(sample.dana, 502, [1, 2, 3])
    const cart = {
      ...cartFor(show502, [1, 2, 3]),
      voucherPayments: [{ code: 'GIFT-100', id: 31, balance: agorot(10000), amount: agorot(10000), isGiftCard: true }],
    }
    sample.office.paymentSessions.open('11111111-1111-4111-8111-111111111111', agorot(3500))
    sample.office.settlePayment('PAY-1', 'approved')
    expect(E.isRight(await sample.dana.payments.commit({ cart: { ...cart, paymentIdentifier: 'PAY-1' } }))).toBe(true)
    expect(await sample.dana.payments.voucherBalance('GIFT-100')).toEqual(
      E.left(kartisError('VOUCHER_WITHOUT_BALANCE', { code: 'GIFT-100' })),
    )
  })
})
