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

/** §1 the texts of a catalogue with words not in its language's script (or, for another language, holding Hebrew). */
export const untranslated = (locale: Locale, catalogue: object): [string, string][] =>
  leaves(catalogue).filter(([, text]) => {
    // A pattern of values only ('{{name}} ({{code}})') has no words to translate.
    const words = text.replace(/\{\{\w+\}\}/g, '')
    const hasLetters = /\p{L}/u.test(words)
    return (hasLetters && !SCRIPT[locale].test(words)) || (locale !== 'he' && SCRIPT.he.test(words))
  })

/** §1 the keys of the Hebrew catalogue another lacks: a key is there as itself or as its plural forms. */
export const missingKeys = (hebrew: object, catalogue: object): string[] => {
  const present = new Set(leaves(catalogue).map(([key]) => key.replace(PLURAL_SUFFIX, '')))
  return [...new Set(leaves(hebrew).map(([key]) => key.replace(PLURAL_SUFFIX, '')))].filter((key) => !present.has(key))
}

/**
 * Plural forms a language may leave to the base text (i18next's fallback, which is the 'other'
 * form anyway): Hebrew's dual is a matter of a few nouns ("2 כרטיסים" is the plain plural), and
 * no counted text here is ever about zero.
 */
const OPTIONAL_FORMS: Readonly<Record<Locale, readonly string[]>> = {
  he: ['two', 'other'],
  en: ['other'],
  ru: ['other'],
  ar: ['zero', 'other'],
}

/** §1 the plural forms a catalogue's plural texts lack in its language (CLDR through Intl: Russian one, few, many). */
export const missingPluralForms = (locale: Locale, catalogue: object): string[] => {
  const forms = new Map<string, Set<string>>()
  for (const [key] of leaves(catalogue)) {
    const form = PLURAL_SUFFIX.exec(key)
    if (form === null) continue
    const base = key.slice(0, form.index)
    forms.set(base, (forms.get(base) ?? new Set<string>()).add(form[1] ?? ''))
  }
  const needed = new Intl.PluralRules(locale)
    .resolvedOptions()
    .pluralCategories.filter((category) => !OPTIONAL_FORMS[locale].includes(category))
  return [...forms].flatMap(([base, have]) => needed.filter((category) => !have.has(category)).map((category) => `${base}_${category}`))
}
