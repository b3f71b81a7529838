import type { Locale } from '@kartis/core'
import type { Catalogue } from './catalogue'
import { ar } from './locales/ar'
import { en } from './locales/en'
import { he } from './locales/he'
import { ru } from './locales/ru'

/** §1 every locale's catalogue; Hebrew is the default and the fallback. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }

/** §1/§5 each locale's name in its own language, as the language switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  he: 'עברית',
  en: 'English',
  ru: 'Русский',
  ar: 'العربية',
}
