import type { Locale, MembershipOnSale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import type { MembershipShopStore, SeatStop } from './membership-shop-store'
import { MembershipDescription, presentationText, RateText, SeatingBadge } from './membership-parts'
import { SalesLayout, SelectionError, StepActions, SwitchNotice } from './sales-parts'
import { SeatStopsStep, type SeatStopText, type WizardSeatsProps } from './seat-stops-step'
import '../order/order.css'
import '../checkout/checkout.css'
import './sales.css'

/** §2 the steps of the membership order this page walks; details and payment are checkout's. */
type MembershipPageStep = 'memberships' | 'seats'

/**
 * §2 /membership, /membership/{membershipCode} and /membership/{membershipCode}/{membershipPriceCode}:
 * the membership order wizard — choose a membership (§5 at most one), choose its seats on the
 * membership seat plan (a series one presentation at a time), then checkout's details and payment
 * and confirmation. A code preselects its membership, a price code its rate; a code not on sale
 * says so in the visitor's language, with the way to every membership.
 */
export const MembershipPage = () => {
  const params = useParams()
  const code = params['membershipCode'] ?? null
  const priceCode = params['membershipPriceCode'] ?? null
  return <MembershipWizard key={`${code ?? ''}/${priceCode ?? ''}`} code={code} priceCode={priceCode} />
}

/** §2 a code not on sale: a clear message and the way to every membership. */
const MembershipNotFound = () => {
  const t = useT()
  const to = useLangTo()
  return (
    <>
      <h1>{t('memberships.notFound')}</h1>
      <PageStatus
        kind="empty"
        message={t('memberships.notFound')}
        hint={t('memberships.notFoundHint')}
        action={
          <Link className="button" to={to(PATHS.membershipList)}>
            {t('memberships.allMemberships')}
          </Link>
        }
      />
    </>
  )
}

const MembershipWizard = observer(({ code, priceCode }: { readonly code: string | null; readonly priceCode: string | null }) => {
  const { ui } = useStores()
  const { memberships, checkout, order } = useOrderSession()
  const t = useT()
  const to = useLangTo()
  const navigate = useNavigate()
  const errorText = useErrorMessage()
  const [step, setStep] = useState<MembershipPageStep>('memberships')
  useEffect(() => {
    void memberships.open(code, priceCode)
  }, [memberships, code, priceCode])

  const state = memberships.wizardState
  if (state.kind === 'failed' && state.error.code === 'NOT_FOUND') return <MembershipNotFound />
  const priceMissing = state.kind === 'failed' && state.error.code === 'MEMBERSHIP_PRICE_CODE_NOT_FOUND'
  const ready = (state.kind === 'ready' || priceMissing) && memberships.code === code
  const toCheckout = async () => {
    if (!(await memberships.mayCheckout())) return
    order.beginCheckout()
    void navigate(to(PATHS.checkout))
  }
  const toSeats = () => {
    if (!memberships.mayContinue()) return
    if (!memberships.hasSeats) {
      void toCheckout()
      return
    }
    setStep('seats')
    void memberships.loadPlan()
  }
  const title =
    step === 'seats' ? t('steps.memberships.seats') : (memberships.byCode?.membership.name ?? t('steps.memberships.memberships'))
  return (
    <div className="order-page sales-page">
      <StepBar kind="memberships" current={step} />
      <h1 dir="auto">{title}</h1>
      {state.kind === 'failed' && !priceMissing && (
        <div className="page-status" role="alert">
          <p className="page-status__message">{t('memberships.loadFailed')}</p>
          <p className="page-status__hint">{errorText(state.error)}</p>
          <button type="button" className="button" onClick={() => void memberships.open(code, priceCode)}>
            {t('orderFlow.retry')}
          </button>
        </div>
      )}
      {!ready && state.kind !== 'failed' && <PageStatus kind="loading" message={t('status.loading')} />}
      {ready && (
        <SalesLayout checkout={checkout} locale={ui.locale} kind="memberships">
          {step === 'memberships' && (
            <MembershipChoice store={memberships} locale={ui.locale} priceMissing={priceMissing} onContinue={toSeats} />
          )}
          {step === 'seats' && (
            <MembershipSeats
              store={memberships}
              locale={ui.locale}
              onBack={() => setStep('memberships')}
              onContinue={() => void toCheckout()}
            />
          )}
        </SalesLayout>
      )}
    </div>
  )
})

/** §2/§5 choose a membership: each shown with its rates as toggles; choosing another replaces the one chosen (at most one). */
const MembershipChoice = observer(
  ({
    store,
    locale,
    priceMissing,
    onContinue,
  }: {
    readonly store: MembershipShopStore
    readonly locale: Locale
    readonly priceMissing: boolean
    readonly onContinue: () => void
  }) => {
    const t = useT()
    const to = useLangTo()
    const shown = store.shown
    return (
      <div className="order-step">
        {priceMissing && store.byCode !== null && (
          <div className="sales-note" role="alert">
            <p className="sales-error">{t('memberships.priceNotFound')}</p>
            <p>{t('memberships.priceNotFoundHint')}</p>
          </div>
        )}
        <p className="sales-intro">{t('memberships.onlyOne')}</p>
        <SwitchNotice shown={store.replacesAnotherOrder} />
        {shown.length === 0 && <PageStatus kind="empty" message={t('memberships.empty')} />}
        {shown.map((onSale) => (
          <MembershipOption key={onSale.membership.membershipId} store={store} onSale={onSale} locale={locale} />
        ))}
        {store.code !== null && (
          <p>
            <Link to={to(PATHS.membershipList)}>{t('memberships.allMemberships')}</Link>
          </p>
        )}
        <SelectionError error={store.selectionError} />
        <StepActions
          continueLabel={store.hasSeats || store.line === null ? t('memberships.toSeats') : t('orderFlow.toCheckout')}
          onContinue={onContinue}
        />
      </div>
    )
  },
)

/** §2/§3 one membership: its marker, description and rates; the rate chosen is pressed. */
const MembershipOption = observer(
  ({ store, onSale, locale }: { readonly store: MembershipShopStore; readonly onSale: MembershipOnSale; readonly locale: Locale }) => {
    const t = useT()
    const { membership } = onSale
    const titleId = `membership-option-${membership.membershipId}`
    return (
      <section className="order-panel" aria-labelledby={titleId}>
        <h2 id={titleId} className="order-panel__title" dir="auto">
          {membership.name}
        </h2>
        <p className="sales-card__badges">
          <SeatingBadge onSale={onSale} />
        </p>
        <MembershipDescription onSale={onSale} locale={locale} />
        <div className="sales-amounts" role="group" aria-label={t('memberships.rates', { name: membership.name })}>
          {membership.prices.map((price) => (
            <button
              key={price.membershipPriceId}
              type="button"
              className="sales-amount"
              aria-pressed={store.isChosen(onSale, price)}
              onClick={() => void store.choose(onSale, price)}
            >
              <RateText price={price} locale={locale} />
            </button>
          ))}
        </div>
      </section>
    )
  },
)

/**
 * §4 choose seats: the membership seat plan of the stop shown (a series' presentation, walked with
 * previous and next; a fixed seat's one plan for all its presentations), the seats chosen so far,
 * and the way on to details and payment once every presentation has its seat.
 */
const MembershipSeats = observer(({ store, locale, onBack, onContinue }: WizardSeatsProps<MembershipShopStore>) => {
  const t = useT()
  const missing = store.missingSeat
  const describe = (stop: SeatStop): SeatStopText => {
    const isSeries = stop.presentationId !== null
    const shows = stop.presentations.map((presentation) => ({
      presentationId: presentation.presentationId,
      text: presentationText(presentation, locale),
    }))
    return {
      fixed: !isSeries,
      title: isSeries
        ? `${t('memberships.stopOf', { index: store.stopIndex + 1, count: store.stops.length })}: ${shows.map((show) => show.text).join('')}`
        : t('memberships.fixedSeatTitle'),
      hint: isSeries ? t('memberships.seriesHint') : t('memberships.fixedSeatHint'),
      shows,
    }
  }
  return (
    <SeatStopsStep
      store={store}
      idPrefix="membership"
      describe={describe}
      stopKey={(stop) => stop.presentationId ?? 'fixed'}
      missing={missing === null ? null : presentationText(missing, locale)}
      error={<SelectionError error={store.selectionError} />}
      onBack={onBack}
      onContinue={onContinue}
    />
  )
})
