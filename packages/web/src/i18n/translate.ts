import type { i18n } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from './catalogue'

/** Values a message interpolates, e.g. `{ count: 2 }` or `{ host: 'example.com' }`. */
export type MessageParams = Readonly<Record<string, string | number>>

/** §1 a typed lookup: only keys of the catalogue compile. */
export type Translate = (key: MessageKey, params?: MessageParams) => string

/**
 * Values go in i18next's `replace`, so a parameter named like an option (`lng`, `ns`,
 * `context`) stays a value; `count` is passed on as well because it chooses the plural form.
 */
const optionsOf = (params: MessageParams | undefined) => {
  if (params === undefined) return undefined
  const count = params['count']
  return typeof count === 'number' ? { replace: params, count } : { replace: params }
}

/** §1 the typed lookup over one i18next instance, in its current language. */
export const translatorOf =
  (instance: i18n): Translate =>
  (key, params) =>
    instance.t(key, optionsOf(params))

/** §1 the typed lookup for components; they re-render when the language changes. */
export const useT = (): Translate => {
  const { t } = useTranslation()
  return useCallback<Translate>((key, params) => t(key, optionsOf(params)), [t])
}
