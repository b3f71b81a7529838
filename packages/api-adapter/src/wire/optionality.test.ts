import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { listOf, nullable, withDefault } from './optionality'
import { WireInt } from './scalars'

describe('nullable', () => {
  it('reads null and nothing as null, anything else with the codec', () => {
    const codec = nullable(WireInt)
    expect(codec.decode(null)).toEqual(E.right(null))
    expect(codec.decode(undefined)).toEqual(E.right(null))
    expect(codec.decode('7')).toEqual(E.right(7))
    expect(E.isLeft(codec.decode('x'))).toBe(true)
    expect(codec.encode(null)).toBeNull()
    expect(codec.is(null) && codec.is(3) && !codec.is('3')).toBe(true)
  })
})

describe('withDefault', () => {
  it('uses the default for null and nothing only', () => {
    const payments = withDefault(WireInt, 1)
    expect(payments.decode(undefined)).toEqual(E.right(1))
    expect(payments.decode(null)).toEqual(E.right(1))
    expect(payments.decode(0)).toEqual(E.right(0))
    expect(E.isLeft(payments.decode('many'))).toBe(true)
  })
})

describe('listOf', () => {
  it('reads a missing list as empty and checks each item', () => {
    const ids = listOf(WireInt)
    expect(ids.decode(undefined)).toEqual(E.right([]))
    expect(ids.decode(['1', 2])).toEqual(E.right([1, 2]))
    expect(E.isLeft(ids.decode([1, 'x']))).toBe(true)
  })
})
