import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, emptyCart, kartisError, type Cart, type CartVoucherItem } from '@kartis/core'
import { demoSalesCatalog, GIFT_ENVELOPE_PRODUCT_ID, SaleVoucherId } from '@kartis/api-adapter'
import { priceVoucherCart } from './voucher-cart-pricing'

const { voucherShop: shop } = demoSalesCatalog()
const gift200: CartVoucherItem = {
  systemVoucherId: SaleVoucherId.gift200,
  systemVoucherPriceId: SaleVoucherId.gift200 * 10,
  quantity: 2,
  price: agorot(20_000),
  date: null,
  redemptionData: null,
}
const envelope = {
  id: GIFT_ENVELOPE_PRODUCT_ID,
  presentationId: null,
  name: 'x',
  price: agorot(500),
  quantity: 1,
  isDeliveryRequired: false,
}
const cartOf = (vouchers: readonly CartVoucherItem[], more: Partial<Cart> = {}): Cart => ({ ...emptyCart('vouchers'), vouchers, ...more })
const codeOf = (cart: Cart): string | null => {
  const priced = priceVoucherCart(shop, cart)
  return E.isLeft(priced) ? priced.left.code : null
}

describe('voucher cart pricing (issue 14)', () => {
  it('prices the lines, the envelope and the ₪3 fee from the shop, and lists a card to issue for each one bought', () => {
    const priced = priceVoucherCart(shop, cartOf([gift200], { products: [envelope] }))
    if (E.isLeft(priced)) throw new Error(priced.left.code)
    expect(priced.right.saleLines).toEqual([
      { kind: 'voucher', itemId: 12, priceId: 120, name: 'כרטיס מתנה ₪200', quantity: 2, amount: agorot(20_000) },
    ])
    expect(priced.right.products).toEqual([
      { productId: GIFT_ENVELOPE_PRODUCT_ID, presentationId: null, quantity: 1, unitPrice: agorot(500) },
    ])
    expect(priced.right.vouchersToIssue).toEqual([{ name: 'כרטיס מתנה ₪200', isGiftCard: true, balance: agorot(20_000), quantity: 2 }])
    expect(priced.right.cart.globalServiceCharge?.amountPerOrder).toBe(agorot(300))
    expect(priced.right.cart.products[0]?.name).toBe('מעטפת מתנה')
    expect(priced.right.payableByVouchers).toBe(false)
  })

  it('keeps the redemption reference of an entry voucher', () => {
    const line = { ...gift200, systemVoucherId: SaleVoucherId.cinemaFive, systemVoucherPriceId: 210, price: agorot(17_500), quantity: 1 }
    const priced = priceVoucherCart(shop, cartOf([line]))
    expect(E.isRight(priced) && priced.right.cart.vouchers[0]?.redemptionData).toBe('CINEMA-ENTRY')
    expect(E.isRight(priced) && priced.right.vouchersToIssue[0]?.isGiftCard).toBe(false)
  })

  it('refuses what the shop does not sell, a tampered price, too many, nothing, and a mixed cart', () => {
    expect(codeOf(cartOf([{ ...gift200, systemVoucherId: 99 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([{ ...gift200, systemVoucherPriceId: 999 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([{ ...gift200, date: '2026-01-01' }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(priceVoucherCart(shop, cartOf([{ ...gift200, price: agorot(100) }]))).toEqual(
      E.left(kartisError('PRICE_CHANGED', { systemVoucherPriceId: 120 })),
    )
    expect(priceVoucherCart(shop, cartOf([{ ...gift200, quantity: 11 }]))).toEqual(
      E.left(kartisError('MAX_QUANTITY_EXCEEDED', { max: 10 })),
    )
    // Two lines of the same price count together.
    expect(
      codeOf(
        cartOf([
          { ...gift200, quantity: 6 },
          { ...gift200, quantity: 5 },
        ]),
      ),
    ).toBe('MAX_QUANTITY_EXCEEDED')
    expect(codeOf(cartOf([{ ...gift200, quantity: 0 }]))).toBe('BAD_REQUEST')
    expect(codeOf(cartOf([{ ...gift200, quantity: 1.5 }]))).toBe('BAD_REQUEST')
    expect(priceVoucherCart(shop, cartOf([], { products: [envelope] }))).toEqual(
      E.left(kartisError('SELECTION_REQUIRED', { kind: 'vouchers' })),
    )
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, price: agorot(1) }] }))).toBe('PRICE_CHANGED')
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, id: 1 }] }))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, quantity: 11 }] }))).toBe('MAX_QUANTITY_EXCEEDED')
    const donation = { donationId: 1, donationDetailId: 101, quantity: 1, customAmount: null, amount: agorot(5_000) }
    expect(priceVoucherCart(shop, cartOf([gift200], { donations: [donation] }))).toEqual(
      E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'order-kind-not-sold', kind: 'mixed' })),
    )
    expect(codeOf({ ...cartOf([gift200]), kind: 'events' })).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([gift200], { isHold: true }))).toBe('UNABLE_TO_PROCESS_ORDER')
  })

  it('refuses vouchers and gift cards paying for vouchers', () => {
    const payment = { code: 'GIFT-500', id: 1, balance: agorot(50_000), amount: agorot(40_300), isGiftCard: true }
    expect(priceVoucherCart(shop, cartOf([gift200], { voucherPayments: [payment] }))).toEqual(
      E.left(kartisError('VOUCHER_PAYMENT_NOT_ALLOWED')),
    )
  })
})
