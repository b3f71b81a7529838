/**
 * Letters that do not decompose under NFD, spelled in ASCII (lower case: the input is
 * lower-cased first).
 */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŋ: 'n',
}

const COMBINING_MARKS = /\p{M}/gu
const WHITESPACE = /\s+/gu
const HEBREW_OR_ARABIC_LETTER = /^(?=\p{L})(?:\p{Script=Hebrew}|\p{Script=Arabic})$/u
const HYPHENS = /-+/g

const isKept = (ch: string): boolean =>
  (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch === '-' || HEBREW_OR_ARABIC_LETTER.test(ch)

/**
 * §5 slug helper: lower-case; accents transliterated to ASCII (NFD, combining marks dropped,
 * then a few letters spelled out: ß→ss, æ→ae…); whitespace becomes a hyphen; everything but
 * a–z, 0–9, Hebrew and Arabic letters and hyphens is stripped (so Cyrillic is dropped, and
 * niqqud goes with the marks); repeated hyphens collapse and none is left at either end.
 */
export const slugify = (text: string): string => {
  const ascii = [...text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '')].map((ch) => TRANSLITERATIONS[ch] ?? ch).join('')
  return [...ascii.replace(WHITESPACE, '-')].filter(isKept).join('').replace(HYPHENS, '-').replace(/^-|-$/g, '')
}
