import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { QueryList } from './query-list'
import { WireInt, WireString } from './scalars'

describe('QueryList', () => {
  const ids = QueryList(WireInt)

  it('reads comma-separated text, repeated keys, a single number or nothing', () => {
    expect(ids.decode('12,13,14')).toEqual(E.right([12, 13, 14]))
    expect(ids.decode(['12', '13,14'])).toEqual(E.right([12, 13, 14]))
    expect(ids.decode(12)).toEqual(E.right([12]))
    expect(ids.decode('')).toEqual(E.right([]))
    expect(ids.decode(undefined)).toEqual(E.right([]))
  })

  it('refuses a bad item, naming its index', () => {
    const result = ids.decode('12,x')
    expect(E.isLeft(result) && result.left[0]?.context.map((c) => c.key)).toEqual(['', '1'])
    expect(E.isLeft(ids.decode({}))).toBe(true)
  })

  it('writes comma-separated text, and nothing for an empty list', () => {
    expect(ids.encode([12, 13])).toBe('12,13')
    expect(ids.encode([])).toBeUndefined()
    expect(QueryList(WireString).encode(['VIP', 'קופון'])).toBe('VIP,קופון')
  })
})
