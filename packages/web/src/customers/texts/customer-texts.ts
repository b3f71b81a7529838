import type { Locale } from '@kartis/core'
import type { i18n } from 'i18next'
import type { Widen } from '../../i18n/catalogue'
import { customerHe } from './he'

/** §1 the customer area's texts in every language: the Hebrew texts' shape, key for key. */
export type CustomerTexts = Widen<typeof customerHe>

/** The i18next namespace of the customer area's texts: keys are written 'customer:login.title'. */
export const CUSTOMER_NAMESPACE = 'customer'

const LOADERS: Readonly<Record<Exclude<Locale, 'he'>, () => Promise<CustomerTexts>>> = {
  en: () => import('./en').then((module) => module.customerEn),
  ru: () => import('./ru').then((module) => module.customerRu),
  ar: () => import('./ar').then((module) => module.customerAr),
}

const loading = new WeakMap<i18n, Map<Locale, Promise<void>>>()

const loadInto = (instance: i18n, locale: Locale): Promise<void> => {
  const byLocale = loading.get(instance) ?? new Map<Locale, Promise<void>>()
  loading.set(instance, byLocale)
  const known = byLocale.get(locale)
  if (known !== undefined) return known
  const pending = (locale === 'he' ? Promise.resolve(customerHe) : LOADERS[locale]()).then(
    (texts) => {
      instance.addResourceBundle(locale, CUSTOMER_NAMESPACE, texts, true, true)
    },
    () => {
      // Shown in Hebrew, the fallback, this time; the next visit tries again.
      byLocale.delete(locale)
    },
  )
  byLocale.set(locale, pending)
  return pending
}

/** §1 adds the customer area's texts in a language (and in Hebrew, the fallback) to an i18next instance, once. */
export const loadCustomerTexts = (instance: i18n, locale: Locale): Promise<void> =>
  locale === 'he' ? loadInto(instance, 'he') : Promise.all([loadInto(instance, 'he'), loadInto(instance, locale)]).then(() => undefined)
