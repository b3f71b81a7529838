import { observer } from 'mobx-react-lite'
import { ModalDialog } from '../checkout/modal-dialog'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { CustomerAreaStore } from './customer-area-store'

/** §2 the logout dialog: asks to confirm; a refusal is shown and the customer stays logged in. */
export const LogoutDialog = observer(({ area }: { readonly area: CustomerAreaStore }) => {
  const t = useT()
  const errorText = useErrorMessage()
  if (!area.logoutOpen) return null
  return (
    <ModalDialog title={t('customer:logout.title')} onClose={() => area.closeLogout()} role="alertdialog">
      <p>{t('customer:logout.question')}</p>
      {area.logoutError !== null && (
        <p className="area-dialog__error" role="alert">
          {errorText(area.logoutError)}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button" onClick={() => void area.confirmLogout()}>
          {t('customer:logout.confirm')}
        </button>
        <button type="button" className="button button--quiet" onClick={() => area.closeLogout()}>
          {t('customer:logout.keep')}
        </button>
      </div>
    </ModalDialog>
  )
})
