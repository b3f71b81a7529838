import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from './catalogue'

/** A typed translate function: only keys of the catalogue compile. */
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string

/** The console's translate function in the current language (the same function until the language changes). */
export const useT = (): Translate => {
  const { t } = useTranslation()
  return useCallback((key, params) => t(key, params), [t])
}
