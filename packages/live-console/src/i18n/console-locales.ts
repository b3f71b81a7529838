import type { Locale } from '@kartis/core'
import type { Catalogue } from './catalogue'
import { he } from './locales/he'

/**
 * §1 Hebrew, the console's default and fallback, ships with its first screen; the other
 * catalogues are fetched when a producer asks for that language.
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'he'>, () => Promise<Catalogue>>> = {
  en: () => import('./locales/en').then((module) => module.en),
  ru: () => import('./locales/ru').then((module) => module.ru),
  ar: () => import('./locales/ar').then((module) => module.ar),
}

/** §1 the console's own texts of a locale; rejects when its chunk cannot be fetched. */
export const loadConsoleCatalogue = (locale: Locale): Promise<Catalogue> => (locale === 'he' ? Promise.resolve(he) : LOADERS[locale]())

/** The Hebrew catalogue, always at hand. */
export const HEBREW_CONSOLE_CATALOGUE: Catalogue = he
