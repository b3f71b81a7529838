import { textDirection } from '@kartis/core'
import type { i18n } from 'i18next'
import { observer } from 'mobx-react-lite'
import { useLayoutEffect } from 'react'
import { loadCatalogue } from '../i18n/languages'
import { seatColourProperties } from '../theme/seat-colours'
import { useStores } from '../stores/store-context'
import type { VenueStore } from '../venues/venue-store'
import { PRODUCT_NAMESPACE, addVenueTexts } from '../venues/venue-texts'

/** Issue 15 §2 the page title: the product's tagline, or at a configured venue its name with the venue's tagline. */
export const titleOf = (i18n: i18n, venue: VenueStore): string =>
  venue.isDefault ? i18n.t('meta.title') : i18n.t('meta.venueTitle', { replace: { name: i18n.t('brand.name') } })

/**
 * §1/§2 keeps the document in step with the UI store: the i18next language, `lang` and `dir`
 * on <html> (he and ar right to left) once the language's catalogue is fetched, the title tagline in that language, and the layout's
 * `data-layout` with its seat colours as CSS custom properties. Issue 15 the venue's theme colour
 * and its text colour as `--colour-theme` / `--colour-on-theme`, the browser's theme-color, and `data-venue`.
 */
export const DocumentSync = observer(({ i18n }: { readonly i18n: i18n }) => {
  const { ui, venue } = useStores()
  const { locale, layout } = ui

  useLayoutEffect(() => {
    let current = true
    const apply = () => {
      if (!current) return
      void i18n.changeLanguage(locale)
      const root = document.documentElement
      root.lang = locale
      root.dir = textDirection(locale)
      document.title = titleOf(i18n, venue)
    }
    if (i18n.hasResourceBundle(locale, PRODUCT_NAMESPACE)) apply()
    else
      // A catalogue that cannot be fetched still switches: i18next falls back to the Hebrew texts.
      void loadCatalogue(locale).then((catalogue) => {
        addVenueTexts(i18n, locale, PRODUCT_NAMESPACE, catalogue)
        apply()
      }, apply)
    return () => {
      current = false
    }
  }, [i18n, locale, venue])

  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset['layout'] = layout
    for (const [property, value] of Object.entries(seatColourProperties(layout))) root.style.setProperty(property, value)
  }, [layout])

  const { themeColour, themeTextColour, settings } = venue
  useLayoutEffect(() => {
    const root = document.documentElement
    root.dataset['venue'] = settings.slug
    root.style.setProperty('--colour-theme', themeColour)
    root.style.setProperty('--colour-on-theme', themeTextColour)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColour)
  }, [themeColour, themeTextColour, settings.slug])

  return null
})
