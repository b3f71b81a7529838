import { textDirection } from '@kartis/core'
import type { i18n } from 'i18next'
import { observer } from 'mobx-react-lite'
import { useLayoutEffect } from 'react'
import { seatColourProperties } from '../theme/seat-colours'
import { useStores } from '../stores/store-context'

/**
 * §1/§2 keeps the document in step with the UI store: the i18next language, `lang` and `dir`
 * on <html> (he and ar right to left), the title tagline in that language, and the layout's
 * `data-layout` with its seat colours as CSS custom properties.
 */
export const DocumentSync = observer(({ i18n }: { readonly i18n: i18n }) => {
  const { ui } = useStores()
  const { locale, layout } = ui

  useLayoutEffect(() => {
    void i18n.changeLanguage(locale)
    const root = document.documentElement
    root.lang = locale
    root.dir = textDirection(locale)
    document.title = i18n.t('meta.title')
  }, [i18n, locale])

  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset['layout'] = layout
    for (const [property, value] of Object.entries(seatColourProperties(layout))) root.style.setProperty(property, value)
  }, [layout])

  return null
})
