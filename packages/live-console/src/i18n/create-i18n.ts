import { FALLBACK_LOCALE, LOCALES, type Locale } from '@kartis/core'
import i18next, { type i18n } from 'i18next'
import { ar } from './locales/ar'
import { en } from './locales/en'
import { he } from './locales/he'
import { ru } from './locales/ru'

/**
 * §1 the console's i18next instance in `locale`, falling back to Hebrew. The console's texts are
 * few: every locale is in the bundle (no fetching). One instance per app and per test.
 */
export const createI18n = (locale: Locale): i18n => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: { he: { translation: he }, en: { translation: en }, ru: { translation: ru }, ar: { translation: ar } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
