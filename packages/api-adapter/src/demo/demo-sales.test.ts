import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  agorot,
  emptyCart,
  kartisError,
  priceDonationCart,
  priceVoucherCart,
  type Cart,
  type CartDonationItem,
  type CartVoucherItem,
} from '@kartis/core'
import { DonationCauseId, GIFT_ENVELOPE_PRODUCT_ID, SaleVoucherId, demoSalesCatalog, demoVoucherLine } from './demo-sales'

// Issue 14 the demo's shop and desk priced by the core's rules, as the box office and the in-memory adapters price them.
const { voucherShop: shop, donationDesk: desk } = demoSalesCatalog()
const TODAY = '2026-07-01'
const gift200: CartVoucherItem = demoVoucherLine(SaleVoucherId.gift200, 200, 2)
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
  const priced = priceVoucherCart(shop, cart, TODAY)
  return E.isLeft(priced) ? priced.left.code : null
}

describe('voucher cart pricing (issue 14)', () => {
  it('prices the lines, the envelope and the ₪3 fee from the shop, and lists a card to issue for each one bought', () => {
    const priced = priceVoucherCart(shop, cartOf([gift200], { products: [envelope] }), TODAY)
    if (E.isLeft(priced)) throw new Error(priced.left.code)
    expect(priced.right.saleLines).toEqual([
      { kind: 'voucher', itemId: 12, priceId: 120, name: 'כרטיס מתנה ₪200', quantity: 2, amount: agorot(20_000), jumperDateOfBirth: null },
    ])
    expect(priced.right.products).toEqual([{ ...envelope, name: 'מעטפת מתנה' }])
    expect(priced.right.vouchersToIssue).toEqual([{ name: 'כרטיס מתנה ₪200', isGiftCard: true, balance: agorot(20_000), quantity: 2 }])
    expect(priced.right.cart.globalServiceCharge?.amountPerOrder).toBe(agorot(300))
    expect(priced.right.cart.products[0]?.name).toBe('מעטפת מתנה')
    expect(priced.right.payableByVouchers).toBe(false)
  })

  it('keeps the redemption reference of an entry voucher', () => {
    const line = { ...gift200, systemVoucherId: SaleVoucherId.cinemaFive, systemVoucherPriceId: 210, price: agorot(17_500), quantity: 1 }
    const priced = priceVoucherCart(shop, cartOf([line]), TODAY)
    expect(E.isRight(priced) && priced.right.cart.vouchers[0]?.redemptionData).toBe('CINEMA-ENTRY')
    expect(E.isRight(priced) && priced.right.vouchersToIssue[0]?.isGiftCard).toBe(false)
  })

  it('refuses what the shop does not sell, a tampered price, too many, nothing, and a mixed cart', () => {
    expect(codeOf(cartOf([{ ...gift200, systemVoucherId: 99 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([{ ...gift200, systemVoucherPriceId: 999 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([{ ...gift200, date: '2026-01-01' }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(priceVoucherCart(shop, cartOf([{ ...gift200, price: agorot(100) }]), TODAY)).toEqual(
      E.left(kartisError('PRICE_CHANGED', { systemVoucherPriceId: 120 })),
    )
    expect(priceVoucherCart(shop, cartOf([{ ...gift200, quantity: 11 }]), TODAY)).toEqual(
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
    expect(priceVoucherCart(shop, cartOf([], { products: [envelope] }), TODAY)).toEqual(
      E.left(kartisError('SELECTION_REQUIRED', { kind: 'vouchers' })),
    )
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, price: agorot(1) }] }))).toBe('PRICE_CHANGED')
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, id: 1 }] }))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([gift200], { products: [{ ...envelope, quantity: 11 }] }))).toBe('MAX_QUANTITY_EXCEEDED')
    const donation = { donationId: 1, donationDetailId: 101, quantity: 1, customAmount: null, amount: agorot(5_000) }
    expect(priceVoucherCart(shop, cartOf([gift200], { donations: [donation] }), TODAY)).toEqual(
      E.left(kartisError('UNABLE_TO_PROCESS_ORDER', { reason: 'order-kind-not-sold', kind: 'mixed' })),
    )
    expect(codeOf({ ...cartOf([gift200]), kind: 'events' })).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(codeOf(cartOf([gift200], { isHold: true }))).toBe('UNABLE_TO_PROCESS_ORDER')
  })

  it('§5 the waiver: a trampoline line carries a jumper aged 6–14 today, kept on the sale line; else refused', () => {
    const trampoline = demoVoucherLine(SaleVoucherId.trampolineKids, 70)
    const priced = priceVoucherCart(shop, cartOf([{ ...trampoline, jumperDateOfBirth: '2016-07-01' }]), TODAY)
    expect(E.isRight(priced) && priced.right.saleLines[0]?.jumperDateOfBirth).toBe('2016-07-01')
    // Fourteen until the day before the fifteenth birthday; six from the sixth.
    expect(codeOf(cartOf([{ ...trampoline, jumperDateOfBirth: '2011-07-02' }]))).toBeNull()
    expect(priceVoucherCart(shop, cartOf([{ ...trampoline, jumperDateOfBirth: '2011-07-01' }]), TODAY)).toEqual(
      E.left(kartisError('WAIVER_AGE_NOT_SUITED', { systemVoucherId: SaleVoucherId.trampolineKids, age: 15, minAge: 6, maxAge: 14 })),
    )
    expect(codeOf(cartOf([{ ...trampoline, jumperDateOfBirth: '2020-07-02' }]))).toBe('WAIVER_AGE_NOT_SUITED')
    expect(codeOf(cartOf([trampoline]))).toBe('FORM_INVALID')
    expect(codeOf(cartOf([{ ...trampoline, jumperDateOfBirth: '2016-02-30' }]))).toBe('FORM_INVALID')
    // A voucher without an age range keeps no date of birth.
    const gift = priceVoucherCart(shop, cartOf([{ ...gift200, jumperDateOfBirth: '2016-07-01' }]), TODAY)
    expect(E.isRight(gift) && gift.right.saleLines[0]?.jumperDateOfBirth).toBeNull()
  })

  it('refuses vouchers and gift cards paying for vouchers', () => {
    const payment = { code: 'GIFT-500', id: 1, balance: agorot(50_000), amount: agorot(40_300), isGiftCard: true }
    expect(priceVoucherCart(shop, cartOf([gift200], { voucherPayments: [payment] }), TODAY)).toEqual(
      E.left(kartisError('VOUCHER_PAYMENT_NOT_ALLOWED')),
    )
  })
})

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
const donationCartOf = (donations: readonly CartDonationItem[], more: Partial<Cart> = {}): Cart => ({
  ...emptyCart('donations'),
  donations,
  ...more,
})
const donationCodeOf = (cart: Cart): string | null => {
  const priced = priceDonationCart(desk, cart)
  return E.isLeft(priced) ? priced.left.code : null
}

describe('donation cart pricing (issue 14)', () => {
  it('prices fixed and free amounts from the desk, issues nothing, and may be paid by vouchers', () => {
    const priced = priceDonationCart(desk, donationCartOf([fixed, free(25_000)]))
    if (E.isLeft(priced)) throw new Error(priced.left.code)
    expect(priced.right.saleLines).toEqual([
      { kind: 'donation', itemId: 1, priceId: 102, name: 'קרן הנגשה', quantity: 1, amount: agorot(10_000), jumperDateOfBirth: null },
      {
        kind: 'donation',
        itemId: 2,
        priceId: 203,
        name: 'מלגות לאמנים צעירים',
        quantity: 1,
        amount: agorot(25_000),
        jumperDateOfBirth: null,
      },
    ])
    expect(priced.right.vouchersToIssue).toEqual([])
    expect(priced.right.payableByVouchers).toBe(true)
    expect(priced.right.cart.globalServiceCharge).toBeNull()
  })

  it('a free amount outside ₪10–₪10,000 is DONATION_AMOUNT_OUT_OF_RANGE naming the bounds; the bounds are allowed', () => {
    for (const bad of [999, 1_000_001])
      expect(priceDonationCart(desk, donationCartOf([free(bad)]))).toEqual(
        E.left(kartisError('DONATION_AMOUNT_OUT_OF_RANGE', { min: 10, max: 10_000 })),
      )
    for (const edge of [1_000, 1_000_000]) expect(donationCodeOf(donationCartOf([free(edge)]))).toBeNull()
    expect(donationCodeOf(donationCartOf([{ ...free(1000), customAmount: null }]))).toBe('INVALID_AMOUNT')
  })

  it('refuses an unknown cause or detail, a tampered fixed amount, nothing, extras and a mixed cart', () => {
    expect(donationCodeOf(donationCartOf([{ ...fixed, donationId: 9 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(donationCodeOf(donationCartOf([{ ...fixed, donationDetailId: 999 }]))).toBe('UNABLE_TO_PROCESS_ORDER')
    expect(priceDonationCart(desk, donationCartOf([{ ...fixed, amount: agorot(1) }]))).toEqual(
      E.left(kartisError('PRICE_CHANGED', { donationDetailId: 102 })),
    )
    expect(donationCodeOf(donationCartOf([{ ...fixed, quantity: -1 }]))).toBe('BAD_REQUEST')
    expect(priceDonationCart(desk, donationCartOf([]))).toEqual(E.left(kartisError('SELECTION_REQUIRED', { kind: 'donations' })))
    const envelope = { id: 51, presentationId: null, name: 'x', price: agorot(500), quantity: 1, isDeliveryRequired: false }
    expect(donationCodeOf(donationCartOf([fixed], { products: [envelope] }))).toBe('UNABLE_TO_PROCESS_ORDER')
    const voucher = { systemVoucherId: 11, systemVoucherPriceId: 110, quantity: 1, price: agorot(10_000), date: null, redemptionData: null }
    expect(donationCodeOf(donationCartOf([fixed], { vouchers: [voucher] }))).toBe('UNABLE_TO_PROCESS_ORDER')
  })
})
