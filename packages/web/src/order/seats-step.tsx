import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import { useOrderSession } from '../stores/use-order-session'
import { describeSeat } from './seat-description'
import { seatPriceText } from './seat-price'

// The map (svg.js, large venues) is its own chunk. Its download starts with this module's (the
// order page's), beside the seat plan's request: waiting for the plan first and only then for the
// map's code kept a phone on "loading" longer, and the panel below moved when the map came in.
const loadSeatMap = () => import('../seat-map')
void loadSeatMap()
const SeatMap = lazy(() => loadSeatMap().then((module) => ({ default: module.SeatMap })))

/** §2/§4 choose seats: the seat map over the order store, the selected seats, first-ticket auto-select and the way on. */
export const SeatsStep = observer(({ onContinue }: { readonly onContinue: () => void }) => {
  const { ui } = useStores()
  const { order } = useOrderSession()
  const t = useT()
  const selection = order.selection
  // Before the plan, the step's room alone (the order page says it is loading): nothing under it moves when it comes.
  if (selection === null) return <div className="order-step order-step--seats" />
  const seats = order.cart.seats
  const hasReserved = selection.plan.sections.some((section) => section.isReserved)
  return (
    <div className="order-step order-step--seats">
      {/* The panel waits with the map, and the wait is a screen tall (the map and the panel are
          more), so nothing under them moves on a phone when they come in (CLS, issue 16). */}
      <Suspense
        fallback={
          <div className="seats-step-pending">
            <PageStatus kind="loading" message={t('orderFlow.seatMapLoading')} />
          </div>
        }
      >
        <SeatMap
          plan={selection.plan}
          displays={order.displays}
          layout={ui.layout}
          onSeatToggle={(seat) => void order.toggleSeat(seat)}
          gaQuantities={order.gaQuantities}
          onGaQuantityChange={(section, quantity) => void order.setGaQuantity(section, quantity)}
          maxSeats={order.maxSeats}
          onFindSeats={(quantity, sectionId) => void order.findSeats(quantity, sectionId)}
          seatPrice={(seat) => seatPriceText(t, ui.locale, order.groupOf(seat))}
        />
        <section className="order-panel" aria-labelledby="selected-seats-title">
          <h2 id="selected-seats-title" className="order-panel__title">
            {t('orderFlow.selectedSeats')}
          </h2>
          <p className="order-panel__hint">{t('orderFlow.maxSeats', { count: order.maxSeats })}</p>
          {seats.length === 0 ? (
            <p>{t('orderFlow.noSeatsSelected')}</p>
          ) : (
            <ul className="seat-chips">
              {seats.map((seat) => (
                <li key={`${seat.sectionId}:${seat.x}:${seat.y ?? 'ga'}`} className="seat-chip">
                  {describeSeat(t, seat)}
                </li>
              ))}
            </ul>
          )}
          {order.isSettling && (
            <p className="order-panel__hint" role="status">
              {t('orderFlow.settling')}
            </p>
          )}
          <div className="order-actions">
            {hasReserved && (
              <button type="button" className="button button--secondary" onClick={() => void order.autoSelect()}>
                {t('orderFlow.chooseForMe')}
              </button>
            )}
            <button type="button" className="button" disabled={!order.canChooseTickets} onClick={onContinue}>
              {t('orderFlow.toTickets')}
            </button>
          </div>
        </section>
      </Suspense>
    </div>
  )
})
