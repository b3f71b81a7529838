import { describe, expect, it } from 'vitest'
import { makeCheckout } from './checkout.fixtures'

describe('§4/§5 voucher and gift-card payments', () => {
  it('a voucher pays part: its balance, leaving the rest due', async () => {
    const { store, order, office } = makeCheckout()
    store.vouchers.open()
    store.vouchers.setCode(' VOUCH30 ')
    await store.vouchers.redeem()
    expect(order.cart.voucherPayments).toEqual([{ code: 'VOUCH30', id: 2, balance: 3000, amount: 3000, isGiftCard: false }])
    expect(store.totals.balanceDue).toBe(7300)
    expect(store.vouchers.lookup).toEqual({ kind: 'added', code: 'VOUCH30' })
    expect(office.events.at(-1)).toMatchObject({ name: 'add_payment_info', paymentType: 'voucher' })
  })

  it('a gift card covers everything: it pays only what is due', async () => {
    const { store, order, office } = makeCheckout()
    store.vouchers.setCode('GIFT200')
    await store.vouchers.redeem()
    expect(order.cart.voucherPayments[0]?.amount).toBe(10300)
    expect(store.totals.balanceDue).toBe(0)
    expect(office.events.at(-1)).toMatchObject({ name: 'add_payment_info', paymentType: 'gift_card' })
  })

  it("with nothing left to pay a further voucher is refused: 'no balance left to redeem the benefit'", async () => {
    const { store, order } = makeCheckout()
    store.vouchers.setCode('GIFT200')
    await store.vouchers.redeem()
    store.vouchers.setCode('VOUCH30')
    await store.vouchers.redeem()
    expect(store.vouchers.lookup).toEqual({ kind: 'failed', error: { code: 'VOUCHER_NOTHING_DUE' } })
    expect(order.cart.voucherPayments).toHaveLength(1)
  })

  it('an unknown code shows the box office error and changes nothing', async () => {
    const { store, order } = makeCheckout()
    store.vouchers.setCode('NOPE')
    await store.vouchers.redeem()
    expect(store.vouchers.lookup).toEqual({ kind: 'failed', error: { code: 'CODE_NOT_FOUND' } })
    expect(order.cart.voucherPayments).toHaveLength(0)
    store.vouchers.setCode('NOPE2')
    expect(store.vouchers.lookup.kind).toBe('idle')
  })

  it('is removed only after confirmation, and the others are re-balanced', async () => {
    const { store, order } = makeCheckout()
    store.vouchers.setCode('VOUCH30')
    await store.vouchers.redeem()
    store.vouchers.setCode('GIFT200')
    await store.vouchers.redeem()
    expect(order.cart.voucherPayments.map((payment) => payment.amount)).toEqual([3000, 7300])
    store.vouchers.askRemoval('VOUCH30')
    expect(order.cart.voucherPayments).toHaveLength(2)
    store.vouchers.cancelRemoval()
    expect(order.cart.voucherPayments).toHaveLength(2)
    store.vouchers.askRemoval('VOUCH30')
    store.vouchers.confirmRemoval()
    expect(order.cart.voucherPayments.map((payment) => [payment.code, payment.amount])).toEqual([['GIFT200', 10300]])
  })
})
