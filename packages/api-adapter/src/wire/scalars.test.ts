import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { LocaleCodec, oneOf, QueryFlag, readNumber, WireBool, WireInt, WireNumber, WireString } from './scalars'

describe('WireInt', () => {
  it('reads integers and their text (query strings)', () => {
    expect(WireInt.decode(812)).toEqual(E.right(812))
    expect(WireInt.decode(' 812 ')).toEqual(E.right(812))
    expect(WireInt.decode('-1')).toEqual(E.right(-1))
    expect(Object.is(E.getOrElse(() => 1)(WireInt.decode('-0')), 0)).toBe(true)
  })
  it('refuses fractions, non-numbers and unsafe integers', () => {
    for (const bad of [1.5, '1.5', '', 'x', null, NaN, 2 ** 53, '9007199254740993', true]) expect(E.isLeft(WireInt.decode(bad))).toBe(true)
  })
})

describe('WireNumber and readNumber', () => {
  it('reads finite numbers and decimal text', () => {
    expect(WireNumber.decode('12.5')).toEqual(E.right(12.5))
    expect(WireNumber.decode('.5')).toEqual(E.right(0.5))
    expect(readNumber('45.90')).toBe(45.9)
  })
  it('refuses NaN, infinities and other text', () => {
    for (const bad of [NaN, Infinity, '1e5', 'Infinity', '1,5', {}, undefined]) expect(readNumber(bad)).toBeNull()
  })
})

describe('WireString', () => {
  it('reads strings and numbers as their text', () => {
    expect(WireString.decode('ABC123')).toEqual(E.right('ABC123'))
    expect(WireString.decode(123456)).toEqual(E.right('123456'))
    expect(E.isLeft(WireString.decode(null))).toBe(true)
    expect(E.isLeft(WireString.decode(NaN))).toBe(true)
  })
})

describe('WireBool and QueryFlag', () => {
  it('read booleans, 1/0 and their text', () => {
    for (const yes of [true, 1, '1', 'true', 'TRUE']) expect(WireBool.decode(yes)).toEqual(E.right(true))
    for (const no of [false, 0, '0', 'false']) expect(QueryFlag.decode(no)).toEqual(E.right(false))
    for (const bad of [2, 'yes', null]) expect(E.isLeft(WireBool.decode(bad))).toBe(true)
  })
  it('encode as a boolean and as 1 or 0', () => {
    expect(WireBool.encode(true)).toBe(true)
    expect(QueryFlag.encode(true)).toBe(1)
    expect(QueryFlag.encode(false)).toBe(0)
  })
})

describe('oneOf and LocaleCodec', () => {
  it('accepts only the listed values', () => {
    expect(LocaleCodec.decode('he')).toEqual(E.right('he'))
    expect(E.isLeft(LocaleCodec.decode('fr'))).toBe(true)
    expect(E.isLeft(LocaleCodec.decode('HE'))).toBe(true)
    expect(oneOf(['a', 'b'], 'ab').is('b')).toBe(true)
  })
})
