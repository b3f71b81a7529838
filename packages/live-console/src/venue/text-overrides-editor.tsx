import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Locale, VenueSettings } from '@kartis/core'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { describedBy, useRefused } from './venue-fields'
import { overrideOf, withOverride } from './venue-editor-store'
import { productTextsOf, searchProductTexts, type ProductText } from './storefront-texts'

/** Search results shown at once (a narrower search shows the rest). */
const SHOWN = 30

/** One product text with the venue's override beside it (cleared: the product's text again). */
const OverrideRow = observer(({ locale, text }: { readonly locale: Locale; readonly text: ProductText }) => {
  const { venueEditor } = useStores()
  const t = useT()
  const draft = venueEditor.draft
  const refused = useRefused(`textOverrides.${locale}.${text.key}`)
  if (draft === null) return null
  const value = overrideOf(draft, locale, text.key)
  return (
    <li className="venue-override">
      <code dir="ltr">{text.key}</code>
      <p className="venue-override__product">
        <span className="visually-hidden">{t('venue.texts.product')}: </span>
        <span lang={locale}>{text.text}</span>
      </p>
      <div className="venue-override__edit">
        <label className="field venue-field">
          <span>{t('venue.texts.override')}</span>
          <textarea
            lang={locale}
            rows={2}
            value={value}
            aria-invalid={refused || undefined}
            aria-describedby={describedBy(null, refused)}
            onChange={(event) => venueEditor.edit((d) => withOverride(d, locale, text.key, event.target.value))}
          />
        </label>
        <button
          type="button"
          className="button button--quiet"
          disabled={value === ''}
          aria-label={`${t('venue.texts.clear')}: ${text.key}`}
          onClick={() => venueEditor.edit((d) => withOverride(d, locale, text.key, ''))}
        >
          {t('venue.texts.clear')}
        </button>
      </div>
    </li>
  )
})

/** The keys a venue overrides in a locale, each with its product text (a key the catalogue no longer has keeps its own). */
const overriddenTexts = (draft: VenueSettings, locale: Locale): readonly ProductText[] => {
  const product = productTextsOf(locale)
  return Object.keys(draft.textOverrides[locale] ?? {}).map((key) => ({
    key,
    text: product.get(key) ?? productTextsOf('he').get(key) ?? '',
  }))
}

/**
 * Issue 15 §3/§4 the text overrides per offered language: the storefront's catalogue searched by
 * key or words, the product's text beside the venue's, the overrides already made listed first.
 */
export const TextOverridesEditor = observer(({ draft }: { readonly draft: VenueSettings }) => {
  const { venueEditor } = useStores()
  const t = useT()
  const [chosen, setLocale] = useState<Locale>('he')
  const [query, setQuery] = useState('')
  const locale = draft.languages.includes(chosen) ? chosen : 'he'
  // The saved overrides are listed first (typing in a found text does not move it while the draft changes).
  const overridden = overriddenTexts(venueEditor.saved?.settings ?? draft, locale)
  const found = searchProductTexts(locale, query).filter((text) => !overridden.some((o) => o.key === text.key))
  return (
    <fieldset className="venue-section venue-texts">
      <legend>{t('venue.texts.legend')}</legend>
      <p className="muted">{t('venue.texts.intro')}</p>
      <div className="venue-row">
        <label className="field venue-field">
          <span>{t('venue.texts.language')}</span>
          <select value={locale} onChange={(event) => setLocale(draft.languages.find((l) => l === event.target.value) ?? 'he')}>
            {draft.languages.map((l) => (
              <option key={l} value={l}>
                {t(`venue.languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field venue-field">
          <span>{t('venue.texts.search')}</span>
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
      </div>
      <p>{t('venue.texts.overridden', { total: Object.keys(draft.textOverrides[locale] ?? {}).length })}</p>
      <ul className="venue-overrides">
        {overridden.map((text) => (
          <OverrideRow key={text.key} locale={locale} text={text} />
        ))}
      </ul>
      {query.trim() === '' ? null : found.length === 0 ? (
        <p role="status">{t('venue.texts.none')}</p>
      ) : (
        <>
          {found.length > SHOWN ? <p role="status">{t('venue.texts.more', { shown: SHOWN, total: found.length })}</p> : null}
          <ul className="venue-overrides">
            {found.slice(0, SHOWN).map((text) => (
              <OverrideRow key={text.key} locale={locale} text={text} />
            ))}
          </ul>
        </>
      )}
    </fieldset>
  )
})
