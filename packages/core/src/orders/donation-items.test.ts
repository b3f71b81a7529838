import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../model/cart'
import type { DonationDetail } from '../model/donation'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import { checkCustomAmount, parseCustomAmount, removeDonationItem, setDonationItem } from './donation-items'

const fixed: DonationDetail = { id: 1, amount: agorot(1800), isCustomAmount: false, minAmount: agorot(1800), maxAmount: agorot(1800) }
const custom: DonationDetail = { id: 2, amount: agorot(0), isCustomAmount: true, minAmount: agorot(1000), maxAmount: agorot(1_000_000) }
const cart = emptyCart('donations')

describe('donation items (§3)', () => {
  it('adds a fixed-amount line, ignoring a custom amount', () => {
    expect(setDonationItem(cart, 5, fixed, 2, 999)).toEqual(
      E.right({ ...cart, donations: [{ donationId: 5, donationDetailId: 1, quantity: 2, customAmount: null, amount: agorot(1800) }] }),
    )
  })
  it('a custom-amount line needs a positive whole agorot amount', () => {
    expect(setDonationItem(cart, 5, custom, 1, 5000)).toEqual(
      E.right({ ...cart, donations: [{ donationId: 5, donationDetailId: 2, quantity: 1, customAmount: agorot(5000), amount: agorot(0) }] }),
    )
    for (const bad of [null, 0, -100, 12.5]) expect(setDonationItem(cart, 5, custom, 1, bad)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
  })
  it('§5 a free amount outside its bounds is refused, naming the bounds in shekels; the bounds themselves are allowed', () => {
    for (const bad of [999, 1_000_001])
      expect(setDonationItem(cart, 5, custom, 1, bad)).toEqual(
        E.left({ code: 'DONATION_AMOUNT_OUT_OF_RANGE', params: { min: 10, max: 10_000 } }),
      )
    for (const edge of [1000, 1_000_000]) expect(E.isRight(setDonationItem(cart, 5, custom, 1, edge))).toBe(true)
  })
  it('quantity 0 and remove take the line out', () => {
    const withLine: Cart = {
      ...cart,
      donations: [{ donationId: 5, donationDetailId: 1, quantity: 1, customAmount: null, amount: agorot(1800) }],
    }
    expect(setDonationItem(withLine, 5, fixed, 0)).toEqual(E.right({ ...withLine, donations: [] }))
    expect(removeDonationItem(withLine, { donationId: 5, donationDetailId: 1 }).donations).toEqual([])
  })
  it('custom amounts', () => {
    expect(checkCustomAmount(1)).toEqual(E.right(1))
    expect(checkCustomAmount(Number.NaN)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
    expect(parseCustomAmount('50')).toEqual(E.right(5000))
    expect(parseCustomAmount(' 12.5 ')).toEqual(E.right(1250))
    expect(parseCustomAmount('0.05')).toEqual(E.right(5))
    for (const bad of ['0', '0.00', '12.345', '-5', 'abc', '', '1,000'])
      expect(parseCustomAmount(bad)).toEqual(E.left({ code: 'INVALID_AMOUNT' }))
  })
})
