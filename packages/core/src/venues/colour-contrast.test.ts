import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { contrastRatio, formatContrastRatio, meetsWcagAa, parseHexColour, type HexColour } from './colour-contrast'

const colour = (text: string): HexColour => {
  const parsed = parseHexColour(text)
  if (O.isNone(parsed)) throw new Error(`test colour ${text}`)
  return parsed.value
}

describe('parseHexColour', () => {
  it('reads #RRGGBB and #RGB in any case as upper-case #RRGGBB', () => {
    expect(parseHexColour('#ffc500')).toEqual(O.some('#FFC500'))
    expect(parseHexColour(' #fc0 ')).toEqual(O.some('#FFCC00'))
  })

  it('refuses names, missing hashes and wrong lengths', () => {
    for (const text of ['yellow', 'FFC500', '#FFC50', '#GGGGGG', '#FFC5000', '']) expect(parseHexColour(text), text).toEqual(O.none)
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio(colour('#000000'), colour('#FFFFFF'))).toBeCloseTo(21, 6)
    expect(contrastRatio(colour('#FFC500'), colour('#FFC500'))).toBe(1)
  })

  it('passes the §9 theme colour with dark ink and fails it with white text', () => {
    expect(meetsWcagAa(colour('#FFC500'), colour('#1A1A1A'))).toBe(true)
    expect(meetsWcagAa(colour('#FFC500'), colour('#FFFFFF'))).toBe(false)
    expect(formatContrastRatio(contrastRatio(colour('#FFC500'), colour('#FFFFFF')))).toBe('1.58')
  })

  it('judges the ratio as shown: #767676 on white is 4.54 and passes, #777777 is 4.47 and fails', () => {
    expect(meetsWcagAa(colour('#767676'), colour('#FFFFFF'))).toBe(true)
    expect(meetsWcagAa(colour('#777777'), colour('#FFFFFF'))).toBe(false)
    expect(formatContrastRatio(4.4999)).toBe('4.49')
  })
})
