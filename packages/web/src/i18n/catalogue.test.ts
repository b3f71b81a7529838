import { CUSTOMER_FORM_FIELDS, ERROR_CODES, LOCALES, VALIDATION_KEYS } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { interpolationMismatches, untranslated } from '../../test/catalogue-checks'

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
  it.each(LOCALES)('%s interpolates the same values as Hebrew, key for key', (locale) => {
    expect(interpolationMismatches(ALL_CATALOGUES.he, ALL_CATALOGUES[locale])).toEqual([])
  })

  it.each(LOCALES)('%s is written in its own script (nothing left untranslated)', (locale) => {
    expect(untranslated(locale, ALL_CATALOGUES[locale])).toEqual([])
  })
})
