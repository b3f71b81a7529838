import type { Donation, DonationDetail, Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import type { DonationDeskStore } from './donation-desk-store'
import { SalesLayout, SelectionError, StepActions, SwitchNotice } from './sales-parts'
import '../order/order.css'
import '../checkout/checkout.css'
import './sales.css'

/**
 * §2 /donations: the donation wizard's first step, choose donations (details and payment, then
 * the confirmation, are checkout's, as for every order). The spec lists no route for it; /donations
 * names the §1 order kind as /vouchers does, and is not a path of any other §2 route.
 */
export const DonationPage = observer(() => {
  const { ui } = useStores()
  const { donations, checkout, order } = useOrderSession()
  const t = useT()
  const to = useLangTo()
  const navigate = useNavigate()
  const errorText = useErrorMessage()
  useEffect(() => {
    void donations.load()
  }, [donations])
  const state = donations.state
  const toCheckout = () => {
    if (!donations.mayContinue()) return
    order.beginCheckout()
    void navigate(to(PATHS.checkout))
  }
  return (
    <div className="order-page sales-page">
      <StepBar kind="donations" current="donations" />
      <h1>{t('sales.donationsTitle')}</h1>
      {state.kind === 'failed' && (
        <div className="page-status" role="alert">
          <p className="page-status__message">{t('sales.donationsLoadFailed')}</p>
          <p className="page-status__hint">{errorText(state.error)}</p>
        </div>
      )}
      {(state.kind === 'loading' || state.kind === 'idle') && <PageStatus kind="loading" message={t('status.loading')} />}
      {state.kind === 'ready' && (
        <SalesLayout checkout={checkout} locale={ui.locale} kind="donations">
          <div className="order-step">
            <p className="sales-intro">{t('sales.donationsIntro')}</p>
            <SwitchNotice shown={donations.replacesAnotherOrder} />
            {donations.causes.length === 0 && <PageStatus kind="empty" message={t('sales.noCauses')} />}
            {donations.causes.map((cause) => (
              <CausePanel key={cause.id} store={donations} cause={cause} locale={ui.locale} />
            ))}
            <SelectionError error={donations.selectionError} />
            <StepActions continueLabel={t('orderFlow.toCheckout')} onContinue={toCheckout} />
          </div>
        </SalesLayout>
      )}
    </div>
  )
})

/** §2/§3 one cause: its fixed amounts as toggles, and a free amount in shekels within its bounds. */
const CausePanel = observer(
  ({ store, cause, locale }: { readonly store: DonationDeskStore; readonly cause: Donation; readonly locale: Locale }) => {
    const t = useT()
    const fixed = cause.details.filter((detail) => !detail.isCustomAmount)
    const free = cause.details.filter((detail) => detail.isCustomAmount)
    return (
      <section className="order-panel" aria-labelledby={`cause-${cause.id}`}>
        <h2 id={`cause-${cause.id}`} className="order-panel__title" dir="auto">
          {cause.name}
        </h2>
        {cause.description !== '' && (
          <p className="order-panel__hint" dir="auto">
            {cause.description}
          </p>
        )}
        {fixed.length > 0 && (
          <div className="sales-amounts" role="group" aria-label={t('sales.fixedAmounts', { name: cause.name })}>
            {fixed.map((detail) => (
              <button
                key={detail.id}
                type="button"
                className="sales-amount"
                aria-pressed={store.isChosen(cause, detail)}
                onClick={() => store.toggleFixed(cause, detail)}
              >
                <bdi>{moneyText(detail.amount, locale)}</bdi>
              </button>
            ))}
          </div>
        )}
        {free.map((detail) => (
          <FreeAmount key={detail.id} store={store} cause={cause} detail={detail} locale={locale} />
        ))}
      </section>
    )
  },
)

/** §3/§5 a free amount typed in shekels; the core's bounds rule answers with the bounds named. */
const FreeAmount = observer(
  ({
    store,
    cause,
    detail,
    locale,
  }: {
    readonly store: DonationDeskStore
    readonly cause: Donation
    readonly detail: DonationDetail
    readonly locale: Locale
  }) => {
    const t = useT()
    const errorText = useErrorMessage()
    const id = `donation-${cause.id}-${detail.id}`
    const error = store.amountErrors.get(detail.id)
    const chosen = store.isChosen(cause, detail)
    return (
      <form
        className="sales-free"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          store.addCustomAmount(cause, detail)
        }}
      >
        <div className="checkout-field">
          <label htmlFor={id} className="checkout-field__label">
            {t('sales.freeAmount')}
          </label>
          <p id={`${id}-hint`} className="order-panel__hint">
            {t('sales.freeAmountHint', { min: moneyText(detail.minAmount, locale), max: moneyText(detail.maxAmount, locale) })}
          </p>
          <div className="sales-free__row">
            <input
              id={id}
              className="checkout-field__input"
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              value={store.amountTexts.get(detail.id) ?? ''}
              aria-invalid={error === undefined ? undefined : true}
              aria-describedby={error === undefined ? `${id}-hint` : `${id}-hint ${id}-error`}
              onChange={(event) => store.setAmountText(cause, detail, event.target.value)}
            />
            <button type="submit" className="button button--secondary">
              {t('sales.addAmount')}
            </button>
          </div>
          {error !== undefined && (
            <p id={`${id}-error`} className="checkout-field__error sales-error" role="alert">
              {errorText(error)}
            </p>
          )}
          {chosen && error === undefined && (
            <p className="sales-added" role="status">
              {t('sales.amountAdded')}
            </p>
          )}
        </div>
      </form>
    )
  },
)
