import { FALLBACK_LOCALE, LOCALES, type Locale } from '@kartis/core'
import { loadCatalogue, loadedCatalogue, type StorefrontCatalogue } from '@kartis/web/shared'
import i18next, { type i18n } from 'i18next'
import type { Catalogue } from './catalogue'
import { HEBREW_CONSOLE_CATALOGUE, loadConsoleCatalogue } from './console-locales'

/** A locale's texts: the console's own and the storefront's, whose error and seat-map texts it shows. */
export interface LocaleTexts {
  readonly own: Catalogue
  readonly storefront: StorefrontCatalogue
}

const NAMESPACE = 'translation'

/**
 * A locale's resources: the console's texts, the storefront's error texts under `errors` and its
 * seat map's under `seatMap` — the console's own seat-map states over them (issue 13: a producer's
 * map draws seats in buyers' carts held, so its legend says so).
 */
const resourcesOf = ({ own, storefront }: LocaleTexts) => ({
  ...own,
  errors: { ...storefront.errors, ...own.errors },
  seatMap: { ...storefront.seatMap, states: { ...storefront.seatMap.states, ...own.seatMap.states } },
})

/** §1 a locale's texts, fetched (Hebrew is at hand); rejects when a chunk cannot be fetched. */
export const loadLocaleTexts = async (locale: Locale): Promise<LocaleTexts> => {
  const [own, storefront] = await Promise.all([loadConsoleCatalogue(locale), loadCatalogue(locale)])
  return { own, storefront }
}

/**
 * §1 the console's i18next instance in `locale`, falling back to Hebrew, which it always holds;
 * `texts` adds the other locales already fetched. One instance per app and per test.
 */
export const createI18n = (locale: Locale, texts: Partial<Record<Locale, LocaleTexts>> = {}): i18n => {
  const hebrew: LocaleTexts = { own: HEBREW_CONSOLE_CATALOGUE, storefront: loadedCatalogue('he') }
  const held = LOCALES.flatMap((code) => {
    const found = code === 'he' ? hebrew : texts[code]
    return found === undefined ? [] : [[code, { [NAMESPACE]: resourcesOf(found) }] as const]
  })
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    resources: Object.fromEntries(held),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}

/** Whether the instance holds the locale's texts already (a switch to it is immediate). */
export const holdsLocale = (instance: i18n, locale: Locale): boolean => instance.hasResourceBundle(locale, NAMESPACE)

/** §1 fetches a locale's texts into the instance (once); rejects when its chunks cannot be fetched. */
export const addLocale = async (instance: i18n, locale: Locale): Promise<void> => {
  if (holdsLocale(instance, locale)) return
  instance.addResourceBundle(locale, NAMESPACE, resourcesOf(await loadLocaleTexts(locale)))
}
