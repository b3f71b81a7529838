import { observer } from 'mobx-react-lite'
import { ModalDialog } from '../checkout/modal-dialog'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { CustomerAreaStore } from './customer-area-store'

/** §2/§4 confirms cancelling a voucher or giving it for replacement, then says what happened (a refusal as text). */
export const VoucherActionDialog = observer(({ area }: { readonly area: CustomerAreaStore }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const dialog = area.voucherDialog
  if (dialog.kind === 'closed') return null
  const code = dialog.voucher.reference
  const cancel = dialog.action === 'cancel'
  const title = t(cancel ? 'customer:vouchers.cancelTitle' : 'customer:vouchers.replaceTitle')
  if (dialog.kind === 'done')
    return (
      <ModalDialog title={title} onClose={() => area.closeVoucherAction()}>
        <p role="status">{t(cancel ? 'customer:vouchers.cancelled' : 'customer:vouchers.replaced', { code })}</p>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => area.closeVoucherAction()}>
            {t('common.close')}
          </button>
        </div>
      </ModalDialog>
    )
  const busy = dialog.kind === 'working'
  return (
    <ModalDialog title={title} onClose={() => area.closeVoucherAction()} role="alertdialog">
      <p>{t(cancel ? 'customer:vouchers.cancelQuestion' : 'customer:vouchers.replaceQuestion', { code })}</p>
      {dialog.kind === 'failed' && (
        <div className="area-dialog__error" role="alert">
          <p>{t('customer:vouchers.failed')}</p>
          <p>{errorText(dialog.error)}</p>
        </div>
      )}
      {busy && (
        <p role="status" aria-busy="true">
          {t('customer:vouchers.working')}
        </p>
      )}
      <div className="modal__actions">
        <button
          type="button"
          className={cancel ? 'button button--danger' : 'button'}
          disabled={busy}
          onClick={() => void area.confirmVoucherAction()}
        >
          {t(cancel ? 'customer:vouchers.confirmCancel' : 'customer:vouchers.confirmReplace')}
        </button>
        <button type="button" className="button button--quiet" disabled={busy} onClick={() => area.closeVoucherAction()}>
          {t('customer:vouchers.keep')}
        </button>
      </div>
    </ModalDialog>
  )
})
