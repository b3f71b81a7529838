import { FALLBACK_LOCALE, LOCALES, type Locale } from '@kartis/core'
import i18next, { type i18n } from 'i18next'
import { CATALOGUES } from './languages'

/**
 * §1/§9 an i18next instance over the four catalogues, initialised synchronously in `locale`,
 * falling back to Hebrew. One instance per app (and per test), never the global one.
 */
export const createI18n = (locale: Locale): i18n => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: {
      he: { translation: CATALOGUES.he },
      en: { translation: CATALOGUES.en },
      ru: { translation: CATALOGUES.ru },
      ar: { translation: CATALOGUES.ar },
    },
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
