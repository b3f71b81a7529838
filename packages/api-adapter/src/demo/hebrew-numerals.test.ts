import { describe, expect, it } from 'vitest'
import { hebrewNumeral } from './hebrew-numerals'

describe('hebrewNumeral', () => {
  it('letters rows as Hebrew numerals', () => {
    expect([1, 2, 3, 9, 10, 11, 14, 15, 16, 17, 20, 22, 99].map(hebrewNumeral)).toEqual([
      'א',
      'ב',
      'ג',
      'ט',
      'י',
      'יא',
      'יד',
      'טו',
      'טז',
      'יז',
      'כ',
      'כב',
      'צט',
    ])
  })

  it('refuses numbers outside 1–99', () => {
    expect(() => hebrewNumeral(0)).toThrow(RangeError)
    expect(() => hebrewNumeral(100)).toThrow(RangeError)
  })
})
