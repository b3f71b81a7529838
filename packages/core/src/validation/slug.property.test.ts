import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

const ALLOWED = /^(?:[a-z0-9-]|(?=\p{L})(?:\p{Script=Hebrew}|\p{Script=Arabic}))*$/u

const interesting = fc.constantFrom(...'aZ9 -_#éÅßœאבשׁﬠيآ\u064e\u05b8\t\n—–!?.Жİ'.split(''), 'ü', 'ñ', 'Ç')
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.oneof(interesting, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })) }),
)

describe('slug properties (§5)', () => {
  it('contains only allowed characters, no double hyphen, no hyphen at either end', () => {
    fc.assert(
      fc.property(text, (input) => {
        const slug = slugify(input)
        expect(slug).toMatch(ALLOWED)
        expect(slug).not.toContain('--')
        expect(slug.startsWith('-') || slug.endsWith('-')).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
  it('is idempotent: slug(slug(x)) = slug(x)', () => {
    fc.assert(
      fc.property(text, (input) => {
        const once = slugify(input)
        expect(slugify(once)).toBe(once)
      }),
      { numRuns: 500 },
    )
  })
})
