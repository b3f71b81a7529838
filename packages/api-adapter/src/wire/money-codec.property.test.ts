import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { MAX_WIRE_SHEKELS, Shekels, SignedShekels } from './money-codec'
import { overJson } from './test-support/recase'

describe('money codec properties', () => {
  it('any price round-trips through the wire as shekels', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_WIRE_SHEKELS * 100 }), (n) => {
        const amount = agorot(n)
        expect(Shekels.decode(overJson(Shekels.encode(amount)))).toEqual(E.right(amount))
      }),
    )
  })

  it('any signed amount round-trips, and its text form decodes the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_WIRE_SHEKELS * 100, max: MAX_WIRE_SHEKELS * 100 }), (n) => {
        const amount = agorot(n)
        const shekels = SignedShekels.encode(amount)
        expect(SignedShekels.decode(overJson(shekels))).toEqual(E.right(amount + 0))
        expect(SignedShekels.decode(shekels.toFixed(2))).toEqual(E.right(amount + 0))
      }),
    )
  })
})
