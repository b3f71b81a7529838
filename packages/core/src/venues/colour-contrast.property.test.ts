import * as fc from 'fast-check'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { contrastRatio, meetsWcagAa, parseHexColour, relativeLuminance, type HexColour } from './colour-contrast'

const hexColour: fc.Arbitrary<HexColour> = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`)
  .chain((text) => {
    const parsed = parseHexColour(text)
    return O.isSome(parsed) ? fc.constant(parsed.value) : fc.constant('#000000' as HexColour)
  })

describe('contrastRatio (properties)', () => {
  it('lies between 1 and 21 and is symmetric', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (a, b) => {
        const ratio = contrastRatio(a, b)
        expect(ratio).toBeGreaterThanOrEqual(1)
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9)
        expect(contrastRatio(b, a)).toBe(ratio)
      }),
    )
  })

  it('is 1 exactly for a colour against itself', () => {
    fc.assert(
      fc.property(hexColour, (a) => {
        expect(contrastRatio(a, a)).toBe(1)
      }),
    )
  })

  it('grows as the lighter colour gets lighter (monotone in luminance)', () => {
    fc.assert(
      fc.property(hexColour, hexColour, hexColour, (dark, light, lighter) => {
        fc.pre(relativeLuminance(light) >= relativeLuminance(dark) && relativeLuminance(lighter) >= relativeLuminance(light))
        expect(contrastRatio(dark, lighter)).toBeGreaterThanOrEqual(contrastRatio(dark, light) - 1e-12)
      }),
    )
  })

  it('every colour passes AA against black or white (one of the two inks always works)', () => {
    const black = '#000000' as HexColour
    const white = '#FFFFFF' as HexColour
    fc.assert(
      fc.property(hexColour, (a) => {
        expect(meetsWcagAa(a, black) || meetsWcagAa(a, white)).toBe(true)
      }),
    )
  })

  it('round-trips a parsed colour', () => {
    fc.assert(
      fc.property(hexColour, (a) => {
        expect(parseHexColour(a.toLowerCase())).toEqual(O.some(a))
      }),
    )
  })
})
