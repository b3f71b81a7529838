import { ZERO, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { ModalDialog } from '../checkout/modal-dialog'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import type { CustomerAreaStore } from './customer-area-store'

/**
 * §2/§4/§9 the cancel dialog: the fee and the refund the server quotes, that the refund comes as
 * transaction credit (§8 BALANCE_IS_DUE: not to the card online), then the cancellation and the
 * credit's code; a refusal (CANCEL_NOT_ALLOWED, …) is shown as text.
 */
export const CancelDialog = observer(({ area, locale }: { readonly area: CustomerAreaStore; readonly locale: Locale }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const dialog = area.cancel
  if (dialog.kind === 'closed') return null
  const id = dialog.reservation.reservationIdentifier
  if (dialog.kind === 'done') {
    const { outcome } = dialog
    return (
      <ModalDialog title={t('customer:cancel.title')} onClose={() => area.closeCancel()}>
        <div role="status">
          <p>{t('customer:cancel.done', { id })}</p>
          {outcome.creditCode !== null && (
            <>
              <p>{t('customer:cancel.creditCode')}</p>
              {/* A long code in Latin letters: its own left-to-right line, never broken at its hyphens inside Hebrew text. */}
              <p className="area-dialog__code" dir="ltr">
                {outcome.creditCode}
              </p>
              <p>{t('customer:cancel.creditCodeNote')}</p>
            </>
          )}
        </div>
        <dl className="area-dialog__amounts">
          <div>
            <dt>{t('customer:cancel.fee')}</dt>
            <dd>{moneyText(outcome.fee, locale)}</dd>
          </div>
          <div>
            <dt>{t('customer:cancel.refund')}</dt>
            <dd>{moneyText(outcome.refund, locale)}</dd>
          </div>
        </dl>
        <div className="modal__actions">
          <button type="button" className="button" onClick={() => area.closeCancel()}>
            {t('common.close')}
          </button>
        </div>
      </ModalDialog>
    )
  }
  const { quote } = dialog
  const busy = dialog.kind === 'cancelling'
  return (
    <ModalDialog title={t('customer:cancel.title')} onClose={() => area.closeCancel()} role="alertdialog">
      <p>{t('customer:cancel.question', { id })}</p>
      <dl className="area-dialog__amounts">
        <div>
          <dt>{t('customer:cancel.fee')}</dt>
          <dd>{moneyText(quote.fee, locale)}</dd>
        </div>
        <div>
          <dt>{t('customer:cancel.refund')}</dt>
          <dd>{moneyText(quote.refund, locale)}</dd>
        </div>
      </dl>
      <p className="area-dialog__note">{quote.refund > ZERO ? t('customer:cancel.creditNote') : t('customer:cancel.noRefund')}</p>
      {dialog.kind === 'failed' && (
        <div className="area-dialog__error" role="alert">
          <p>{t('customer:cancel.failed')}</p>
          <p>{errorText(dialog.error)}</p>
        </div>
      )}
      {busy && (
        <p role="status" aria-busy="true">
          {t('customer:cancel.cancelling')}
        </p>
      )}
      <div className="modal__actions">
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void area.confirmCancel()}>
          {t('customer:cancel.confirm')}
        </button>
        <button type="button" className="button button--quiet" disabled={busy} onClick={() => area.closeCancel()}>
          {t('customer:cancel.keep')}
        </button>
      </div>
    </ModalDialog>
  )
})
