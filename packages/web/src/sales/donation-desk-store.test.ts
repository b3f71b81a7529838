import { agorot, emptyCart, kartisError } from '@kartis/core'
import type { Donation, DonationDetail } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { DonationDeskStore } from './donation-desk-store'
import { DANA_INFO, FakeSalesOrder, fakeDonationSales, testDesk } from './sales.fixtures'

const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('not in the test desk')
  return value
}
const cause: Donation = found(testDesk().causes[0])
const detail = (id: number): DonationDetail => found(cause.details.find((candidate) => candidate.id === id))
const FREE = 73

const makeDesk = (order = new FakeSalesOrder()) => ({ store: new DonationDeskStore({ order, donationSales: fakeDonationSales() }), order })

describe('§2 the donation desk store', () => {
  it('§4 a fixed amount chosen turns a voucher cart into a donation order, keeping the customer details; choosing it again takes it out', async () => {
    const vouchers = emptyCart('vouchers')
    const order = new FakeSalesOrder({
      ...vouchers,
      customerInfo: DANA_INFO(vouchers),
      vouchers: [{ systemVoucherId: 1, systemVoucherPriceId: 2, price: agorot(100), quantity: 1, date: null, redemptionData: null }],
    })
    const { store } = makeDesk(order)
    await store.load()
    expect(store.causes).toHaveLength(1)
    expect(store.replacesAnotherOrder).toBe(true)
    store.toggleFixed(cause, detail(72))
    expect(order.cart.kind).toBe('donations')
    expect(order.cart.vouchers).toEqual([])
    expect(order.cart.customerInfo.lastName).toBe('כהן')
    expect(order.cart.donations).toEqual([{ donationId: 7, donationDetailId: 72, quantity: 1, customAmount: null, amount: 3600 }])
    expect(store.isChosen(cause, detail(72))).toBe(true)
    store.toggleFixed(cause, detail(72))
    expect(order.cart.donations).toEqual([])
  })

  it('§3 a free amount typed in shekels is added in agorot', async () => {
    const { store, order } = makeDesk()
    await store.load()
    store.setAmountText(cause, detail(FREE), '50.5')
    expect(store.addCustomAmount(cause, detail(FREE))).toBe(true)
    expect(order.cart.donations).toEqual([{ donationId: 7, donationDetailId: FREE, quantity: 1, customAmount: 5050, amount: 0 }])
    // Typing again takes the earlier amount out until it is added.
    store.setAmountText(cause, detail(FREE), '60')
    expect(order.cart.donations).toEqual([])
  })

  it('§5 an amount outside the bounds is DONATION_AMOUNT_OUT_OF_RANGE naming them in shekels; not an amount is INVALID_AMOUNT', async () => {
    const { store, order } = makeDesk()
    await store.load()
    store.setAmountText(cause, detail(FREE), '5000')
    expect(store.addCustomAmount(cause, detail(FREE))).toBe(false)
    expect(store.amountErrors.get(FREE)).toEqual(kartisError('DONATION_AMOUNT_OUT_OF_RANGE', { min: 10, max: 1000 }))
    store.setAmountText(cause, detail(FREE), '9.99')
    expect(store.addCustomAmount(cause, detail(FREE))).toBe(false)
    expect(store.amountErrors.get(FREE)?.code).toBe('DONATION_AMOUNT_OUT_OF_RANGE')
    store.setAmountText(cause, detail(FREE), 'מאה')
    expect(store.addCustomAmount(cause, detail(FREE))).toBe(false)
    expect(store.amountErrors.get(FREE)?.code).toBe('INVALID_AMOUNT')
    expect(order.cart.donations).toEqual([])
    expect(order.cart.kind).toBe('events')
  })

  it('§5 going on needs at least one donation', async () => {
    const { store } = makeDesk()
    await store.load()
    expect(store.mayContinue()).toBe(false)
    expect(store.selectionError?.code).toBe('SELECTION_REQUIRED')
    store.toggleFixed(cause, detail(71))
    expect(store.mayContinue()).toBe(true)
  })
})
