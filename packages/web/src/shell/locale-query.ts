import { DEFAULT_LOCALE, isLocale, type Locale } from '@kartis/core'

/** §2 the query parameter that selects the locale. */
export const LANG_PARAM = 'lang'

/** §2 what the `lang` parameter of an address says: nothing, a locale, or a value that is none (a 404). */
export type LocaleQuery =
  { readonly kind: 'absent' } | { readonly kind: 'locale'; readonly locale: Locale } | { readonly kind: 'invalid'; readonly value: string }

/** §2/§5 reads `lang` from a query string: he, en, ru or ar exactly; anything else is invalid. */
export const localeQuery = (search: string): LocaleQuery => {
  const value = new URLSearchParams(search).get(LANG_PARAM)
  if (value === null) return { kind: 'absent' }
  return isLocale(value) ? { kind: 'locale', locale: value } : { kind: 'invalid', value }
}

/** §2 the locale an address asks for: its `lang` when valid, else the default (Hebrew). */
export const requestedLocale = (search: string): Locale => {
  const query = localeQuery(search)
  return query.kind === 'locale' ? query.locale : DEFAULT_LOCALE
}

/** §2 a query string with `lang` set to a locale; the default locale needs no parameter, so it is removed. */
export const withLang = (search: string, locale: Locale): string => {
  const params = new URLSearchParams(search)
  if (locale === DEFAULT_LOCALE) params.delete(LANG_PARAM)
  else params.set(LANG_PARAM, locale)
  const query = params.toString()
  return query === '' ? '' : `?${query}`
}

/** §2 the query string that keeps the current locale on a link: `?lang=xx` when the current one is valid and not the default. */
export const keptLangSearch = (search: string): string => {
  const query = localeQuery(search)
  return query.kind === 'locale' ? withLang('', query.locale) : ''
}
