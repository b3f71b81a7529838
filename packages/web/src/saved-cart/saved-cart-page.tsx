import type { CartSeat } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useNavigate, useParams } from 'react-router'
import { whenText } from '../edocument/when-text'
import { NotFoundPage } from '../errors/not-found-page'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { moneyText } from '../order/money-text'
import type { OrderPageState } from '../order/order-page'
import { OrderSummary } from '../order/order-summary'
import { describeSeat } from '../order/seat-description'
import { BackToEvents } from '../pages/back-to-events'
import { PATHS, orderPath } from '../routes/paths'
import { useLangTo } from '../shell/lang-link'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import '../order/order.css'
import './saved-cart.css'

const seatKey = (seat: CartSeat): string => `${seat.sectionId}:${seat.x}:${seat.y ?? 'ga'}`

/** §2 the restored cart: its seats with their tickets, its extras, what was taken meanwhile, and the ways on. */
const RestoredCart = observer(
  ({ droppedSeats, ticketsToChoose, modify }: { droppedSeats: readonly CartSeat[]; ticketsToChoose: number; modify: boolean }) => {
    const { ui } = useStores()
    const { order } = useOrderSession()
    const t = useT()
    const to = useLangTo()
    const navigate = useNavigate()
    const cart = order.cart
    const presentationId = order.presentationId ?? 0
    const when = whenText(order.presentation?.startDateTime ?? null, ui.locale)
    const toOrder = (state: OrderPageState) => void navigate(to(orderPath(presentationId)), { state })
    const toCheckout = () => {
      order.beginCheckout()
      void navigate(to(PATHS.checkout))
    }
    const empty = cart.seats.length === 0 && cart.products.length === 0
    return (
      <div className="saved-cart">
        <div className="order-panel">
          <p className="order-page__feature" dir="auto">
            {order.featureName}
            {when === null ? '' : ` · ${when}`}
          </p>
          {modify && <p className="order-panel__hint">{t('savedCart.modifyHint')}</p>}
          {droppedSeats.length > 0 && (
            <div className="saved-cart__notice" role="alert">
              {t('savedCart.dropped')}
              <ul>
                {droppedSeats.map((seat) => (
                  <li key={seatKey(seat)}>{describeSeat(t, seat)}</li>
                ))}
              </ul>
            </div>
          )}
          {empty ? (
            <p>{t('savedCart.nothingLeft')}</p>
          ) : (
            <section aria-labelledby="saved-cart-seats">
              <h2 id="saved-cart-seats" className="order-panel__title">
                {t('savedCart.yourSeats')}
              </h2>
              <ul className="saved-cart__lines">
                {cart.seats.map((seat) => {
                  const ticket = seat.ticket
                  const name = order.groupOf(seat)?.tickets.find((offered) => offered.id === ticket?.ticketId)?.name
                  return (
                    <li key={seatKey(seat)} className="saved-cart__line">
                      <span>{describeSeat(t, seat)}</span>
                      <span className="saved-cart__ticket">
                        {ticket === null ? t('savedCart.noTicket') : `${name ?? ''} `}
                        {ticket !== null && <bdi>{moneyText(ticket.amount, ui.locale)}</bdi>}
                      </span>
                    </li>
                  )
                })}
                {cart.products.map((line) => (
                  <li key={`product-${line.id}`} className="saved-cart__line">
                    <span>{t('savedCart.productLine', { name: line.name, count: line.quantity })}</span>
                    <bdi>{moneyText(line.price, ui.locale)}</bdi>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {ticketsToChoose > 0 && cart.seats.length > 0 && <p className="order-panel__hint">{t('savedCart.ticketsToChoose')}</p>}
          <div className="order-actions">
            {cart.seats.length > 0 && (
              <button type="button" className="button button--secondary" onClick={() => toOrder({ step: 'tickets' })}>
                {t('savedCart.changeTickets')}
              </button>
            )}
            <button type="button" className="button button--secondary" onClick={() => toOrder({ step: 'seats' })}>
              {t('savedCart.changeSeats')}
            </button>
            <button type="button" className="button" disabled={!order.canContinuePastTickets} onClick={toCheckout}>
              {t('savedCart.toCheckout')}
            </button>
          </div>
        </div>
        <aside>
          <OrderSummary />
        </aside>
      </div>
    )
  },
)

/** §2 /cart/{resId} for one link. */
const SavedCart = observer(({ resId }: { readonly resId: string }) => {
  const { order, savedCart } = useOrderSession()
  const t = useT()
  const errorMessage = useErrorMessage()
  const restore = savedCart.restore
  // Issue 11: other buyers' changes reach the seats while the page is shown.
  const state = restore.state
  const presentationId = state.kind === 'ready' ? state.presentationId : null
  useEffect(() => (presentationId === null ? undefined : order.followSeatStatus(presentationId)), [order, presentationId])
  useEffect(() => {
    void restore.open(resId)
  }, [restore, resId])
  return (
    <div className="order-page">
      <div className="order-page__head">
        <h1>{t(state.kind === 'ready' && state.mode === 'modify' ? 'savedCart.modifyTitle' : 'savedCart.title')}</h1>
      </div>
      {state.kind === 'failed' && (
        <PageStatus kind="empty" message={t('savedCart.openFailed')} hint={errorMessage(state.error)} action={<BackToEvents />} />
      )}
      {(state.kind === 'idle' || state.kind === 'opening') && <PageStatus kind="loading" message={t('savedCart.opening')} />}
      {state.kind === 'ready' && (
        <RestoredCart droppedSeats={state.droppedSeats} ticketsToChoose={state.ticketsToChoose} modify={state.mode === 'modify'} />
      )}
    </div>
  )
})

/**
 * §2 /cart/{resId}: the cart saved under the link, restored in this browser — its seats held for
 * this visitor, its tickets and extras chosen again — with the seats taken meanwhile named, and
 * the ways on: change tickets or seats, or go on to details and payment. For a reservation of
 * this visitor, the same page changes the booking (§4): its tickets credited, the difference paid.
 */
export const SavedCartPage = () => {
  const resId = useParams()['resId'] ?? ''
  return resId === '' ? <NotFoundPage /> : <SavedCart key={resId} resId={resId} />
}
