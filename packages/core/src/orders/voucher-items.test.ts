import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Cart } from '../model/cart'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import { removeVoucherItem, setVoucherQuantity } from './voucher-items'

const giftCard = { systemVoucherId: 1, systemVoucherPriceId: 10, price: agorot(10000), date: null, redemptionData: null }
const dated = { ...giftCard, systemVoucherId: 2, date: '2026-04-01' }
const cart = emptyCart('vouchers')

const vouchersOf = (result: E.Either<unknown, Cart>) => (E.isRight(result) ? result.right.vouchers : null)

describe('voucher items (§3/§5)', () => {
  it('adds a line, then updates its quantity in place', () => {
    const one = setVoucherQuantity(cart, giftCard, 2)
    expect(vouchersOf(one)).toEqual([{ ...giftCard, quantity: 2 }])
    const two = E.flatMap((c: Cart) => setVoucherQuantity(c, dated, 1))(one)
    const three = E.flatMap((c: Cart) => setVoucherQuantity(c, giftCard, 10))(two)
    expect(vouchersOf(three)).toEqual([
      { ...giftCard, quantity: 10 },
      { ...dated, quantity: 1 },
    ])
  })
  it('the same voucher on another date is another line', () => {
    const both = E.flatMap((c: Cart) => setVoucherQuantity(c, { ...dated, date: '2026-04-02' }, 1))(setVoucherQuantity(cart, dated, 1))
    expect(vouchersOf(both)?.length).toBe(2)
  })
  it('more than 10 of a line is MAX_QUANTITY_EXCEEDED', () => {
    expect(setVoucherQuantity(cart, giftCard, 11)).toEqual(E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 10 } }))
  })
  it('quantity 0 and remove take the line out', () => {
    const withLine: Cart = {
      ...cart,
      vouchers: [
        { ...giftCard, quantity: 2 },
        { ...dated, quantity: 1 },
      ],
    }
    expect(vouchersOf(setVoucherQuantity(withLine, giftCard, 0))).toEqual([{ ...dated, quantity: 1 }])
    expect(removeVoucherItem(withLine, dated).vouchers).toEqual([{ ...giftCard, quantity: 2 }])
  })
})
