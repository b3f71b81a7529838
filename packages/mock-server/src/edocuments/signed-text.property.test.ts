import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signText, textOfSigned, type SignatureFormat } from './signed-text'

const FORMATS: readonly SignatureFormat[] = [
  { separator: '-', length: 16, letters: 'lower' },
  { separator: '.', length: 20, letters: 'upper' },
]

const text = fc.string({ minLength: 1, maxLength: 24 })

describe('signed texts', () => {
  it('give back the text they sign, under the same key', () => {
    fc.assert(
      fc.property(text, fc.string(), fc.constantFrom(...FORMATS), (signed, key, format) => {
        expect(textOfSigned(signText(signed, key, format), key, format)).toBe(signed)
      }),
    )
  })

  it('refuse every signed text with one character changed', () => {
    fc.assert(
      fc.property(
        text,
        fc.constantFrom(...FORMATS),
        fc.nat(),
        fc.constantFrom(...'0123456789abcdefABCDEF-.KR'),
        (original, format, position, replacement) => {
          const signed = signText(original, 'secret', format)
          const at = position % signed.length
          fc.pre(signed[at] !== replacement)
          const altered = `${signed.slice(0, at)}${replacement}${signed.slice(at + 1)}`
          expect(textOfSigned(altered, 'secret', format)).toBeNull()
        },
      ),
    )
  })
})
