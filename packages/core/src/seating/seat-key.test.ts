import { describe, expect, it } from 'vitest'
import { sameSeat, seatKeyId } from './seat-key'

describe('seatKeyId', () => {
  it('joins section, x and y', () => {
    expect(seatKeyId({ sectionId: 4, x: 12, y: 3 })).toBe('4:12:3')
  })
  it('names an unallocated general-admission place ga', () => {
    expect(seatKeyId({ sectionId: 7, x: 1, y: null })).toBe('7:1:ga')
  })
  it('tells x and y apart', () => {
    expect(seatKeyId({ sectionId: 1, x: 12, y: 3 })).not.toBe(seatKeyId({ sectionId: 1, x: 1, y: 23 }))
  })
})

describe('sameSeat', () => {
  it('is true for equal keys in different objects', () => {
    expect(sameSeat({ sectionId: 1, x: 2, y: 3 }, { sectionId: 1, x: 2, y: 3 })).toBe(true)
  })
  it('is false when section, x or y differ', () => {
    const a = { sectionId: 1, x: 2, y: 3 }
    expect(sameSeat(a, { ...a, sectionId: 2 })).toBe(false)
    expect(sameSeat(a, { ...a, x: 3 })).toBe(false)
    expect(sameSeat(a, { ...a, y: null })).toBe(false)
  })
})
