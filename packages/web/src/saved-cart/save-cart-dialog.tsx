import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import '../checkout/checkout.css'
import { ModalDialog } from '../checkout/modal-dialog'
import { whenText } from '../edocument/when-text'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { SaveCartStore } from './save-cart-store'
import './saved-cart.css'

/** §2 the saved cart's link: shown to copy, with until when it works. */
const SavedLink = ({ link, expiresAt, smsSent, locale }: { link: string; expiresAt: string; smsSent: boolean; locale: Locale }) => {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  // A long link shows its end, the cart's id, rather than the site's address everybody knows.
  useEffect(() => {
    const input = field.current
    if (input !== null) input.scrollLeft = input.scrollWidth
  }, [link])
  const copy = async () => {
    await navigator.clipboard.writeText(link)
    setCopied(true)
  }
  return (
    <div className="saved-link">
      <p role="status" className="saved-link__status">
        {t('savedCart.saved')} {smsSent ? t('savedCart.smsSent') : ''}
      </p>
      <label htmlFor="saved-cart-link" className="checkout-field__label">
        {t('savedCart.linkLabel')}
      </label>
      <div className="saved-link__row">
        <input
          id="saved-cart-link"
          className="checkout-field__input"
          dir="ltr"
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
        />
        <button type="button" className="button" onClick={() => void copy().catch(() => setCopied(false))}>
          {t('savedCart.copy')}
        </button>
      </div>
      <p className="saved-link__hint" aria-live="polite">
        {copied ? t('savedCart.copied') : ''}
      </p>
      <p className="saved-link__hint">{t('savedCart.validUntil', { until: whenText(expiresAt, locale) ?? expiresAt })}</p>
      <p className="saved-link__hint">{t('savedCart.seatsNote')}</p>
    </div>
  )
}

/** §2 the "save the cart" dialog: an optional mobile number for the SMS, then the link. */
export const SaveCartDialog = observer(({ store, locale }: { readonly store: SaveCartStore; readonly locale: Locale }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const dialog = store.dialog
  if (dialog.kind === 'closed') return null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void store.save()
  }
  const error = dialog.kind === 'asking' ? dialog.error : null
  return (
    <ModalDialog title={t('savedCart.dialogTitle')} onClose={() => store.close()}>
      {dialog.kind === 'saved' ? (
        <SavedLink link={dialog.link} expiresAt={dialog.expiresAt} smsSent={dialog.smsSent} locale={locale} />
      ) : (
        <form className="save-cart-form" onSubmit={submit} noValidate>
          <p>{t('savedCart.explain')}</p>
          <label htmlFor="save-cart-mobile" className="checkout-field__label">
            {t('savedCart.mobileLabel')}
          </label>
          <input
            id="save-cart-mobile"
            className="checkout-field__input"
            type="tel"
            dir="ltr"
            inputMode="tel"
            autoComplete="tel"
            value={store.mobileNumber}
            aria-invalid={error !== null}
            aria-describedby={error === null ? undefined : 'save-cart-error'}
            onChange={(event) => store.setMobileNumber(event.target.value)}
          />
          {error !== null && (
            <p id="save-cart-error" className="checkout-field__error" role="alert">
              {errorText(error)}
            </p>
          )}
          <div className="modal__actions">
            <button type="submit" className="button" disabled={dialog.kind === 'saving'}>
              {dialog.kind === 'saving' ? t('savedCart.saving') : t('savedCart.submit')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  )
})

/** §2 "save the cart / send me a link", and its dialog. */
export const SaveCartButton = observer(({ store, locale }: { readonly store: SaveCartStore; readonly locale: Locale }) => {
  const t = useT()
  if (!store.isOffered) return null
  return (
    <>
      <button type="button" className="button button--quiet save-cart-button" disabled={!store.canSave} onClick={() => store.open()}>
        {t('savedCart.save')}
      </button>
      <SaveCartDialog store={store} locale={locale} />
    </>
  )
})
