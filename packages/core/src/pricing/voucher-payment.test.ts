import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { cartOf, cartSeat, shekels, ticketOf } from '../../test/cart-fixtures'
import { ZERO } from '../money/money'
import type { Cart } from '../model/cart'
import type { VoucherBalance } from '../model/voucher'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { balanceDue } from './cart-totals'
import { addVoucherPayment, rebalanceVoucherPayments, removeVoucherPayment, requiresCardPayment } from './voucher-payment'

// 1 June 2025, 12:00 in Jerusalem, in epoch milliseconds.
const now = Date.parse('2025-06-01T12:00:00+03:00')

/** A cart of seats at ₪60 each, no service charge: total ₪60 × count. */
const seatsAt60 = (count: number): Cart =>
  cartOf({
    seats: Array.from({ length: count }, (_, i) => {
      const seat = cartSeat(i + 1)
      return withSeatTicket(seat, seatTicketFor(seat, 10, ticketOf(1, { serviceCharge: ZERO })))
    }),
  })

const voucher = (code: string, balance: number, overrides: Partial<VoucherBalance> = {}): VoucherBalance => ({
  id: code.length,
  code,
  balance: shekels(balance),
  isGiftCard: false,
  expiresAt: '2025-12-31',
  ...overrides,
})

const right = (result: E.Either<unknown, Cart>): Cart => {
  if (E.isLeft(result)) throw new Error(`expected a cart, got ${JSON.stringify(result.left)}`)
  return result.right
}

describe('§5 voucher amount applied = the lower of balance due and the voucher balance', () => {
  it('a voucher smaller than the balance due pays all it holds', () => {
    const cart = right(addVoucherPayment(seatsAt60(2), voucher('V-50', 50), now))
    expect(cart.voucherPayments).toEqual([{ code: 'V-50', id: 4, balance: shekels(50), amount: shekels(50), isGiftCard: false }])
    expect(balanceDue(cart)).toBe(shekels(70))
    expect(requiresCardPayment(cart)).toBe(true)
  })

  it('a voucher larger than the balance due pays only what is due: full cover, no card needed', () => {
    const cart = right(addVoucherPayment(seatsAt60(2), voucher('GIFT-500', 500, { isGiftCard: true }), now))
    expect(cart.voucherPayments[0]?.amount).toBe(shekels(120))
    expect(balanceDue(cart)).toBe(ZERO)
    expect(requiresCardPayment(cart)).toBe(false)
  })

  it("'no balance left to redeem the benefit' when nothing is due", () => {
    const covered = right(addVoucherPayment(seatsAt60(1), voucher('GIFT-500', 500), now))
    expect(addVoucherPayment(covered, voucher('V-50', 50), now)).toEqual(E.left({ code: 'VOUCHER_NOTHING_DUE' }))
    expect(addVoucherPayment(cartOf(), voucher('V-50', 50), now)).toEqual(E.left({ code: 'VOUCHER_NOTHING_DUE' }))
  })

  it('the same code twice gives VOUCHER_ALREADY_APPLIED', () => {
    const once = right(addVoucherPayment(seatsAt60(3), voucher('V-50', 50), now))
    expect(addVoucherPayment(once, voucher('V-50', 50), now)).toEqual(E.left({ code: 'VOUCHER_ALREADY_APPLIED' }))
    expect(addVoucherPayment(once, voucher(' v-50', 50), now)).toEqual(E.left({ code: 'VOUCHER_ALREADY_APPLIED' }))
  })

  it('a voucher without balance gives VOUCHER_WITHOUT_BALANCE', () => {
    expect(addVoucherPayment(seatsAt60(1), voucher('V-0', 0), now)).toEqual(E.left({ code: 'VOUCHER_WITHOUT_BALANCE' }))
  })

  it('an expired voucher gives VOUCHER_EXPIRED; its last day still counts', () => {
    expect(addVoucherPayment(seatsAt60(1), voucher('OLD', 50, { expiresAt: '2025-05-31' }), now)).toEqual(
      E.left({ code: 'VOUCHER_EXPIRED' }),
    )
    expect(E.isRight(addVoucherPayment(seatsAt60(1), voucher('TODAY', 50, { expiresAt: '2025-06-01' }), now))).toBe(true)
    expect(E.isRight(addVoucherPayment(seatsAt60(1), voucher('OPEN', 50, { expiresAt: null }), now))).toBe(true)
  })
})

describe('§4 removing and re-balancing voucher payments', () => {
  it('removing a voucher lets the later ones pay more', () => {
    const first = right(addVoucherPayment(seatsAt60(2), voucher('A', 100), now))
    const second = right(addVoucherPayment(first, voucher('B', 100), now))
    expect(second.voucherPayments.map((payment) => payment.amount)).toEqual([shekels(100), shekels(20)])
    const removed = removeVoucherPayment(second, 'A')
    expect(removed.voucherPayments.map((payment) => [payment.code, payment.amount])).toEqual([['B', shekels(100)]])
    expect(balanceDue(removed)).toBe(shekels(20))
  })

  it('when the cart shrinks, vouchers are recomputed in the order added and never pay more than the total', () => {
    const paid = right(addVoucherPayment(right(addVoucherPayment(seatsAt60(3), voucher('A', 100), now)), voucher('B', 100), now))
    const shrunk = rebalanceVoucherPayments({ ...paid, seats: paid.seats.slice(0, 1) })
    expect(shrunk.voucherPayments.map((payment) => payment.amount)).toEqual([shekels(60), ZERO])
    const grown = rebalanceVoucherPayments({ ...shrunk, seats: paid.seats })
    expect(grown.voucherPayments.map((payment) => payment.amount)).toEqual([shekels(100), shekels(80)])
  })

  it('removing an absent code leaves the payments as they are', () => {
    const paid = right(addVoucherPayment(seatsAt60(1), voucher('A', 10), now))
    expect(removeVoucherPayment(paid, 'ZZZ')).toEqual(paid)
  })
})
