import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CartCodec } from './cart'
import { decodeWith } from './decode'
import { cartArb } from './test-support/arbitraries'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'

describe('cart codec properties', () => {
  it('encode, JSON, decode is the identity on any cart', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        expect(decodeWith(CartCodec, overJson(CartCodec.encode(cart)))).toEqual({ _tag: 'Right', right: cart })
      }),
    )
  })

  it('a cart whose keys were all recased decodes to the same cart', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const wire = overJson(CartCodec.encode(cart))
        expect(decodeWith(CartCodec, pascalKeys(wire))).toEqual({ _tag: 'Right', right: cart })
        expect(decodeWith(CartCodec, camelKeys(wire))).toEqual({ _tag: 'Right', right: cart })
      }),
      { numRuns: 50 },
    )
  })
})
