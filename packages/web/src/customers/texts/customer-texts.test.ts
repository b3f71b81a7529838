import { LOCALES } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { ALL_CUSTOMER_TEXTS } from '../../../test/all-catalogues'
import { interpolationMismatches, missingKeys, missingPluralForms, untranslated } from '../../i18n/catalogue-checks'
import { createI18n } from '../../i18n/create-i18n'
import { translatorOf } from '../../i18n/translate'
import { CUSTOMER_NAMESPACE, loadCustomerTexts } from './customer-texts'

describe('§1 the customer area’s texts', () => {
  it.each(LOCALES)('%s interpolates the same values as Hebrew and is written in its own script', (locale) => {
    expect(interpolationMismatches(ALL_CUSTOMER_TEXTS.he, ALL_CUSTOMER_TEXTS[locale])).toEqual([])
    expect(untranslated(locale, ALL_CUSTOMER_TEXTS[locale])).toEqual([])
    expect(missingKeys(ALL_CUSTOMER_TEXTS.he, ALL_CUSTOMER_TEXTS[locale])).toEqual([])
    expect(missingPluralForms(locale, ALL_CUSTOMER_TEXTS[locale])).toEqual([])
  })

  it('load into their own namespace, with Hebrew as the fallback, and leave the main catalogue alone', async () => {
    const i18n = createI18n('en')
    await loadCustomerTexts(i18n, 'en')
    await i18n.changeLanguage('en')
    const t = translatorOf(i18n)
    expect(t('customer:login.title')).toBe('Log in')
    expect(i18n.hasResourceBundle('he', CUSTOMER_NAMESPACE)).toBe(true)
    // The English main catalogue was not fetched: its texts still fall back to Hebrew (DocumentSync fetches it).
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false)
    expect(t('nav.customerArea')).toBe('האזור האישי')
  })
})
