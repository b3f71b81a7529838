import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slug helper (§5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['Straße', 'strasse'],
    ['  Les   Misérables!  ', 'les-miserables'],
    ['רומיאו ויוליה', 'רומיאו-ויוליה'],
    ['שָׁלוֹם עֲלֵיכֶם', 'שלום-עליכם'],
    ['مرحبا بالعالم', 'مرحبا-بالعالم'],
    ['Hamlet -- Act 2', 'hamlet-act-2'],
    ['A & B', 'a-b'],
    ['---x---', 'x'],
    ['Иван Грозный', ''],
    ['ÆØÅ', 'aeoa'],
    ['מופע 2024: "הקאמרי"', 'מופע-2024-הקאמרי'],
  ])('%s → %s', (text, slug) => expect(slugify(text)).toBe(slug))
})
