import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { byteRangeOf } from './byte-ranges'

describe('byteRangeOf, for any header of one range and any file size', () => {
  it('a partial range always lies inside the file', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.option(fc.nat(20_000)), fc.option(fc.nat(20_000)), (size, first, last) => {
        const range = byteRangeOf(`bytes=${first ?? ''}-${last ?? ''}`, size)
        if (range.kind !== 'partial') return
        expect(range.start).toBeGreaterThanOrEqual(0)
        expect(range.start).toBeLessThanOrEqual(range.end)
        expect(range.end).toBeLessThan(size)
      }),
    )
  })
})
