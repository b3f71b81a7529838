import type { Locale } from '@kartis/core'
import type { i18n } from 'i18next'
import type { Widen } from '../../i18n/catalogue'
import { fulfilledPromise, markedWhenSettled } from '../../stores/settled-promise'
import { addVenueTexts } from '../../venues/venue-texts'
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

const loadInto = (instance: i18n, locale: Exclude<Locale, 'he'>): Promise<void> => {
  const byLocale = loading.get(instance) ?? new Map<Locale, Promise<void>>()
  loading.set(instance, byLocale)
  const known = byLocale.get(locale)
  if (known !== undefined) return known
  // Kept even when it failed: the texts are then shown in Hebrew, the fallback, until the next
  // visit; a promise made anew on every render would have React's use() wait for ever.
  const pending = markedWhenSettled(
    LOADERS[locale]().then(
      (texts) => {
        addVenueTexts(instance, locale, CUSTOMER_NAMESPACE, texts)
      },
      () => undefined,
    ),
  )
  byLocale.set(locale, pending)
  return pending
}

const NOTHING_TO_LOAD: Promise<void> = fulfilledPromise(undefined)

/**
 * §1 adds the customer area's texts in a language, and in Hebrew, the fallback, to an i18next
 * instance, once. Hebrew is in this chunk and is added at once; another language's texts come
 * from their own chunk. The same promise is returned for an instance and language every time,
 * marked fulfilled once settled, so use() reads it without suspending from then on.
 */
export const loadCustomerTexts = (instance: i18n, locale: Locale): Promise<void> => {
  if (!instance.hasResourceBundle('he', CUSTOMER_NAMESPACE)) addVenueTexts(instance, 'he', CUSTOMER_NAMESPACE, customerHe)
  return locale === 'he' ? NOTHING_TO_LOAD : loadInto(instance, locale)
}
