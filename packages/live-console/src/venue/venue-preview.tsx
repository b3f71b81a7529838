import { observer } from 'mobx-react-lite'
import type { CSSProperties } from 'react'
import type { VenueSettings } from '@kartis/core'
import { SEAT_COLOURS } from '@kartis/web/shared'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { contrastOf, overrideOf } from './venue-editor-store'
import { productTextsOf } from './storefront-texts'

/** Issue 15 §3 a storefront text as the venue's storefront shows it in Hebrew: its override, else the product's. */
const venueText = (draft: VenueSettings, key: string): string => {
  const override = overrideOf(draft, 'he', key)
  return override === '' ? (productTextsOf('he').get(key) ?? '') : override
}

/**
 * Issue 15 §4 the immediate preview of the unsaved look: the header and a button in the theme
 * colour and its text, the footer's tagline as overridden, and a few seats in the layout's colours
 * (the storefront's own seat colours, shared).
 */
export const ThemePreview = observer(({ draft }: { readonly draft: VenueSettings }) => {
  const t = useT()
  const seats = SEAT_COLOURS[draft.layout]
  const theme: CSSProperties = { backgroundColor: draft.themeColour, color: draft.themeTextColour }
  const seat = (colour: string): CSSProperties => ({ backgroundColor: colour, borderColor: seats.outline })
  // A pair failing WCAG AA is shown as colour only: no unreadable text on the page (the verdict says why).
  const readable = contrastOf(draft.themeColour, draft.themeTextColour)?.passes === true
  return (
    <figure className="venue-preview" aria-label={t('venue.preview.theme')}>
      <figcaption>{t('venue.preview.theme')}</figcaption>
      <div className="venue-preview__header" style={theme} lang="he" dir="rtl">
        {draft.logo === null ? null : <img src={draft.logo} alt="" className="venue-preview__logo" />}
        {readable ? <strong>{draft.displayName}</strong> : null}
      </div>
      <div className="venue-preview__body" lang="he" dir="rtl">
        <span className="venue-preview__seats" role="img" aria-label={t('venue.preview.seats')}>
          <span className="venue-preview__seat" style={seat(seats.available)} />
          <span className="venue-preview__seat" style={seat(seats.selected)} />
          <span className="venue-preview__seat" style={seat(seats.unavailable)} />
        </span>
        <span className="venue-preview__button" style={theme}>
          {readable ? t('venue.preview.button') : null}
        </span>
      </div>
      <p className="venue-preview__footer" lang="he" dir="rtl" data-testid="preview-tagline">
        {venueText(draft, 'footer.tagline')}
      </p>
    </figure>
  )
})

/** Issue 15 §4 the venue's storefront itself (same origin, /v/{slug}/), reloaded after each save. */
export const StorefrontFrame = observer(({ slug, name }: { readonly slug: string; readonly name: string }) => {
  const { venueEditor } = useStores()
  const t = useT()
  return (
    <figure className="venue-frame">
      <figcaption>{t('venue.preview.storefront')}</figcaption>
      <iframe key={venueEditor.previewVersion} src={`/v/${encodeURIComponent(slug)}/`} title={t('venue.preview.frameTitle', { name })} />
    </figure>
  )
})
