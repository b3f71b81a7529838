import type { Locale, Seat, SeatPlan } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { lazy, Suspense, type ReactNode } from 'react'
import type { LoadState } from '../catalog/catalog-store'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { describeSeat } from '../order/seat-description'
import type { SeatDisplay } from '../seat-map'
import { PageStatus } from '../shell/page-status'
import { useStores } from '../stores/store-context'
import type { ChosenSeatName } from './membership-shop-store'

// The map (svg.js) is its own chunk, loaded when the seats step first shows, as on the order page.
const SeatMap = lazy(() => import('../seat-map').then((module) => ({ default: module.SeatMap })))

const NO_GA: ReadonlyMap<number, number> = new Map()
const ignore = (): void => undefined

/** §4 what a wizard walking seat stops (a membership's, an enrolment's) offers its seats step. */
export interface SeatStopsStore<Stop> {
  readonly stop: Stop | null
  readonly stops: readonly Stop[]
  readonly stopIndex: number
  readonly plan: SeatPlan | null
  readonly planState: LoadState
  readonly displays: ReadonlyMap<string, SeatDisplay>
  readonly hasPrevious: boolean
  readonly hasNext: boolean
  seatAt(stop: Stop): object | null
  seatNameAt(stop: Stop): ChosenSeatName | null
  loadPlan(): Promise<void>
  toggleSeat(seat: Seat): Promise<void>
  previous(): Promise<void>
  next(): Promise<void>
}

/** §4 a stop as its wizard names it: one seat for all its shows (fixed) or one show's, its title and hint, and its shows in words. */
export interface SeatStopText {
  readonly fixed: boolean
  readonly title: string
  readonly hint: string
  readonly shows: readonly { readonly presentationId: number; readonly text: string }[]
}

/** §4 what a wizard's seats step is given: its store, the visitor's language, and the ways back and on. */
export interface WizardSeatsProps<S> {
  readonly store: S
  readonly locale: Locale
  readonly onBack: () => void
  readonly onContinue: () => void
}

/** §4 the chosen seat of a stop in words, or that none is chosen yet. */
const StopSeat = observer(<Stop,>({ store, stop }: { readonly store: SeatStopsStore<Stop>; readonly stop: Stop }) => {
  const t = useT()
  const name = store.seatNameAt(stop)
  const chosen = store.seatAt(stop) !== null
  return <>{chosen ? (name === null ? t('memberships.seatChosen') : describeSeat(t, name)) : t('memberships.noSeat')}</>
})

/**
 * §4 the seats step both membership wizards draw: the stop shown (its title, hint, and for a fixed
 * seat the shows it covers), its seat plan (one seat at a time), the seats chosen so far when each
 * show has its own, a missing seat named, the wizard's error and note, and previous / next or back /
 * on to details and payment. `idPrefix` keeps the headings' ids, and so their accessible names, the wizard's own.
 */
export const SeatStopsStep = observer(
  <Stop,>({
    store,
    idPrefix,
    describe,
    stopKey,
    missing,
    error,
    note,
    onBack,
    onContinue,
  }: {
    readonly store: SeatStopsStore<Stop>
    readonly idPrefix: string
    readonly describe: (stop: Stop) => SeatStopText
    readonly stopKey: (stop: Stop, index: number) => string | number
    readonly missing: string | null
    readonly error: ReactNode
    readonly note?: ReactNode
    readonly onBack: () => void
    readonly onContinue: () => void
  }) => {
    const { ui } = useStores()
    const t = useT()
    const errorText = useErrorMessage()
    const stop = store.stop
    if (stop === null) return null
    const shown = describe(stop)
    const plan = store.plan
    const stopTitleId = `${idPrefix}-stop-title`
    const seatsTitleId = `${idPrefix}-seats-title`
    return (
      <div className="order-step">
        <section className="order-panel" aria-labelledby={stopTitleId} aria-live="polite">
          <h2 id={stopTitleId} className="order-panel__title" dir="auto">
            {shown.title}
          </h2>
          <p className="order-panel__hint">{shown.hint}</p>
          {shown.fixed && (
            <ul className="membership-covers">
              {shown.shows.map((show) => (
                <li key={show.presentationId} dir="auto">
                  {show.text}
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
        {!shown.fixed && (
          <section className="order-panel" aria-labelledby={seatsTitleId}>
            <h2 id={seatsTitleId} className="order-panel__title">
              {t('memberships.yourSeats')}
            </h2>
            <ol className="membership-stops">
              {store.stops.map((each, index) => (
                <li key={stopKey(each, index)} aria-current={index === store.stopIndex ? 'step' : undefined}>
                  <span dir="auto">
                    {describe(each)
                      .shows.map((show) => show.text)
                      .join('')}
                  </span>
                  {' — '}
                  <StopSeat store={store} stop={each} />
                </li>
              ))}
            </ol>
          </section>
        )}
        {missing !== null && (
          <p className="sales-error" role="alert">
            {t('memberships.seatMissing', { name: missing })}
          </p>
        )}
        {error}
        {note}
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
