import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, emptyCart, kartisError, type Cart, type CartDonationItem } from '@kartis/core'
import { demoSalesCatalog, DonationCauseId } from '@kartis/api-adapter'
import { priceDonationCart } from './donation-cart-pricing'

const { donationDesk: desk } = demoSalesCatalog()
const fixed: CartDonationItem = {
  donationId: DonationCauseId.accessibility,
  donationDetailId: 102,
  quantity: 1,
  customAmount: null,
  amount: agorot(10_000),
}
const free = (customAmount: number): CartDonationItem => ({
  donationId: DonationCauseId.youngArtists,
  donationDetailId: 203,
  quantity: 1,
  customAmount: agorot(customAmount),
  amount: agorot(0),
})
const cartOf = (donations: readonly CartDonationItem[], more: Partial<Cart> = {}): Cart => ({
  ...emptyCart('donations'),
  donations,
  ...more,
})
const codeOf = (cart: Cart): string | null => {
  const priced = priceDonationCart(desk, cart)
  return E.isLeft(priced) ? priced.left.code : null
}

describe('donation cart pricing (issue 14)', () => {
  it('prices fixed and free amounts from the desk, issues nothing, and may be paid by vouchers', () => {
    const priced = priceDonationCart(desk, cartOf([fixed, free(25_000)]))
    if (E.isLeft(priced)) throw new Error(priced.left.code)
    expect(priced.right.saleLines).toEqual([
      { kind: 'donation', itemId: 1, priceId: 102, name: 'קרן הנגשה', quantity: 1, amount: agorot(10_000) },
      { kind: 'donation', itemId: 2, priceId: 203, name: 'מלגות לאמנים צעירים', quantity: 1, amount: agorot(25_000) },
    ])
    expect(priced.right.vouchersToIssue).toEqual([])
    expect(priced.right.payableByVouchers).toBe(true)
    expect(priced.right.cart.globalServiceCharge).toBeNull()
  })

  it('a free amount outside ₪10–₪10,000 is DONATION_AMOUNT_OUT_OF_RANGE naming the bounds; the bounds are allowed', () => {
    for (const bad of [999, 1_000_001])
      expect(priceDonationCart(desk, cartOf([free(bad)]))).toEqual(
        E.left(kartisError('DONATION_AMOUNT_OUT_OF_RANGE', { min: 10, max: 10_000 })),
      )
    for (const edge of [1_000, 1_000_000]) expect(codeOf(cartOf([free(edge)]))).toBeNull()
    expect(codeOf(cartOf([{ ...free(1000), customAmount: null }]))).toBe('INVALID_AMOUNT')
  })

  it('refuses an unknown cause or detail, a tampered fixed amount, nothing, extras and a mixed cart', () => {
    expect(codeOf(cartOf([{ ...fixed, donationId: 9 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([{ ...fixed, donationDetailId: 999 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(priceDonationCart(desk, cartOf([{ ...fixed, amount: agorot(1) }]))).toEqual(
      E.left(kartisError('PRICE_CHANGED', { donationDetailId: 102 })),
    )
    expect(codeOf(cartOf([{ ...fixed, quantity: -1 }]))).toBe('BAD_REQUEST')
    expect(priceDonationCart(desk, cartOf([]))).toEqual(E.left(kartisError('SELECTION_REQUIRED', { kind: 'donations' })))
    const envelope = { id: 51, presentationId: null, name: 'x', price: agorot(500), quantity: 1, isDeliveryRequired: false }
    expect(codeOf(cartOf([fixed], { products: [envelope] }))).toBe('UNABLE_TO_PROCESS_ORDER')
    const voucher = { systemVoucherId: 11, systemVoucherPriceId: 110, quantity: 1, price: agorot(10_000), date: null, redemptionData: null }
    expect(codeOf(cartOf([fixed], { vouchers: [voucher] }))).toBe('UNABLE_TO_PROCESS_ORDER')
  })
})
