import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { WireInt, WireString } from './scalars'
import { tolerantStruct } from './tolerant-keys'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'

/** camelCase keys, unique ignoring case, some ending in an acronym (paymentFormURL). */
const keysArb = fc.uniqueArray(
  fc
    .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,6}([A-Z][a-z0-9]{1,5}){0,2}$/), fc.boolean())
    .map(([key, acronym]) => (acronym ? `${key}URL` : key)),
  { minLength: 1, maxLength: 8, selector: (k) => k.toLowerCase() },
)

const caseArb = keysArb.chain((keys) =>
  fc.record({
    keys: fc.constant(keys),
    codecs: fc.array(fc.constantFrom<t.Mixed>(WireString, WireInt), { minLength: keys.length, maxLength: keys.length }),
    noise: fc.dictionary(fc.stringMatching(/^_[a-z]{1,5}$/), fc.anything()),
  }),
)

describe('tolerantStruct properties', () => {
  it('the PascalCased and camelCased forms of an object decode to the same value; encode∘decode is stable', () => {
    fc.assert(
      fc.property(
        caseArb,
        fc.array(fc.oneof(fc.string(), fc.integer()), { minLength: 8, maxLength: 8 }),
        ({ keys, codecs, noise }, raw) => {
          const props = Object.fromEntries(keys.map((k, i) => [k, codecs[i] ?? WireString]))
          const codec = tolerantStruct(props)
          const wire = { ...noise, ...Object.fromEntries(keys.map((k, i) => [k, codecs[i] === WireInt ? i : String(raw[i] ?? '')])) }
          const decoded = codec.decode(wire)
          expect(E.isRight(decoded)).toBe(true)
          expect(codec.decode(pascalKeys(wire))).toEqual(decoded)
          expect(codec.decode(camelKeys(wire))).toEqual(decoded)
          if (E.isRight(decoded)) {
            const encoded = codec.encode(decoded.right)
            expect(Object.keys(encoded).sort()).toEqual([...keys].sort())
            expect(codec.decode(overJson(encoded))).toEqual(decoded)
            expect(codec.encode(decoded.right)).toEqual(encoded)
          }
        },
      ),
    )
  })
})
