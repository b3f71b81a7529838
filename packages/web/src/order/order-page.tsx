import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { NotFoundPage } from '../errors/not-found-page'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { BackToEvents } from '../pages/back-to-events'
import { MINI_SITE_QUERY, PATHS, miniSitePath, parseRouteId } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { StepBar } from '../shell/step-bar'
import { useOrderSession } from '../stores/use-order-session'
import { CountdownTimer } from './countdown-timer'
import './order.css'
import { OrderSummary } from './order-summary'
import { ProductsStep } from './products-step'
import { SeatsStep } from './seats-step'
import { TicketsStep } from './tickets-step'

/** §2 the steps of the event order this page walks; details and payment are checkout's. */
export type OrderPageStep = 'seats' | 'tickets' | 'products'

const STEP_TITLES = { seats: 'steps.events.seats', tickets: 'steps.events.tickets', products: 'steps.events.products' } as const

/** §2 the navigation state that opens the wizard at another step (a restored saved cart goes to its tickets). */
export interface OrderPageState {
  readonly step: OrderPageStep
}

/** §2 the step a navigation asks for; the seats otherwise. */
const stepAskedBy = (state: unknown): OrderPageStep => {
  const step: unknown = typeof state === 'object' && state !== null && 'step' in state ? state.step : undefined
  return step === 'tickets' || step === 'products' ? step : 'seats'
}

/**
 * §2 /order/{presentationId}: the event order wizard up to products, with the step bar and the
 * countdown always in view; a malformed id is a 404 (activity on any page restarts the idle
 * time: see ActivityWatch).
 */
export const OrderPage = () => {
  const presentationId = parseRouteId(useParams()['presentationId'])
  const miniSiteUrl = new URLSearchParams(useLocation().search).get(MINI_SITE_QUERY)
  return presentationId === null ? (
    <NotFoundPage />
  ) : miniSiteUrl === null ? (
    <OrderWizard key={presentationId} presentationId={presentationId} miniSiteUrl={null} />
  ) : (
    <MiniSiteOrder key={`${presentationId}@${miniSiteUrl}`} presentationId={presentationId} miniSiteUrl={miniSiteUrl} />
  )
}

/**
 * §1 issue 14 /order/{id}?miniSite={url}: the same wizard in mini-site mode, once the mini-site
 * was entered (with its codes, if it asks for any); otherwise (a reload, a shared link) back to
 * the mini-site's page to enter it.
 */
const MiniSiteOrder = observer(({ presentationId, miniSiteUrl }: { readonly presentationId: number; readonly miniSiteUrl: string }) => {
  const { order } = useOrderSession()
  const to = useLangTo()
  return order.miniSiteEntry?.url === miniSiteUrl ? (
    <OrderWizard presentationId={presentationId} miniSiteUrl={miniSiteUrl} />
  ) : (
    <Navigate to={to(miniSitePath(miniSiteUrl))} replace />
  )
})

/** §2 the wizard of one presentation (a new presentation starts it again at choosing seats); under a mini-site, in its mode. */
const OrderWizard = observer(
  ({ presentationId, miniSiteUrl }: { readonly presentationId: number; readonly miniSiteUrl: string | null }) => {
    const { order } = useOrderSession()
    const t = useT()
    const to = useLangTo()
    const navigate = useNavigate()
    const errorMessage = useErrorMessage()
    const [step, setStep] = useState<OrderPageStep>(stepAskedBy(useLocation().state))

    // Issue 11: other buyers' changes reach the seats while this page is shown. Before open(), so
    // that its status read follows the stream; the stream closes when the page is left.
    useEffect(() => order.followSeatStatus(presentationId), [order, presentationId])
    useEffect(() => {
      void order.open(presentationId, miniSiteUrl)
    }, [order, presentationId, miniSiteUrl])
    // §1 in a mini-site entered with codes, the tickets chosen are checked against them before going on.
    const afterTickets = () => void order.checkReferences().then((passed) => passed && setStep('products'))

    const toCheckout = () => {
      order.beginCheckout()
      void navigate(to(PATHS.checkout))
    }
    const state = order.state
    const ready = state.kind === 'ready' && order.presentationId === presentationId

    return (
      <div className="order-page">
        <StepBar current={step} />
        <div className="order-page__head">
          <h1>{t(STEP_TITLES[step])}</h1>
          <CountdownTimer />
        </div>
        {ready && order.featureName !== '' && (
          <p className="order-page__feature" dir="auto">
            {order.featureName}
          </p>
        )}
        {state.kind === 'failed' && (
          <div className="page-status" role="alert">
            <p className="page-status__message">{t('orderFlow.loadFailed')}</p>
            <p className="page-status__hint">{errorMessage(state.error)}</p>
            <div className="order-actions">
              <button type="button" className="button" onClick={() => void order.open(presentationId, miniSiteUrl)}>
                {t('orderFlow.retry')}
              </button>
              <BackToEvents />
            </div>
          </div>
        )}
        {!ready && state.kind !== 'failed' && <PageStatus kind="loading" message={t('status.loading')} />}
        {ready && order.idle && (
          <div className="page-status" role="alert">
            <p className="page-status__message">{t('orderFlow.idle')}</p>
            <button type="button" className="button" onClick={() => void order.open(presentationId, miniSiteUrl)}>
              {t('orderFlow.restart')}
            </button>
          </div>
        )}
        {ready && !order.idle && (
          <div className="order-layout">
            <div className="order-layout__main">
              {step === 'seats' && <SeatsStep onContinue={() => setStep('tickets')} />}
              {step === 'tickets' && <TicketsStep onBack={() => setStep('seats')} onContinue={afterTickets} />}
              {step === 'products' && <ProductsStep onBack={() => setStep('tickets')} onContinue={toCheckout} />}
            </div>
            <aside className="order-layout__side">
              <OrderSummary />
            </aside>
          </div>
        )}
      </div>
    )
  },
)
