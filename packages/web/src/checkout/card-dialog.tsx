import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { CardDialogControls } from './card-payment'
import { ModalDialog } from './modal-dialog'

/**
 * The hosted page's frame; while it shares our origin its form's submit is seen at once
 * (processing). §2 only messages from this frame's window count (the store checks their origin
 * and shape): another window or frame of the page's origin cannot move the payment on.
 */
const CardFrame = ({ store, url }: { readonly store: CardDialogControls; readonly url: string }) => {
  const t = useT()
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const listener = (event: MessageEvent<unknown>) => {
      const own = frame.current?.contentWindow
      if (own === null || own === undefined || event.source !== own) return
      store.receiveCardMessage(event.origin, event.data)
    }
    window.addEventListener('message', listener)
    return () => window.removeEventListener('message', listener)
  }, [store])
  const onLoad = () => {
    store.cardPageLoaded()
    // A cross-origin page gives no document: its own 'processing' message (if it sends one) is what counts then.
    frame.current?.contentDocument?.addEventListener('submit', () => store.cardFormSubmitted())
  }
  return <iframe ref={frame} className="card-dialog__frame" src={url} title={t('checkout.cardFrameTitle')} onLoad={onLoad} />
}

/**
 * §2 the credit-card payment dialog over the box office's hosted page: loading until the page
 * has loaded, processing once the card is sent, the page's text on a decline or error (with a
 * retry), and 'payment expired' (§8) when the payment timeout passes.
 */
export const CardDialog = observer(({ store, onRetry }: { readonly store: CardDialogControls; readonly onRetry: () => void }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const card = store.card

  if (card.kind === 'closed') return null
  const retry = (
    <button type="button" className="button" onClick={onRetry}>
      {t('checkout.retry')}
    </button>
  )
  return (
    <ModalDialog title={t('payment.cardTitle')} onClose={() => store.closeCard()} className="card-dialog">
      {(card.kind === 'opening' || card.kind === 'loading') && (
        <p className="card-dialog__status" role="status" aria-busy="true">
          <span className="card-dialog__spinner" aria-hidden="true" />
          {t('payment.loading')}
        </p>
      )}
      {card.kind === 'processing' && (
        <p className="card-dialog__status" role="status" aria-busy="true">
          <span className="card-dialog__spinner" aria-hidden="true" />
          {t('payment.processing')}
        </p>
      )}
      {(card.kind === 'loading' || card.kind === 'ready' || card.kind === 'processing') && (
        <div className={`card-dialog__page card-dialog__page--${card.kind}`}>
          <CardFrame store={store} url={card.url} />
        </div>
      )}
      {card.kind === 'declined' && (
        <div className="card-dialog__problem" role="alert">
          <p className="card-dialog__problem-title">{t('payment.error')}</p>
          {card.message !== '' && <p>{card.message}</p>}
          {retry}
        </div>
      )}
      {card.kind === 'failed' && (
        <div className="card-dialog__problem" role="alert">
          <p className="card-dialog__problem-title">{t('payment.error')}</p>
          <p>{errorText(card.error)}</p>
          {retry}
        </div>
      )}
      {card.kind === 'timeout' && (
        <div className="card-dialog__problem" role="alert">
          <p className="card-dialog__problem-title">{t('payment.timeout')}</p>
          <p>{t('errors.PAYMENT_EXPIRED')}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {t('checkout.refresh')}
          </button>
        </div>
      )}
    </ModalDialog>
  )
})
