import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { MAX_WIRE_SHEKELS, Shekels, SignedShekels } from './money-codec'

describe('Shekels', () => {
  it('reads decimal shekels as agorot and writes them back (45.9 ↔ 4590)', () => {
    expect(Shekels.decode(45.9)).toEqual(E.right(4590))
    expect(Shekels.decode('45.90')).toEqual(E.right(4590))
    expect(Shekels.decode(0)).toEqual(E.right(0))
    expect(Shekels.encode(agorot(4590))).toBe(45.9)
  })

  it('rounds to the agora, half away from zero', () => {
    expect(Shekels.decode(1.005)).toEqual(E.right(101))
    expect(Shekels.decode(0.004)).toEqual(E.right(0))
  })

  it('refuses negative, NaN, infinite, non-numeric and absurdly large amounts', () => {
    for (const bad of [-0.01, '-5', NaN, Infinity, -Infinity, 'abc', '', null, undefined, {}, MAX_WIRE_SHEKELS * 10]) {
      expect(E.isLeft(Shekels.decode(bad))).toBe(true)
    }
  })

  it('has one zero', () => {
    expect(Object.is(E.getOrElse(() => 1)(Shekels.decode('-0.00')), 0)).toBe(true)
    expect(Shekels.is(-0)).toBe(false)
  })
})

describe('SignedShekels', () => {
  it('reads credits and refunds as negative agorot', () => {
    expect(SignedShekels.decode(-12.5)).toEqual(E.right(-1250))
    expect(SignedShekels.decode('-0.001')).toEqual(E.right(0))
    expect(Object.is(E.getOrElse(() => 1)(SignedShekels.decode('-0.001')), 0)).toBe(true)
    expect(SignedShekels.encode(agorot(-1250))).toBe(-12.5)
    expect(E.isLeft(SignedShekels.decode(NaN))).toBe(true)
  })
})
