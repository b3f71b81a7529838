import { agorot, emptyCart, kartisError, switchOrderKind } from '@kartis/core'
import type {
  Cart,
  CustomerInfo,
  DonationDesk,
  DonationSales,
  OrderKind,
  PresentationProduct,
  Result,
  VoucherSales,
  VoucherShop,
} from '@kartis/core'
import { makeAutoObservable, observableRef } from 'mobx'
import type { SalesOrder } from './sales-order'

// Test support: a shop of two super classes (gift cards; a waiver for ages 6–12) and a desk of one cause.

/** §2 test support: gift cards (₪100, ₪200) in super class 1, a trampoline waiver (ages 6–12, ₪60) in 2, a gift envelope. */
export const testShop = (): VoucherShop => ({
  superClasses: [
    { systemVoucherSuperClassId: 1, name: 'כרטיסי מתנה', description: 'לכל הצגה' },
    { systemVoucherSuperClassId: 2, name: 'פארק טרמפולינות', description: 'כניסה לשעה' },
  ],
  vouchers: [
    {
      systemVoucherId: 11,
      systemVoucherClassId: 101,
      systemVoucherSuperClassId: 1,
      name: 'כרטיס מתנה',
      description: 'שווה כסף לכל הצגה',
      isGiftCard: true,
      ageRange: null,
      prices: [
        { systemVoucherPriceId: 111, price: agorot(10_000), redemptionData: null, selectedQuantity: 0 },
        { systemVoucherPriceId: 112, price: agorot(20_000), redemptionData: null, selectedQuantity: 0 },
      ],
      dates: [],
    },
    {
      systemVoucherId: 21,
      systemVoucherClassId: 201,
      systemVoucherSuperClassId: 2,
      name: 'קפיצה לילדים',
      description: 'שעה בפארק',
      isGiftCard: false,
      ageRange: { minAge: 6, maxAge: 12 },
      prices: [
        {
          systemVoucherPriceId: 211,
          price: agorot(6_000),
          redemptionData: { reference: 'JUMP', price: agorot(6_000) },
          selectedQuantity: 0,
        },
      ],
      dates: ['2026-08-01'],
    },
  ],
  products: [{ id: 900, name: 'מעטפת מתנה', price: agorot(500), isDeliveryRequired: false, maxQuantity: 3 }],
  serviceCharge: { amountPerOrder: agorot(200), percentRatePerOrder: 0, name: '' },
})

/** §2 test support: one cause with ₪18 and ₪36 and a free amount of ₪10 to ₪1,000. */
export const testDesk = (): DonationDesk => ({
  causes: [
    {
      id: 7,
      code: 'CULTURE',
      name: 'תרבות לכולם',
      description: 'כרטיסים לילדים',
      details: [
        { id: 71, amount: agorot(1_800), isCustomAmount: false, minAmount: agorot(1_800), maxAmount: agorot(1_800) },
        { id: 72, amount: agorot(3_600), isCustomAmount: false, minAmount: agorot(3_600), maxAmount: agorot(3_600) },
        { id: 73, amount: agorot(0), isCustomAmount: true, minAmount: agorot(1_000), maxAmount: agorot(100_000) },
      ],
    },
  ],
  serviceCharge: null,
})

const right = <T>(value: T): Promise<Result<T>> => Promise.resolve({ _tag: 'Right', right: value })

/** §7 test support: the shop above; a super class it does not have is NOT_FOUND. */
export const fakeVoucherSales = (shop: VoucherShop = testShop()): VoucherSales & { readonly asked: (number | null)[] } => {
  const asked: (number | null)[] = []
  return {
    asked,
    voucherShop: (id) => {
      asked.push(id)
      if (id === null) return right(shop)
      if (!shop.superClasses.some((c) => c.systemVoucherSuperClassId === id))
        return Promise.resolve({ _tag: 'Left', left: kartisError('NOT_FOUND') })
      return right({ ...shop, vouchers: shop.vouchers.filter((voucher) => voucher.systemVoucherSuperClassId === id) })
    },
  }
}

/** §7 test support: the desk above. */
export const fakeDonationSales = (desk: DonationDesk = testDesk()): DonationSales => ({ donationDesk: () => right(desk) })

/** §4 test support: a MobX order holding one cart, switching kind as the order store does. */
export class FakeSalesOrder implements SalesOrder {
  cart: Cart

  constructor(cart: Cart = emptyCart('events')) {
    this.cart = cart
    makeAutoObservable(this, { cart: observableRef }, { autoBind: true })
  }

  updateCart(change: (cart: Cart) => Cart): void {
    this.cart = change(this.cart)
  }

  switchKind(kind: OrderKind): void {
    this.cart = switchOrderKind(this.cart, kind)
  }

  productQuantity(productId: number): number {
    return this.cart.products.find((product) => product.id === productId)?.quantity ?? 0
  }

  setProductQuantity(product: PresentationProduct, quantity: number): void {
    const others = this.cart.products.filter((line) => line.id !== product.id)
    this.cart = {
      ...this.cart,
      products:
        quantity === 0
          ? others
          : [
              ...others,
              { id: product.id, presentationId: null, name: product.name, price: product.price, quantity, isDeliveryRequired: false },
            ],
    }
  }
}

/** §4 test support: a customer's details as the checkout form leaves them in the cart. */
export const DANA_INFO = (cart: Cart): CustomerInfo => ({
  ...cart.customerInfo,
  firstName: 'דנה',
  lastName: 'כהן',
  email: 'dana@example.com',
  mobileNumber: '0501234567',
})
