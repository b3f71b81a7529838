import { describe, expect, it } from 'vitest'
import { assertQuantity, setLine } from './cart-lines'

const lines = [
  { id: 1, q: 1 },
  { id: 2, q: 2 },
]

describe('setLine (§3 cart lists)', () => {
  it('replaces a line in place', () => {
    expect(setLine(lines, (l) => l.id === 1, { id: 1, q: 5 })).toEqual([
      { id: 1, q: 5 },
      { id: 2, q: 2 },
    ])
  })
  it('appends a new line', () => {
    expect(setLine(lines, (l) => l.id === 3, { id: 3, q: 1 })).toEqual([...lines, { id: 3, q: 1 }])
  })
  it('removes a line, and leaves the list alone when there is none', () => {
    expect(setLine(lines, (l) => l.id === 2, null)).toEqual([{ id: 1, q: 1 }])
    expect(setLine(lines, (l) => l.id === 3, null)).toBe(lines)
  })
  it('a quantity must be a whole number from 0', () => {
    expect(() => assertQuantity(0)).not.toThrow()
    expect(() => assertQuantity(-1)).toThrow(RangeError)
    expect(() => assertQuantity(1.5)).toThrow(RangeError)
  })
})
