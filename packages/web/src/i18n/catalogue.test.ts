import { CUSTOMER_FORM_FIELDS, ERROR_CODES, LOCALES, VALIDATION_KEYS } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'

/** Every text of a catalogue with its dotted key. */
const leaves = (tree: object, prefix = ''): [string, string][] =>
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

describe('§8 every error code has a message in every locale', () => {
  const i18n = createI18n('he', ALL_CATALOGUES)
  it.each(LOCALES)('%s', (locale) => {
    const missing = ERROR_CODES.filter((code) => {
      const text: unknown = i18n.getResource(locale, 'translation', `errors.${code}`)
      return typeof text !== 'string' || text.trim() === ''
    })
    expect(missing).toEqual([])
  })
})

describe('§5 every validation key and form field has a text in every locale', () => {
  const i18n = createI18n('he', ALL_CATALOGUES)
  it.each(LOCALES)('%s', (locale) => {
    const keys = [...VALIDATION_KEYS, ...CUSTOMER_FORM_FIELDS.map((field) => `fields.${field}`), 'fields.verifyMobileNumber']
    const missing = keys.filter((key) => {
      const text: unknown = i18n.getResource(locale, 'translation', key)
      return typeof text !== 'string' || text.trim() === ''
    })
    expect(missing).toEqual([])
  })
})

describe('catalogues agree with the Hebrew one', () => {
  const hebrew = new Map(leaves(ALL_CATALOGUES.he))

  it.each(LOCALES)('%s interpolates the same values as Hebrew, key for key', (locale) => {
    const mismatches = leaves(ALL_CATALOGUES[locale]).flatMap(([key, text]) => {
      const base = hebrew.get(key.replace(PLURAL_SUFFIX, ''))
      if (base === undefined) return [`${key}: not in the Hebrew catalogue`]
      const expected = placeholders(base)
      const actual = placeholders(text)
      // A plural form may spell its number out ('two tickets'), so it may drop {{count}}.
      const ok = PLURAL_SUFFIX.test(key) ? actual.every((name) => expected.includes(name)) : actual.join() === expected.join()
      return ok ? [] : [`${key}: {${actual.join()}} instead of {${expected.join()}}`]
    })
    expect(mismatches).toEqual([])
  })

  it.each(LOCALES)('%s is written in its own script (nothing left untranslated)', (locale) => {
    const foreign = leaves(ALL_CATALOGUES[locale]).filter(
      ([, text]) => !SCRIPT[locale].test(text) || (locale !== 'he' && SCRIPT.he.test(text)),
    )
    expect(foreign).toEqual([])
  })
})
