import type { Locale } from '@kartis/core'
import { customerAr } from '../src/customers/texts/ar'
import type { CustomerTexts } from '../src/customers/texts/customer-texts'
import { customerEn } from '../src/customers/texts/en'
import { customerHe } from '../src/customers/texts/he'
import { customerRu } from '../src/customers/texts/ru'
import type { Catalogue } from '../src/i18n/catalogue'
import { ar } from '../src/i18n/locales/ar'
import { en } from '../src/i18n/locales/en'
import { he } from '../src/i18n/locales/he'
import { ru } from '../src/i18n/locales/ru'

/** Every catalogue loaded up front, so a test can render any language synchronously. */
export const ALL_CATALOGUES: Readonly<Record<Locale, Catalogue>> = { he, en, ru, ar }

/** The customer area's texts in every language (their own namespace, loaded with the area). */
export const ALL_CUSTOMER_TEXTS: Readonly<Record<Locale, CustomerTexts>> = {
  he: customerHe,
  en: customerEn,
  ru: customerRu,
  ar: customerAr,
}
