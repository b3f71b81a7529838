import { useTranslation } from 'react-i18next'
import type { MessageKey } from './catalogue'

/** A typed translate function: only keys of the catalogue compile. */
export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string

/** The console's translate function in the current language. */
export const useT = (): Translate => {
  const { t } = useTranslation()
  return (key, params) => t(key, params)
}
