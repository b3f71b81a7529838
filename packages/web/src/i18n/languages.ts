import type { Locale } from '@kartis/core'
import type { Catalogue } from './catalogue'
import { he } from './locales/he'

/**
 * §1 Hebrew, the default and the fallback, ships with the first route; the other catalogues
 * are fetched when a visitor asks for that language (§9 first-route size).
 */
const LOADERS: Readonly<Record<Exclude<Locale, 'he'>, () => Promise<Catalogue>>> = {
  en: () => import('./locales/en').then((module) => module.en),
  ru: () => import('./locales/ru').then((module) => module.ru),
  ar: () => import('./locales/ar').then((module) => module.ar),
}

const loaded = new Map<Locale, Catalogue>([['he', he]])

/** §1 a locale's catalogue, fetched once; rejects when its chunk cannot be fetched. */
export const loadCatalogue = async (locale: Locale): Promise<Catalogue> => {
  const known = loaded.get(locale)
  if (known !== undefined) return known
  const catalogue = locale === 'he' ? he : await LOADERS[locale]()
  loaded.set(locale, catalogue)
  return catalogue
}

/** §2 a catalogue already fetched, else Hebrew: for the fallback error page, which cannot wait. */
export const loadedCatalogue = (locale: Locale): Catalogue => loaded.get(locale) ?? he

/** §1/§5 each locale's name in its own language, as the language switcher shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  he: 'עברית',
  en: 'English',
  ru: 'Русский',
  ar: 'العربية',
}
