import { textDirection, type Locale } from '@kartis/core'
import type { i18n } from 'i18next'
import { reaction } from 'mobx'
import { useEffect } from 'react'
import { addLocale, holdsLocale } from '../i18n/create-i18n'
import { useStores } from '../store-context'

/**
 * §1 keeps the document's lang and dir, and i18next's language, on the interface language (Hebrew
 * and Arabic: rtl). A language not fetched yet is switched to once its texts arrive (the page
 * stays in the current one meanwhile, and if they cannot be fetched); a later choice wins.
 */
export const DocumentLanguage = ({ i18n }: { readonly i18n: i18n }) => {
  const { ui } = useStores()
  useEffect(
    () =>
      reaction(
        () => ui.locale,
        (locale) => {
          const apply = (chosen: Locale) => {
            if (chosen !== ui.locale) return
            document.documentElement.lang = chosen
            document.documentElement.dir = textDirection(chosen)
            void i18n.changeLanguage(chosen)
          }
          if (holdsLocale(i18n, locale)) apply(locale)
          else
            addLocale(i18n, locale).then(
              () => apply(locale),
              () => undefined,
            )
        },
        { fireImmediately: true },
      ),
    [ui, i18n],
  )
  return null
}
