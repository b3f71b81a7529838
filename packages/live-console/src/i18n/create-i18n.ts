import { FALLBACK_LOCALE, LOCALES, type Locale } from '@kartis/core'
import { ERROR_TEXTS, SEAT_MAP_TEXTS } from '@kartis/web/shared'
import i18next, { type i18n } from 'i18next'
import type { Catalogue } from './catalogue'
import { ar } from './locales/ar'
import { en } from './locales/en'
import { he } from './locales/he'
import { ru } from './locales/ru'

const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }

/**
 * A locale's resources: the console's texts, the storefront's error texts under `errors` and its
 * seat map's under `seatMap` — the console's own seat-map states over them (issue 13: a producer's
 * map draws seats in buyers' carts held, so its legend says so).
 */
const resourcesOf = (locale: Locale) => {
  const own = CATALOGUES[locale]
  const seatMap = SEAT_MAP_TEXTS[locale]
  return {
    translation: {
      ...own,
      errors: { ...ERROR_TEXTS[locale], ...own.errors },
      seatMap: { ...seatMap, states: { ...seatMap.states, ...own.seatMap.states } },
    },
  }
}

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
    resources: Object.fromEntries(LOCALES.map((code) => [code, resourcesOf(code)])),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  return instance
}
