import type { Locale } from '@kartis/core'
import { STOREFRONT_CATALOGUES } from '@kartis/web/shared'
import type { LocaleTexts } from '../i18n/create-i18n'
import { ar } from '../i18n/locales/ar'
import { en } from '../i18n/locales/en'
import { he } from '../i18n/locales/he'
import { ru } from '../i18n/locales/ru'

/** Test support: every locale's texts at hand, so a test's language switch is immediate (the browser fetches them). */
export const ALL_LOCALE_TEXTS: Readonly<Record<Locale, LocaleTexts>> = {
  he: { own: he, storefront: STOREFRONT_CATALOGUES.he },
  en: { own: en, storefront: STOREFRONT_CATALOGUES.en },
  ru: { own: ru, storefront: STOREFRONT_CATALOGUES.ru },
  ar: { own: ar, storefront: STOREFRONT_CATALOGUES.ar },
}
