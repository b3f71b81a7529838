import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ORDER_KINDS } from '../model/cart'
import { EMPTY_CUSTOMER_INFO } from '../model/customer'
import type { DonationDetail } from '../model/donation'
import { agorot } from '../money/money'
import { cartTotals } from '../pricing/cart-totals'
import { emptyCart } from './cart'
import { setDonationItem } from './donation-items'
import { switchOrderKind } from './order-kind'
import { MAX_VOUCHER_QUANTITY } from './quantities'
import { setVoucherQuantity } from './voucher-items'

const line = (price: number) => ({ systemVoucherId: 7, systemVoucherPriceId: 70, price: agorot(price), date: null, redemptionData: null })

describe('issue 14 voucher and donation lines (§5, §9)', () => {
  it('§5 a voucher line takes 0 to 10 and refuses more; its total is price × quantity, and setting it again replaces it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 10 }),
        (price, asked, before) => {
          const start = setVoucherQuantity(emptyCart('vouchers'), line(price), before)
          if (E.isLeft(start)) throw new Error('a quantity of at most 10 is taken')
          const result = setVoucherQuantity(start.right, line(price), asked)
          if (asked > MAX_VOUCHER_QUANTITY) {
            expect(result).toEqual(E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: MAX_VOUCHER_QUANTITY } }))
            return
          }
          if (E.isLeft(result)) throw new Error('a quantity of at most 10 is taken')
          expect(result.right.vouchers.length).toBe(asked === 0 ? 0 : 1)
          expect(cartTotals(result.right).vouchers).toBe(price * asked)
        },
      ),
    )
  })

  it('§5 a free donation is taken exactly when it lies within its bounds, and the cart then owes it × quantity', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: -10, max: 300_000 }),
        fc.integer({ min: 1, max: 5 }),
        (min, span, amount, quantity) => {
          const detail: DonationDetail = {
            id: 2,
            amount: agorot(0),
            isCustomAmount: true,
            minAmount: agorot(min),
            maxAmount: agorot(min + span),
          }
          const result = setDonationItem(emptyCart('donations'), 9, detail, quantity, amount)
          const within = amount >= min && amount <= min + span
          expect(E.isRight(result)).toBe(within)
          if (E.isRight(result)) expect(cartTotals(result.right).donations).toBe(amount * quantity)
          else expect(result.left.code).toBe(amount <= 0 ? 'INVALID_AMOUNT' : 'DONATION_AMOUNT_OUT_OF_RANGE')
        },
      ),
    )
  })

  it('§4 switching to another kind empties the cart and keeps the customer; the same kind changes nothing', () => {
    const customer = { ...EMPTY_CUSTOMER_INFO, firstName: 'נועה', lastName: 'כהן', mobileNumber: '0541234567' }
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_KINDS),
        fc.constantFrom(...ORDER_KINDS),
        fc.integer({ min: 1, max: 10 }),
        (from, to, quantity) => {
          const filled = setVoucherQuantity({ ...emptyCart(from), customerInfo: customer }, line(10_000), quantity)
          if (E.isLeft(filled)) throw new Error('a quantity of at most 10 is taken')
          const switched = switchOrderKind(filled.right, to)
          if (from === to) expect(switched).toBe(filled.right)
          else expect(switched).toEqual({ ...emptyCart(to), customerInfo: customer })
        },
      ),
    )
  })
})
