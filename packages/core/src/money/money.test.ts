import { describe, expect, it } from 'vitest'
import {
  add,
  agorot,
  formatMoney,
  fromShekels,
  maxMoney,
  minMoney,
  nonNegative,
  percentOf,
  subtract,
  sum,
  times,
  toShekels,
  ZERO,
} from './money'

describe('§9 money in agorot', () => {
  it('converts decimal shekels to whole agorot, rounding half away from zero', () => {
    expect(fromShekels(45.9)).toBe(4590)
    expect(fromShekels(1.005)).toBe(101)
    expect(fromShekels(-1.005)).toBe(-101)
    expect(fromShekels(0.1 + 0.2)).toBe(30)
    expect(toShekels(agorot(4590))).toBe(45.9)
    expect(Object.is(fromShekels(-0.001), 0)).toBe(true)
  })

  it('refuses amounts that are not whole agorot or not finite', () => {
    expect(() => agorot(1.5)).toThrow(RangeError)
    expect(() => fromShekels(Number.NaN)).toThrow(RangeError)
  })

  it('adds, subtracts, sums and multiplies without floats', () => {
    expect(add(agorot(4590), agorot(1010))).toBe(5600)
    expect(subtract(agorot(1000), agorot(2500))).toBe(-1500)
    expect(sum([agorot(1), agorot(2), agorot(3)])).toBe(6)
    expect(sum([])).toBe(ZERO)
    expect(times(agorot(4590), 3)).toBe(13770)
    expect(minMoney(agorot(5), agorot(7))).toBe(5)
    expect(maxMoney(agorot(5), agorot(7))).toBe(7)
    expect(nonNegative(agorot(-3))).toBe(0)
  })

  it('takes a percentage rounded once to the agora', () => {
    expect(percentOf(agorot(10000), 7.5)).toBe(750)
    expect(percentOf(agorot(999), 10)).toBe(100)
    expect(percentOf(agorot(995), 10)).toBe(100)
  })

  it('formats ILS with ₪ and two decimals in Hebrew by default', () => {
    const text = formatMoney(agorot(4590))
    expect(text).toContain('₪')
    expect(text).toContain('45.90')
    expect(formatMoney(agorot(123456), 'en-US')).toBe('₪1,234.56')
  })
})
