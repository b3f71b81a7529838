import './venue.css'
import { observer } from 'mobx-react-lite'
import { useEffect, type FormEvent } from 'react'
import type { KartisError } from '@kartis/core'
import { errorKeyOf } from '../i18n/console-errors'
import { useT, type Translate } from '../i18n/translate'
import { useStores } from '../store-context'
import { VenueAudit } from './venue-audit'
import { SAVE_ERROR_ID } from './venue-fields'
import { VenueSettingsSections } from './venue-form'
import { StorefrontFrame, ThemePreview } from './venue-preview'
import { TextOverridesEditor } from './text-overrides-editor'

/** §8 a refusal in the interface language with its parameters (the ratio of a contrast refusal, the field of an invalid value). */
const refusalText = (t: Translate, error: KartisError): string => t(errorKeyOf(error), error.params)

/** Issue 15 §4 the save's outcome: the refusal by field (announced), or saved. */
const SaveOutcome = observer(() => {
  const { venueEditor } = useStores()
  const t = useT()
  const error = venueEditor.saveError
  if (error !== null)
    return (
      <div role="alert" id={SAVE_ERROR_ID} className="form-error">
        <p>{refusalText(t, error)}</p>
        {venueEditor.errorField === null ? null : <p dir="auto">{t('venue.fieldError', { field: venueEditor.errorField })}</p>}
        {error.code === 'VENUE_SETTINGS_OUTDATED' ? (
          <button type="button" className="button" onClick={() => void venueEditor.reload()}>
            {t('venue.reload')}
          </button>
        ) : null}
      </div>
    )
  return (
    <p role="status" className="notice">
      {venueEditor.savedNotice ? t('venue.saved') : venueEditor.dirty ? t('venue.unsaved') : ''}
    </p>
  )
})

/** Issue 15 §4 the venue's settings form with its live preview and audit log. */
const VenueEditor = observer(() => {
  const { venueEditor } = useStores()
  const t = useT()
  const draft = venueEditor.draft
  if (venueEditor.venueState === 'loading' || draft === null)
    return venueEditor.venueState === 'error' ? null : <p role="status">{t('venue.loading')}</p>
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void venueEditor.save()
  }
  return (
    <div className="venue-editor">
      <form className="venue-form" onSubmit={submit} noValidate>
        <VenueSettingsSections draft={draft} />
        <TextOverridesEditor draft={draft} />
        <div className="form__actions venue-actions">
          <button type="submit" className="button" disabled={venueEditor.saving}>
            {venueEditor.saving ? t('venue.saving') : t('venue.save')}
          </button>
          <SaveOutcome />
        </div>
      </form>
      <aside className="venue-previews" aria-label={t('venue.preview.legend')}>
        <ThemePreview draft={draft} />
        <StorefrontFrame slug={venueEditor.saved?.settings.slug ?? draft.slug} name={draft.displayName} />
      </aside>
      <VenueAudit />
    </div>
  )
})

/** Issue 15 §4 /PRES-live/venue (permission 270): choose one of the manager's venues and edit it. */
export const VenuePage = observer(() => {
  const { venueEditor } = useStores()
  const t = useT()
  useEffect(() => {
    if (venueEditor.venuesState === 'idle') void venueEditor.loadVenues()
  }, [venueEditor])
  const loadError = venueEditor.loadError
  return (
    <>
      <h1>{t('venue.title')}</h1>
      <p className="muted">{t('venue.intro')}</p>
      {venueEditor.venuesState === 'ready' && venueEditor.venues.length === 0 ? <p>{t('venue.noVenues')}</p> : null}
      {venueEditor.venuesState === 'loading' || venueEditor.venuesState === 'idle' ? <p role="status">{t('venue.loadingVenues')}</p> : null}
      {venueEditor.venues.length > 0 ? (
        <label className="field venue-field venue-chooser">
          <span>{t('venue.choose')}</span>
          <select
            value={venueEditor.businessId ?? ''}
            onChange={(event) => {
              const businessId = Number(event.target.value)
              if (Number.isSafeInteger(businessId) && event.target.value !== '') void venueEditor.choose(businessId)
            }}
          >
            <option value="" disabled>
              {t('venue.chooseHint')}
            </option>
            {venueEditor.venues.map((venue) => (
              <option key={venue.businessId} value={venue.businessId}>
                {t('venue.venueOption', { name: venue.displayName, slug: venue.slug })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {loadError !== null && (venueEditor.venuesState === 'error' || venueEditor.venueState === 'error') ? (
        <p role="alert" className="form-error">
          {refusalText(t, loadError)}
        </p>
      ) : null}
      {venueEditor.businessId === null ? null : <VenueEditor />}
    </>
  )
})
