import { ManualClock, agorot, emptyCart, kartisError } from '@kartis/core'
import type { KartisError, Voucher, VoucherPrice } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { DANA_INFO, FakeSalesOrder, fakeVoucherSales, testShop } from './sales.fixtures'
import { VoucherShopStore } from './voucher-shop-store'

const NOW = Date.parse('2026-07-01T09:00:00+03:00')

const makeShop = (order = new FakeSalesOrder()) => {
  const errors: KartisError[] = []
  const sales = fakeVoucherSales()
  const store = new VoucherShopStore({ order, voucherSales: sales, clock: new ManualClock(NOW), showError: (error) => errors.push(error) })
  return { store, order, errors, sales }
}

const shop = testShop()
const found = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('not in the test shop')
  return value
}
const giftCard = found(shop.vouchers[0])
const waiver = found(shop.vouchers[1])
const price = (voucher: Voucher, index = 0): VoucherPrice => found(voucher.prices[index])

describe('§2 the voucher shop store', () => {
  it('loads every super class, or one, and an unknown one is NOT_FOUND', async () => {
    const { store } = makeShop()
    await store.load(null)
    expect(store.groups.map((group) => [group.superClass.name, group.vouchers.length])).toEqual([
      ['כרטיסי מתנה', 1],
      ['פארק טרמפולינות', 1],
    ])
    expect(store.superClass).toBeNull()
    await store.load(2)
    expect(store.superClass?.name).toBe('פארק טרמפולינות')
    expect(store.groups.map((group) => group.superClass.systemVoucherSuperClassId)).toEqual([2])
    await store.load(99)
    expect(store.state).toEqual({ kind: 'failed', error: kartisError('NOT_FOUND') })
  })

  it('§4 the first voucher chosen turns an event cart into a voucher order, keeping the customer details', async () => {
    const events = emptyCart('events')
    const order = new FakeSalesOrder({
      ...events,
      customerInfo: DANA_INFO(events),
      products: [{ id: 1, presentationId: 5, name: 'פופקורן', price: agorot(2200), quantity: 1, isDeliveryRequired: false }],
    })
    const { store } = makeShop(order)
    await store.load(null)
    expect(store.replacesAnotherOrder).toBe(true)
    expect(store.quantity(giftCard, price(giftCard))).toBe(0)
    expect(store.setQuantity(giftCard, price(giftCard), 2)).toBe(true)
    expect(order.cart.kind).toBe('vouchers')
    expect(order.cart.products).toEqual([])
    expect(order.cart.customerInfo.firstName).toBe('דנה')
    expect(order.cart.vouchers).toEqual([
      { systemVoucherId: 11, systemVoucherPriceId: 111, price: 10_000, quantity: 2, date: null, redemptionData: null },
    ])
    expect(order.cart.globalServiceCharge?.amountPerOrder).toBe(200)
    expect(store.quantity(giftCard, price(giftCard))).toBe(2)
    expect(store.replacesAnotherOrder).toBe(false)
  })

  it('§5 at most 10 of one line: an 11th is refused with MAX_QUANTITY_EXCEEDED and the cart keeps 10', async () => {
    const { store, order, errors } = makeShop()
    await store.load(null)
    expect(store.setQuantity(giftCard, price(giftCard, 1), 10)).toBe(true)
    expect(store.setQuantity(giftCard, price(giftCard, 1), 11)).toBe(false)
    expect(errors).toEqual([kartisError('MAX_QUANTITY_EXCEEDED', { max: 10 })])
    expect(order.cart.vouchers[0]?.quantity).toBe(10)
  })

  it('§5 the waiver age check: a date of birth is needed, and must suit the voucher on its date', async () => {
    const { store, order } = makeShop()
    await store.load(2)
    expect(store.setQuantity(waiver, price(waiver), 1)).toBe(false)
    expect(store.ageMessages.get(21)?.key).toBe('validation.date')
    store.setBirthDate(waiver, '2000-01-01')
    expect(store.ageMessages.has(21)).toBe(false)
    expect(store.setQuantity(waiver, price(waiver), 1)).toBe(false)
    expect(store.ageMessages.get(21)).toMatchObject({ key: 'validation.age_range', params: { age: 26, minAge: 6, maxAge: 12 } })
    expect(order.cart.vouchers).toEqual([])
    store.setBirthDate(waiver, '2018-05-01')
    expect(store.setQuantity(waiver, price(waiver), 1)).toBe(true)
    expect(order.cart.vouchers[0]).toMatchObject({ systemVoucherId: 21, date: '2026-08-01', redemptionData: 'JUMP' })
    // The jumper's date of birth goes with the line, for the box office to check and keep.
    expect(order.cart.vouchers[0]?.jumperDateOfBirth).toBe('2018-05-01')
    // Taking it out needs no check.
    store.setBirthDate(waiver, '')
    expect(store.setQuantity(waiver, price(waiver), 0)).toBe(true)
    expect(order.cart.vouchers).toEqual([])
  })

  it('§5 going on needs at least one voucher (SELECTION_REQUIRED); products join the voucher order', async () => {
    const { store, order } = makeShop()
    await store.load(null)
    expect(store.mayContinue()).toBe(false)
    expect(store.selectionError?.code).toBe('SELECTION_REQUIRED')
    store.setQuantity(giftCard, price(giftCard), 1)
    expect(store.selectionError).toBeNull()
    expect(store.mayContinue()).toBe(true)
    const envelope = store.products[0]
    if (envelope === undefined) throw new Error('no product')
    store.setProductQuantity(envelope, 2)
    expect(store.productQuantity(envelope)).toBe(2)
    expect(order.cart.kind).toBe('vouchers')
    expect(order.cart.vouchers).toHaveLength(1)
  })
})
