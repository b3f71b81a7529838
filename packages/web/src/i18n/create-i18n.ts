import { FALLBACK_LOCALE, LOCALES, type Locale } from '@kartis/core'
import i18next, { type i18n } from 'i18next'
import type { Catalogue } from './catalogue'
import { he } from './locales/he'

/**
 * §1/§9 an i18next instance initialised synchronously in `locale`, falling back to Hebrew, which
 * it always holds; `catalogues` adds the others already fetched (see languages.ts). One instance
 * per app (and per test), never the global one.
 */
export const createI18n = (locale: Locale, catalogues: Partial<Record<Locale, Catalogue>> = {}): i18n => {
  const instance = i18next.createInstance()
  const resources = Object.fromEntries(Object.entries({ ...catalogues, he }).map(([code, catalogue]) => [code, { translation: catalogue }]))
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources,
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
