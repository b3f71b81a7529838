import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import type { CheckoutStore } from './checkout-store'
import { ModalDialog } from './modal-dialog'

/** §2/§4 the voucher payment dialog: a code checked with the box office, the outcome announced, the balance due shown. */
export const VoucherDialog = observer(({ store, locale }: { readonly store: CheckoutStore; readonly locale: Locale }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const vouchers = store.vouchers
  const lookup = vouchers.lookup
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void vouchers.redeem()
  }
  return (
    <ModalDialog title={t('payment.voucherTitle')} onClose={() => vouchers.close()}>
      <form className="voucher-form" onSubmit={submit} noValidate>
        <label htmlFor="voucher-code" className="checkout-field__label">
          {t('checkout.voucherCode')}
        </label>
        <div className="voucher-form__row">
          <input
            id="voucher-code"
            className="checkout-field__input"
            dir="ltr"
            autoComplete="off"
            value={vouchers.code}
            aria-invalid={lookup.kind === 'failed'}
            aria-describedby={lookup.kind === 'failed' ? 'voucher-code-error' : undefined}
            onChange={(event) => vouchers.setCode(event.target.value)}
          />
          <button type="submit" className="button" disabled={lookup.kind === 'checking' || vouchers.code.trim() === ''}>
            {t('checkout.redeem')}
          </button>
        </div>
      </form>
      <div role="status" className="voucher-form__status">
        {lookup.kind === 'checking' && t('checkout.checking')}
        {lookup.kind === 'added' && t('checkout.voucherAdded', { code: lookup.code })}
      </div>
      {lookup.kind === 'failed' && (
        <p id="voucher-code-error" className="checkout-field__error" role="alert">
          {errorText(lookup.error)}
        </p>
      )}
      <p className="voucher-form__due">
        {t('checkout.balanceDue')}: <bdi>{moneyText(store.totals.balanceDue, locale)}</bdi>
      </p>
    </ModalDialog>
  )
})

/** §4 removing a voucher payment asks first. */
export const VoucherRemovalDialog = observer(({ store }: { readonly store: CheckoutStore }) => {
  const t = useT()
  const code = store.vouchers.removing
  if (code === null) return null
  return (
    <ModalDialog title={t('checkout.confirmRemoval', { code })} onClose={() => store.vouchers.cancelRemoval()} role="alertdialog">
      <div className="modal__actions">
        <button type="button" className="button button--quiet" onClick={() => store.vouchers.cancelRemoval()}>
          {t('checkout.keep')}
        </button>
        <button type="button" className="button" onClick={() => store.vouchers.confirmRemoval()}>
          {t('checkout.confirmRemove')}
        </button>
      </div>
    </ModalDialog>
  )
})
