import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createRandom, seedFrom } from './prng'

describe('demo PRNG', () => {
  it('draws the same sequence from the same seed, and another from another seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed)
      return Array.from({ length: 5 }, () => random.next())
    }
    expect(draw(seedFrom('1:2025-07-01'))).toEqual(draw(seedFrom('1:2025-07-01')))
    expect(draw(seedFrom('1:2025-07-01'))).not.toEqual(draw(seedFrom('1:2025-07-02')))
  })

  it('keeps next in [0, 1) and int within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: -50, max: 50 }), fc.nat(40), (seed, min, span) => {
        const random = createRandom(seed)
        const value = random.next()
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThan(1)
        const n = random.int(min, min + span)
        expect(Number.isInteger(n) && n >= min && n <= min + span).toBe(true)
      }),
    )
  })

  it('spreads draws over the interval', () => {
    const random = createRandom(42)
    const buckets = [0, 0, 0, 0]
    for (let i = 0; i < 4000; i++) {
      const bucket = Math.floor(random.next() * 4)
      buckets[bucket] = (buckets[bucket] ?? 0) + 1
    }
    for (const count of buckets) expect(count).toBeGreaterThan(800)
  })
})
