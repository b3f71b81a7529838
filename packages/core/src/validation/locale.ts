import * as E from 'fp-ts/Either'
import { kartisError, type Result } from '../errors/error-codes'

/** §1/§5 the interface languages a locale may be set to. */
export const LOCALES = ['he', 'en', 'ru', 'ar'] as const
export type Locale = (typeof LOCALES)[number]

/** §9 default locale. */
export const DEFAULT_LOCALE: Locale = 'he'
/** §1 fallback locale when a message is missing from another catalogue. */
export const FALLBACK_LOCALE: Locale = 'he'

export type TextDirection = 'rtl' | 'ltr'

/** §5 whether a value is one of the four locales (exact, lower-case). */
export const isLocale = (value: string): value is Locale => LOCALES.some((locale) => locale === value)

/** §5 locale can only be set to he, en, ru or ar; anything else is INVALID_LOCALE. */
export const parseLocale = (value: string): Result<Locale> =>
  isLocale(value) ? E.right(value) : E.left(kartisError('INVALID_LOCALE', { locale: value }))

/** §9 the locale to use for a requested one: the requested one when valid, else the default. */
export const resolveLocale = (value: string | null | undefined): Locale =>
  value !== null && value !== undefined && isLocale(value) ? value : DEFAULT_LOCALE

/** §1 Hebrew and Arabic are written right to left. */
export const textDirection = (locale: Locale): TextDirection => (locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr')
