import { textDirection } from '@kartis/core'
import type { i18n } from 'i18next'
import { reaction } from 'mobx'
import { useEffect } from 'react'
import { useStores } from '../store-context'

/** §1 keeps the document's lang and dir, and i18next's language, on the interface language (Hebrew and Arabic: rtl). */
export const DocumentLanguage = ({ i18n }: { readonly i18n: i18n }) => {
  const { ui } = useStores()
  useEffect(
    () =>
      reaction(
        () => ui.locale,
        (locale) => {
          document.documentElement.lang = locale
          document.documentElement.dir = textDirection(locale)
          void i18n.changeLanguage(locale)
        },
        { fireImmediately: true },
      ),
    [ui, i18n],
  )
  return null
}
