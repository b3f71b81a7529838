import { FALLBACK_LOCALE, LOCALES, type Locale, type PublicVenueSettings } from '@kartis/core'
import i18next, { type i18n } from 'i18next'
import { PRODUCT_NAMESPACE, addVenueTexts, setVenueOfTexts } from '../venues/venue-texts'
import { DEFAULT_PUBLIC_VENUE } from '../venues/venue-store'
import type { Catalogue } from './catalogue'
import { he } from './locales/he'

/**
 * §1/§9 an i18next instance initialised synchronously in `locale`, falling back to Hebrew, which
 * it always holds; `catalogues` adds the others already fetched (see languages.ts). One instance
 * per app (and per test), never the global one. Issue 15 §3 every catalogue it holds, now or
 * later, carries the venue's text overrides (venues/venue-texts.ts).
 */
export const createI18n = (
  locale: Locale,
  catalogues: Partial<Record<Locale, Catalogue>> = {},
  venue: PublicVenueSettings = DEFAULT_PUBLIC_VENUE,
): i18n => {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: {},
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  setVenueOfTexts(instance, venue)
  for (const code of LOCALES) {
    const catalogue = code === 'he' ? he : catalogues[code]
    if (catalogue !== undefined) addVenueTexts(instance, code, PRODUCT_NAMESPACE, catalogue)
  }
  return instance
}
