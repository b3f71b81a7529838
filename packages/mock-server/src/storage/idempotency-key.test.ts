import { describe, expect, it } from 'vitest'
import { idempotencyKeyOf } from './idempotency-key'

describe('idempotencyKeyOf', () => {
  it('names a cart by its content, whatever the key order', () => {
    const a = idempotencyKeyOf({ cart: { seats: [{ x: 1, y: 2 }], numberOfPayments: 1, note: undefined } })
    const b = idempotencyKeyOf({ cart: { numberOfPayments: 1, seats: [{ y: 2, x: 1 }] } })
    expect(a).toBe(b)
    expect(a).toMatch(/^cart:[0-9a-f]{64}$/)
  })

  it('tells different carts apart, including seat order', () => {
    const one = idempotencyKeyOf({ cart: { seats: [{ x: 1 }, { x: 2 }] } })
    expect(idempotencyKeyOf({ cart: { seats: [{ x: 2 }, { x: 1 }] } })).not.toBe(one)
    expect(idempotencyKeyOf({ cart: { seats: [{ x: 1 }, { x: 3 }] } })).not.toBe(one)
  })

  it('uses a payment id as it is', () => {
    expect(idempotencyKeyOf({ paymentId: 'pay-1' })).toBe('payment:pay-1')
  })
})
