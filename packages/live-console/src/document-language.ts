import { textDirection } from '@kartis/core'
import type { Locale } from '@kartis/core'
import { useEffect } from 'react'

/** §1 sets the page's lang and direction for the interface locale (Hebrew: rtl). */
export const useDocumentLanguage = (locale: Locale): void => {
  useEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = textDirection(locale)
  }, [locale])
}
