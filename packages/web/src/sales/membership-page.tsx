import type { Locale, MembershipOnSale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { describeSeat } from '../order/seat-description'
import { PATHS } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import type { MembershipShopStore, SeatStop } from './membership-shop-store'
import { MembershipDescription, presentationText, RateText, SeatingBadge } from './membership-parts'
import { SalesLayout, SelectionError, SwitchNotice } from './sales-parts'
import '../order/order.css'
import '../checkout/checkout.css'
import './sales.css'

// The map (svg.js) is its own chunk, loaded when the seats step first shows, as on the order page.
const SeatMap = lazy(() => import('../seat-map').then((module) => ({ default: module.SeatMap })))

/** §2 the steps of the membership order this page walks; details and payment are checkout's. */
type MembershipPageStep = 'memberships' | 'seats'

const NO_GA: ReadonlyMap<number, number> = new Map()
const ignore = (): void => undefined

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
        <div className="order-actions">
          <button type="button" className="button" onClick={onContinue}>
            {store.hasSeats || store.line === null ? t('memberships.toSeats') : t('orderFlow.toCheckout')}
          </button>
        </div>
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

/** §4 the chosen seat of a stop in words, or that none is chosen yet. */
const StopSeat = observer(({ store, stop }: { readonly store: MembershipShopStore; readonly stop: SeatStop }) => {
  const t = useT()
  const name = store.seatNameAt(stop)
  const chosen = store.seatAt(stop) !== null
  return <>{chosen ? (name === null ? t('memberships.seatChosen') : describeSeat(t, name)) : t('memberships.noSeat')}</>
})

/**
 * §4 choose seats: the membership seat plan of the stop shown (a series' presentation, walked with
 * previous and next; a fixed seat's one plan for all its presentations), the seats chosen so far,
 * and the way on to details and payment once every presentation has its seat.
 */
const MembershipSeats = observer(
  ({
    store,
    locale,
    onBack,
    onContinue,
  }: {
    readonly store: MembershipShopStore
    readonly locale: Locale
    readonly onBack: () => void
    readonly onContinue: () => void
  }) => {
    const { ui } = useStores()
    const t = useT()
    const errorText = useErrorMessage()
    const stop = store.stop
    const stops = store.stops
    if (stop === null) return null
    const isSeries = stop.presentationId !== null
    const missing = store.missingSeat
    const plan = store.plan
    return (
      <div className="order-step">
        <section className="order-panel" aria-labelledby="membership-stop-title" aria-live="polite">
          <h2 id="membership-stop-title" className="order-panel__title" dir="auto">
            {isSeries
              ? `${t('memberships.stopOf', { index: store.stopIndex + 1, count: stops.length })}: ${stop.presentations.map((p) => presentationText(p, locale)).join('')}`
              : t('memberships.fixedSeatTitle')}
          </h2>
          <p className="order-panel__hint">{isSeries ? t('memberships.seriesHint') : t('memberships.fixedSeatHint')}</p>
          {!isSeries && (
            <ul className="membership-covers">
              {stop.presentations.map((presentation) => (
                <li key={presentation.presentationId} dir="auto">
                  {presentationText(presentation, locale)}
                </li>
              ))}
            </ul>
          )}
          <p>
            <strong>{t('memberships.yourSeats')}: </strong>
            <StopSeat store={store} stop={stop} />
          </p>
        </section>
        {store.planState.kind === 'failed' && (
          <div className="page-status" role="alert">
            <p className="page-status__message">{t('memberships.planLoadFailed')}</p>
            <p className="page-status__hint">{errorText(store.planState.error)}</p>
            <button type="button" className="button" onClick={() => void store.loadPlan()}>
              {t('orderFlow.retry')}
            </button>
          </div>
        )}
        {plan === null && store.planState.kind !== 'failed' && <PageStatus kind="loading" message={t('orderFlow.seatMapLoading')} />}
        {plan !== null && (
          <Suspense fallback={<PageStatus kind="loading" message={t('orderFlow.seatMapLoading')} />}>
            <SeatMap
              plan={plan}
              displays={store.displays}
              layout={ui.layout}
              onSeatToggle={(seat) => void store.toggleSeat(seat)}
              gaQuantities={NO_GA}
              onGaQuantityChange={ignore}
              maxSeats={1}
              onFindSeats={ignore}
              tools={false}
            />
          </Suspense>
        )}
        {isSeries && (
          <section className="order-panel" aria-labelledby="membership-seats-title">
            <h2 id="membership-seats-title" className="order-panel__title">
              {t('memberships.yourSeats')}
            </h2>
            <ol className="membership-stops">
              {stops.map((each, index) => (
                <li key={each.presentationId ?? 'fixed'} aria-current={index === store.stopIndex ? 'step' : undefined}>
                  <span dir="auto">{each.presentations.map((p) => presentationText(p, locale)).join('')}</span>
                  {' — '}
                  <StopSeat store={store} stop={each} />
                </li>
              ))}
            </ol>
          </section>
        )}
        {missing !== null && (
          <p className="sales-error" role="alert">
            {t('memberships.seatMissing', { name: presentationText(missing, locale) })}
          </p>
        )}
        <SelectionError error={store.selectionError} />
        <div className="order-actions">
          <button type="button" className="button button--secondary" onClick={store.hasPrevious ? () => void store.previous() : onBack}>
            {store.hasPrevious ? t('memberships.previous') : t('common.back')}
          </button>
          {store.hasNext ? (
            <button type="button" className="button" onClick={() => void store.next()}>
              {t('memberships.next')}
            </button>
          ) : (
            <button type="button" className="button" onClick={onContinue}>
              {t('orderFlow.toCheckout')}
            </button>
          )}
        </div>
      </div>
    )
  },
)
