import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CartMembershipItem } from '../model/cart'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import { addMembershipItem, removeMembershipItem, updateMembershipItem } from './membership-items'

const annual: CartMembershipItem = {
  membershipId: 1,
  membershipPriceId: 11,
  currencyId: 1,
  price: agorot(36000),
  isTopup: false,
  seat: null,
}
const topup = (memberNumber: string): CartMembershipItem => ({ ...annual, membershipPriceId: 12, isTopup: true, memberNumber })

describe('membership items (§3/§5, at most one of a line)', () => {
  const cart = emptyCart('memberships')
  it('adds a line', () => {
    expect(addMembershipItem(cart, annual)).toEqual(E.right({ ...cart, memberships: [annual] }))
  })
  it('a second of the same line is MAX_QUANTITY_EXCEEDED with { max: 1 }', () => {
    const withAnnual = { ...cart, memberships: [annual] }
    expect(addMembershipItem(withAnnual, { ...annual, reference1: 'x' })).toEqual(
      E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 1 } }),
    )
  })
  it('top-ups for different members are different lines', () => {
    const withOne = { ...cart, memberships: [topup('M-1')] }
    expect(E.isRight(addMembershipItem(withOne, topup('M-2')))).toBe(true)
  })
  it('updates a line in place, and removes it', () => {
    const withBoth = { ...cart, memberships: [annual, topup('M-1')] }
    const updated = updateMembershipItem(withBoth, { ...annual, reference1: 'REF-7' })
    expect(updated.memberships).toEqual([{ ...annual, reference1: 'REF-7' }, topup('M-1')])
    expect(removeMembershipItem(updated, annual).memberships).toEqual([topup('M-1')])
  })
})
