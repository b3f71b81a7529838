import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import type { LoadState } from './catalog-store'

/** §2/§8 what a catalogue page shows while loading or after a failed load (with a retry), else nothing. */
export const CatalogStatus = ({ state, onRetry }: { readonly state: LoadState; readonly onRetry: () => void }) => {
  const t = useT()
  const errorMessage = useErrorMessage()
  if (state.kind === 'idle' || state.kind === 'loading') return <PageStatus kind="loading" message={t('status.loading')} fillsPage />
  if (state.kind === 'failed') {
    return (
      <div className="page-status" role="alert">
        <p className="page-status__message">{t('catalog.loadFailed')}</p>
        <p className="page-status__hint">{errorMessage(state.error)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('catalog.retry')}
        </button>
      </div>
    )
  }
  return null
}
