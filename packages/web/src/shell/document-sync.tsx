import { textDirection } from '@kartis/core'
import type { i18n } from 'i18next'
import { observer } from 'mobx-react-lite'
import { useLayoutEffect } from 'react'
import { loadCatalogue } from '../i18n/languages'
import { seatColourProperties } from '../theme/seat-colours'
import { useStores } from '../stores/store-context'

/**
 * §1/§2 keeps the document in step with the UI store: the i18next language, `lang` and `dir`
 * on <html> (he and ar right to left) once the language's catalogue is fetched, the title tagline in that language, and the layout's
 * `data-layout` with its seat colours as CSS custom properties.
 */
export const DocumentSync = observer(({ i18n }: { readonly i18n: i18n }) => {
  const { ui } = useStores()
  const { locale, layout } = ui

  useLayoutEffect(() => {
    let current = true
    const apply = () => {
      if (!current) return
      void i18n.changeLanguage(locale)
      const root = document.documentElement
      root.lang = locale
      root.dir = textDirection(locale)
      document.title = i18n.t('meta.title')
    }
    if (i18n.hasResourceBundle(locale, 'translation')) apply()
    else
      // A catalogue that cannot be fetched still switches: i18next falls back to the Hebrew texts.
      void loadCatalogue(locale).then((catalogue) => {
        i18n.addResourceBundle(locale, 'translation', catalogue)
        apply()
      }, apply)
    return () => {
      current = false
    }
  }, [i18n, locale])

  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset['layout'] = layout
    for (const [property, value] of Object.entries(seatColourProperties(layout))) root.style.setProperty(property, value)
  }, [layout])

  return null
})
