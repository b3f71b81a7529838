import type { Locale } from '@kartis/core'
import type { Catalogue } from '../src/i18n/catalogue'
import { ar } from '../src/i18n/locales/ar'
import { en } from '../src/i18n/locales/en'
import { he } from '../src/i18n/locales/he'
import { ru } from '../src/i18n/locales/ru'

/** Every catalogue loaded up front, so a test can render any language synchronously. */
export const ALL_CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }
