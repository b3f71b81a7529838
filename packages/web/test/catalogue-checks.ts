import type { Locale } from '@kartis/core'

/** Every text of a catalogue with its dotted key. */
export const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : typeof value === 'object' && value !== null
        ? leaves(value, `${prefix}${key}.`)
        : [],
  )

const placeholders = (text: string): string[] => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort()

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

/** What each catalogue is written in: a letter of its script in every text. */
const SCRIPT = { he: /[\u05D0-\u05EA]/, en: /[A-Za-z]/, ru: /[\u0400-\u04FF]/, ar: /[\u0621-\u064A]/ } as const

/** §1 the keys of a catalogue that interpolate other values than the Hebrew text of the same key (or have none). */
export const interpolationMismatches = (hebrew: object, catalogue: object): string[] => {
  const base = new Map(leaves(hebrew))
  return leaves(catalogue).flatMap(([key, text]) => {
    const hebrewText = base.get(key.replace(PLURAL_SUFFIX, ''))
    if (hebrewText === undefined) return [`${key}: not in the Hebrew catalogue`]
    const expected = placeholders(hebrewText)
    const actual = placeholders(text)
    // A plural form may spell its number out ('two tickets'), so it may drop {{count}}.
    const ok = PLURAL_SUFFIX.test(key) ? actual.every((name) => expected.includes(name)) : actual.join() === expected.join()
    return ok ? [] : [`${key}: {${actual.join()}} instead of {${expected.join()}}`]
  })
}

/** §1 the texts of a catalogue not written in its language's script (or, for another language, holding Hebrew). */
export const untranslated = (locale: Locale, catalogue: object): [string, string][] =>
  leaves(catalogue).filter(([, text]) => !SCRIPT[locale].test(text) || (locale !== 'he' && SCRIPT.he.test(text)))
