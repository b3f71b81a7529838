import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { agorot, fromShekels, percentOf, toShekels } from './money'

const amounts = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(agorot)

describe('§9 money properties', () => {
  it('agorot → shekels → agorot is the identity', () => {
    fc.assert(
      fc.property(amounts, (a) => {
        expect(fromShekels(toShekels(a))).toBe(a)
      }),
    )
  })

  it('a percentage between 0 and 100 stays between zero and the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }).map(agorot), fc.double({ min: 0, max: 100, noNaN: true }), (a, p) => {
        const part = percentOf(a, p)
        expect(Number.isInteger(part)).toBe(true)
        expect(part).toBeGreaterThanOrEqual(0)
        expect(part).toBeLessThanOrEqual(a)
      }),
    )
  })
})
