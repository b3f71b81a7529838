import { CUSTOMER_FORM_FIELDS, ERROR_CODES, LOCALES, VALIDATION_KEYS } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { interpolationMismatches, missingKeys, missingPluralForms, untranslated } from './catalogue-checks'

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

  it.each(LOCALES)('%s has every key Hebrew has, and every plural form its language needs', (locale) => {
    expect(missingKeys(ALL_CATALOGUES.he, ALL_CATALOGUES[locale])).toEqual([])
    expect(missingPluralForms(locale, ALL_CATALOGUES[locale])).toEqual([])
  })

  it('the checks catch a missing key and a missing Russian plural form', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x', c_one: 'y', c_other: 'y' } })).toEqual([])
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c'])
    expect(missingPluralForms('ru', { n: '5', n_one: '1', n_few: '2' })).toEqual(['n_many'])
  })
})

describe('§1 a Russian counted text agrees its noun with the number', () => {
  const { t } = createI18n('ru', ALL_CATALOGUES)
  it.each([
    [1, 'Серия · 1 спектакль'],
    [3, 'Серия · 3 спектакля'],
    [5, 'Серия · 5 спектаклей'],
    [11, 'Серия · 11 спектаклей'],
    [21, 'Серия · 21 спектакль'],
    // A fraction is CLDR's 'other': the base text, whose "noun: number" form suits any number.
    [1.5, 'Серия · спектаклей: 1.5'],
  ])('%s', (count, text) => {
    expect(t('memberships.series', { count })).toBe(text)
  })

  it('after "не более" the noun is genitive: singular for 1 and 21, plural otherwise', () => {
    expect(t('orderFlow.maxSeats', { count: 21 })).toBe('В одном заказе можно выбрать не более 21 места.')
    expect(t('orderFlow.maxSeats', { count: 4 })).toBe('В одном заказе можно выбрать не более 4 мест.')
  })
})
