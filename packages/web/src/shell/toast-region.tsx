import { observer } from 'mobx-react-lite'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import type { Toast } from '../stores/ui-store'

/** §9 the toasts, top centre: errors as role=alert, the rest as role=status; text follows the current language. */
export const ToastRegion = observer(() => {
  const { ui } = useStores()
  const t = useT()
  const errorMessage = useErrorMessage()
  const textOf = (toast: Toast): string => (toast.kind === 'error' ? errorMessage(toast.error) : t(toast.key, toast.params))
  return (
    <div className="toast-region">
      {ui.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <p className="toast__text">{textOf(toast)}</p>
          <button type="button" className="toast__close" aria-label={t('a11y.dismiss')} onClick={() => ui.dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
})
