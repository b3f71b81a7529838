import { describe, expect, it } from 'vitest'
import { canonicalJson } from './canonical-json'

describe('canonicalJson', () => {
  it('§7 the same value gives the same text whatever the key order; undefined fields are left out', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: undefined } })).toBe('{"a":{"d":[2,{"e":0,"f":1}]},"b":1}')
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }))
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }))
  })
})
