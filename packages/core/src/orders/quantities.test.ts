import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../model/cart'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import { checkMaxQuantity, MAX_MEMBERSHIP_QUANTITY, MAX_VOUCHER_QUANTITY, requireSelection, selectedItemCount } from './quantities'

const voucher = { systemVoucherId: 1, systemVoucherPriceId: 1, price: agorot(5000), date: null, redemptionData: null }

describe('maximum quantities (§5/§9)', () => {
  it('memberships 1, vouchers 10', () => {
    expect(MAX_MEMBERSHIP_QUANTITY).toBe(1)
    expect(MAX_VOUCHER_QUANTITY).toBe(10)
  })
  it('up to the maximum passes; beyond it is MAX_QUANTITY_EXCEEDED with { max }', () => {
    expect(checkMaxQuantity(10, 10)).toEqual(E.right(10))
    expect(checkMaxQuantity(11, 10)).toEqual(E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 10 } }))
    expect(checkMaxQuantity(2, 1)).toEqual(E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 1 } }))
  })
})

describe('selection required (§5 at least one item)', () => {
  it.each(['vouchers', 'memberships', 'donations'] as const)('an empty %s order is SELECTION_REQUIRED', (kind) => {
    expect(requireSelection(emptyCart(kind))).toEqual(E.left({ code: 'SELECTION_REQUIRED', params: { kind } }))
  })
  it('counts only the items of the cart kind', () => {
    const cart: Cart = { ...emptyCart('donations'), vouchers: [{ ...voucher, quantity: 2 }] }
    expect(selectedItemCount(cart)).toBe(0)
    expect(E.isLeft(requireSelection(cart))).toBe(true)
  })
  it('a selected item passes', () => {
    const vouchers: Cart = { ...emptyCart('vouchers'), vouchers: [{ ...voucher, quantity: 3 }] }
    expect(selectedItemCount(vouchers)).toBe(3)
    expect(requireSelection(vouchers)).toEqual(E.right(vouchers))
    const donations: Cart = {
      ...emptyCart('donations'),
      donations: [{ donationId: 1, donationDetailId: 2, quantity: 1, customAmount: null, amount: agorot(1800) }],
    }
    expect(requireSelection(donations)).toEqual(E.right(donations))
  })
  it('event and enrolment orders are not concerned', () => {
    expect(E.isRight(requireSelection(emptyCart('events')))).toBe(true)
    expect(E.isRight(requireSelection(emptyCart('enrolment')))).toBe(true)
  })
})
