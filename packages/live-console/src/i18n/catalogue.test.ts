import { LOCALES, type Locale } from '@kartis/core'
import { interpolationMismatches, missingKeys, missingPluralForms, untranslated } from '@kartis/web/shared'
import { describe, expect, it } from 'vitest'
import type { Catalogue } from './catalogue'
import { ar } from './locales/ar'
import { en } from './locales/en'
import { he } from './locales/he'
import { ru } from './locales/ru'

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }

describe('§1 the console’s catalogues agree with the Hebrew one', () => {
  it.each(LOCALES)('%s has every Hebrew key and plural form, interpolates the same values, and is written in its own script', (locale) => {
    expect(missingKeys(he, CATALOGUES[locale])).toEqual([])
    expect(missingPluralForms(locale, CATALOGUES[locale])).toEqual([])
    expect(interpolationMismatches(he, CATALOGUES[locale])).toEqual([])
    expect(untranslated(locale, CATALOGUES[locale])).toEqual([])
  })
})
