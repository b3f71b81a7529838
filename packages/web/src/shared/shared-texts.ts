import type { Locale } from '@kartis/core'
import type { Catalogue } from '../i18n/catalogue'
import { ar } from '../i18n/locales/ar'
import { en } from '../i18n/locales/en'
import { he } from '../i18n/locales/he'
import { ru } from '../i18n/locales/ru'
import type { ErrorMessages } from '../i18n/message-contracts'

/** The seat map's texts in one locale (its keys live under `seatMap.` in the app's i18next catalogue). */
export type SeatMapTexts = Catalogue['seatMap']

/** §1 the seat map's texts of every locale, for an app that shows the storefront's seat map in its own i18next instance. */
export const SEAT_MAP_TEXTS: Readonly<Record<Locale, SeatMapTexts>> = { he: he.seatMap, en: en.seatMap, ru: ru.seatMap, ar: ar.seatMap }

/** §8 one text per error code in every locale (Hebrew is the server's `HEBREW_ERROR_MESSAGES`). */
export const ERROR_TEXTS: Readonly<Record<Locale, ErrorMessages>> = { he: he.errors, en: en.errors, ru: ru.errors, ar: ar.errors }

/**
 * Issue 15 §4 the storefront's whole catalogue of every locale: the product texts a venue manager
 * overrides in the console (its keys searched, the product's text shown beside the override).
 */
export const STOREFRONT_CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }
