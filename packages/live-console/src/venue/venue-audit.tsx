import { observer } from 'mobx-react-lite'
import { useT } from '../i18n/translate'
import { formatDateTime } from '../shell/format'
import { useStores } from '../store-context'

/** Issue 15 §4 the venue's audit log: who saved, when, and each changed field with its old and new value; newest first, paged. */
export const VenueAudit = observer(() => {
  const { venueEditor, ui } = useStores()
  const t = useT()
  const audit = venueEditor.audit
  const nothing = t('venue.audit.nothing')
  const pages = audit === null ? 1 : Math.max(1, Math.ceil(audit.total / audit.pageSize))
  return (
    <section className="venue-audit" aria-labelledby="venue-audit-title">
      <h2 id="venue-audit-title">{t('venue.audit.title')}</h2>
      {audit === null ? (
        venueEditor.auditState === 'error' ? (
          <p role="alert" className="form-error">
            {t('errors.generic')}
          </p>
        ) : (
          <p role="status">{t('venue.audit.loading')}</p>
        )
      ) : audit.entries.length === 0 ? (
        <p>{t('venue.audit.empty')}</p>
      ) : (
        <>
          <ol className="venue-audit__list">
            {audit.entries.map((entry) => (
              <li key={`${entry.revision}-${entry.at}`} className="venue-audit__entry">
                <p>
                  <strong>
                    {t('venue.audit.entry', { when: formatDateTime(new Date(entry.at).toISOString(), ui.locale), name: entry.staffName })}
                  </strong>
                </p>
                <ul>
                  {entry.changes.map((change) => (
                    <li key={change.field} dir="auto">
                      {t('venue.audit.change', { field: change.field, from: change.from ?? nothing, to: change.to ?? nothing })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav className="venue-audit__pages" aria-label={t('venue.audit.title')}>
              <button
                type="button"
                className="button button--quiet"
                disabled={audit.page <= 1}
                onClick={() => void venueEditor.loadAudit(audit.page - 1)}
              >
                {t('venue.audit.next')}
              </button>
              <span>{t('venue.audit.page', { page: audit.page, pages })}</span>
              <button
                type="button"
                className="button button--quiet"
                disabled={audit.page >= pages}
                onClick={() => void venueEditor.loadAudit(audit.page + 1)}
              >
                {t('venue.audit.previous')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  )
})
