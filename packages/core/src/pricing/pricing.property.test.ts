import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ZERO, agorot, sum } from '../money/money'
import type { Cart, CartProduct, CartSeat, VoucherPayment } from '../model/cart'
import type { VoucherBalance } from '../model/voucher'
import { cartOf, cartSeat, ticketOf } from '../../test/cart-fixtures'
import { seatTicketFor, withSeatTicket } from '../tickets/seat-ticket'
import { cartTotals } from './cart-totals'
import { instalments } from './payments'
import { addVoucherPayment, rebalanceVoucherPayments, removeVoucherPayment } from './voucher-payment'

const money = (max: number) => fc.integer({ min: 0, max }).map(agorot)

const seatsArb: fc.Arbitrary<readonly CartSeat[]> = fc
  .array(fc.option(fc.record({ price: money(60_000), serviceCharge: money(1_000) }), { nil: null }), { maxLength: 8 })
  .map((tickets) =>
    tickets.map((ticket, i) => {
      const seat = cartSeat(i + 1)
      return ticket === null ? seat : withSeatTicket(seat, seatTicketFor(seat, 10, ticketOf(1, ticket)))
    }),
  )

const productsArb: fc.Arbitrary<readonly CartProduct[]> = fc.array(
  fc.record({ id: fc.nat(50), price: money(10_000), quantity: fc.integer({ min: 0, max: 10 }) }).map((p) => ({
    ...p,
    presentationId: 100,
    name: 'מוצר',
    isDeliveryRequired: false,
  })),
  { maxLength: 5 },
)

const voucherPaymentsArb: fc.Arbitrary<readonly VoucherPayment[]> = fc
  .uniqueArray(fc.record({ code: fc.string({ minLength: 1, maxLength: 6 }), balance: money(50_000), amount: money(50_000) }), {
    selector: (v) => v.code.trim().toUpperCase(),
    maxLength: 4,
  })
  .map((vs) => vs.map((v, i) => ({ ...v, id: i, isGiftCard: i % 2 === 0 })))

const cartArb: fc.Arbitrary<Cart> = fc
  .record({
    seats: seatsArb,
    products: productsArb,
    vouchers: fc
      .array(fc.record({ price: money(20_000), quantity: fc.integer({ min: 0, max: 10 }) }), { maxLength: 3 })
      .map((items) => items.map((v, i) => ({ ...v, systemVoucherId: i, systemVoucherPriceId: i, date: null, redemptionData: null }))),
    donations: fc.array(
      fc.record({ amount: money(10_000), customAmount: fc.option(money(50_000), { nil: null }), quantity: fc.nat(3) }).map((d) => ({
        ...d,
        donationId: 1,
        donationDetailId: 1,
      })),
      { maxLength: 2 },
    ),
    voucherPayments: voucherPaymentsArb,
    globalServiceCharge: fc.option(
      fc.record({ amountPerOrder: money(2_000), percentRatePerOrder: fc.integer({ min: 0, max: 20 }), name: fc.constant('') }),
      { nil: null },
    ),
    modify: fc.option(
      fc.array(money(80_000), { maxLength: 3 }).map((amounts) => ({
        resId: 'R',
        lastTransactionId: null,
        tickets: amounts.map((amount, ticketId) => ({ ticketId, amount })),
      })),
      { nil: null },
    ),
  })
  .map((parts) => cartOf(parts))

const voucherBalanceArb: fc.Arbitrary<VoucherBalance> = fc
  .record({ code: fc.string({ minLength: 1, maxLength: 6 }), balance: money(50_000), isGiftCard: fc.boolean() })
  .map((v) => ({ ...v, id: 1, expiresAt: null }))

/** Invariants of a re-balanced cart. */
const expectBalanced = (cart: Cart): void => {
  const totals = cartTotals(cart)
  expect(totals.balanceDue).toBeGreaterThanOrEqual(0)
  expect(totals.voucherPayments).toBeLessThanOrEqual(totals.total)
  expect(totals.balanceDue).toBe(totals.total - totals.voucherPayments)
  for (const payment of cart.voucherPayments) {
    expect(payment.amount).toBeGreaterThanOrEqual(0)
    expect(payment.amount).toBeLessThanOrEqual(payment.balance)
  }
}

const shuffled = <T>(items: readonly T[], keys: readonly number[]): readonly T[] =>
  items
    .map((item, i) => ({ item, key: keys[i] ?? 0, i }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ item }) => item)

describe('pricing properties', () => {
  it('balance due is never negative, whatever the cart holds', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const totals = cartTotals(cart)
        expect(totals.balanceDue).toBeGreaterThanOrEqual(0)
        expect(totals.total).toBeGreaterThanOrEqual(0)
        expect(totals.balanceDue).toBeLessThanOrEqual(totals.total)
      }),
    )
  })

  it('after re-balancing, vouchers pay no more than is due and each no more than its balance', () => {
    fc.assert(fc.property(cartArb, (cart) => expectBalanced(rebalanceVoucherPayments(cart))))
  })

  it('any sequence of adding and removing vouchers and changing seats keeps those invariants', () => {
    const step = fc.oneof(
      voucherBalanceArb.map((voucher) => ({ kind: 'add' as const, voucher })),
      fc.nat(5).map((index) => ({ kind: 'remove' as const, index })),
      seatsArb.map((seats) => ({ kind: 'seats' as const, seats })),
    )
    fc.assert(
      fc.property(cartArb, fc.array(step, { maxLength: 10 }), (start, steps) => {
        let cart = rebalanceVoucherPayments(start)
        for (const s of steps) {
          if (s.kind === 'add') cart = E.getOrElse(() => cart)(addVoucherPayment(cart, s.voucher, 0))
          if (s.kind === 'remove') {
            const code = cart.voucherPayments[s.index]?.code
            if (code !== undefined) cart = removeVoucherPayment(cart, code)
          }
          if (s.kind === 'seats') cart = rebalanceVoucherPayments({ ...cart, seats: s.seats })
          expectBalanced(cart)
        }
      }),
    )
  })

  it('a voucher added pays min(balance due, its balance)', () => {
    fc.assert(
      fc.property(cartArb, voucherBalanceArb, (start, voucher) => {
        const cart = rebalanceVoucherPayments({ ...start, voucherPayments: [] })
        const due = cartTotals(cart).balanceDue
        const added = addVoucherPayment(cart, voucher, 0)
        if (voucher.balance === ZERO) expect(added).toEqual(E.left({ code: 'VOUCHER_WITHOUT_BALANCE' }))
        else if (due === ZERO) expect(added).toEqual(E.left({ code: 'VOUCHER_NOTHING_DUE' }))
        else expect(E.map((c: Cart) => c.voucherPayments[0]?.amount)(added)).toEqual(E.right(Math.min(due, voucher.balance)))
      }),
    )
  })

  it('totals do not depend on the order seats, products, vouchers and payments were added', () => {
    fc.assert(
      fc.property(cartArb, fc.array(fc.integer(), { minLength: 30, maxLength: 30 }), (cart, keys) => {
        const permuted: Cart = {
          ...cart,
          seats: shuffled(cart.seats, keys),
          products: shuffled(cart.products, keys.slice(8)),
          vouchers: shuffled(cart.vouchers, keys.slice(13)),
          donations: shuffled(cart.donations, keys.slice(16)),
          voucherPayments: shuffled(cart.voucherPayments, keys.slice(18)),
        }
        expect(cartTotals(permuted)).toEqual(cartTotals(cart))
        // Re-balanced, each voucher's share may move but what they pay together does not.
        expect(cartTotals(rebalanceVoucherPayments(permuted)).voucherPayments).toBe(
          cartTotals(rebalanceVoucherPayments(cart)).voucherPayments,
        )
      }),
    )
  })

  it('instalments add up exactly to the amount and differ by at most one agora', () => {
    fc.assert(
      fc.property(money(10_000_000), fc.integer({ min: 1, max: 36 }), (amount, count) => {
        const parts = instalments(amount, count)
        expect(parts).toHaveLength(count)
        expect(sum(parts)).toBe(amount)
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
        expect(parts.every((part) => Number.isSafeInteger(part) && part >= 0)).toBe(true)
      }),
    )
  })
})
