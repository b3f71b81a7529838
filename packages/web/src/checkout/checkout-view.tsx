import type { Cart, Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { SaveCartButton } from '../saved-cart/save-cart-dialog'
import type { SaveCartStore } from '../saved-cart/save-cart-store'
import { CardDialog } from './card-dialog'
import type { CheckoutStore } from './checkout-store'
import { CustomerForm, fieldId } from './customer-form'
import { OrderTotals } from './order-totals'
import { VoucherDialog, VoucherRemovalDialog } from './voucher-dialog'
import './checkout.css'

/** §2 whether there is anything to check out. */
export const hasItems = (cart: Cart): boolean =>
  cart.seats.length +
    cart.products.length +
    cart.vouchers.length +
    cart.memberships.length +
    cart.enrolments.length +
    cart.donations.length >
  0

const CommitStatus = observer(({ store }: { readonly store: CheckoutStore }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const state = store.commitState
  if (state.kind === 'committing')
    return (
      <p className="checkout-commit checkout-commit--busy" role="status" aria-busy="true">
        {t('checkout.committing')}
      </p>
    )
  if (state.kind !== 'failed') return null
  const text = errorText(state.error)
  const server = state.error.serverMessage?.trim() ?? ''
  return (
    <div className="checkout-commit checkout-commit--failed" role="alert">
      <p className="checkout-commit__title">{t('checkout.commitFailed')}</p>
      <p>{text}</p>
      {server !== '' && server !== text && <p className="checkout-commit__server">{t('checkout.serverSaid', { message: server })}</p>}
    </div>
  )
})

/**
 * What checkout shows; `paymentChoice` is how the order is paid when there is a choice (§4 a hold
 * order), `saveCart` the saved-cart store of the page (§2).
 */
export interface CheckoutViewProps {
  readonly store: CheckoutStore
  readonly locale: Locale
  readonly paymentChoice?: ReactNode
  readonly saveCart?: SaveCartStore
}

/** §2/§4 the submit button's words: a hold is reserved, an order with nothing due completed, the rest paid by card. */
const submitLabel = (store: CheckoutStore) => {
  if (store.cart.isHold) return 'checkout.reserveUnpaid'
  return store.isFullyCovered ? 'checkout.completeOrder' : 'checkout.payByCard'
}

/**
 * §2 details and payment: the customer form, the order summary with vouchers and the balance
 * due, the number of payments, then 'complete order' (nothing due) or 'pay by card'; a hold
 * order (§4) is reserved without payment, so it offers neither instalments nor vouchers, and a
 * voucher order is not paid with vouchers (CheckoutStore.acceptsVoucherPayment); with
 * `saveCart`, the way to save the cart and get its link (§2).
 */
export const CheckoutView = observer(({ store, locale, paymentChoice, saveCart }: CheckoutViewProps) => {
  const t = useT()
  const isHold = store.cart.isHold
  const busy = store.commitState.kind === 'committing' || store.card.kind === 'opening'
  const proceed = async () => {
    if ((await store.proceed(locale)) !== 'invalid') return
    // §5 the visitor is taken to the first field to correct.
    const first = store.form.firstErrorField
    if (first !== null) document.getElementById(fieldId(first))?.focus()
  }
  return (
    <div className="checkout">
      <form
        className="checkout__details"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void proceed()
        }}
      >
        <CustomerForm form={store.form} />
        <div className="checkout__pay">
          {paymentChoice}
          {!isHold && !store.isFullyCovered && store.paymentOptions.length > 1 && (
            <div className="checkout-field checkout-field--payments">
              <label htmlFor="checkout-payments" className="checkout-field__label">
                {t('payment.numberOfPayments')}
              </label>
              <select
                id="checkout-payments"
                className="checkout-field__input"
                value={store.cart.numberOfPayments}
                onChange={(event) => store.setNumberOfPayments(Number(event.target.value))}
              >
                {store.paymentOptions.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
          )}
          <CommitStatus store={store} />
          <button id="checkout-pay-button" type="submit" className="button checkout__submit" disabled={busy}>
            {t(submitLabel(store))}
          </button>
        </div>
      </form>
      <aside className="checkout__summary">
        <OrderTotals store={store} locale={locale} />
        {store.acceptsVoucherPayment && (
          <button type="button" className="button button--quiet checkout__voucher-button" onClick={() => store.vouchers.open()}>
            {t('checkout.payWithVoucher')}
          </button>
        )}
        {saveCart !== undefined && <SaveCartButton store={saveCart} locale={locale} />}
      </aside>
      {store.vouchers.isOpen && <VoucherDialog store={store} locale={locale} />}
      <VoucherRemovalDialog store={store} />
      <CardDialog store={store} onRetry={() => void store.openCard(locale)} />
    </div>
  )
})
