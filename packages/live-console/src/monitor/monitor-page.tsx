import type { Locale, PresentationSales } from '@kartis/core'
import { SeatMap } from '@kartis/web/shared'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useT } from '../i18n/translate'
import { formatDateTime, formatShekels, intlLocaleOf } from '../shell/format'
import { useStores } from '../store-context'
import type { MonitorTotals } from './monitor-store'
import { ErrorAlert } from '../shell/error-alert'
import { ResultsHead } from '../shell/results-head'
import { DayForm } from '../reports/day-form'
import { formatDay } from '../reports/report-format'

const ignore = (): void => undefined
const NO_GA = new Map<number, number>()

/** §9 the seat-taken ratio as a percentage in the interface language (the ratio keeps its 3 decimals: one decimal of a percent). */
const percent = (ratio: number, locale: Locale): string =>
  new Intl.NumberFormat(intlLocaleOf(locale), { style: 'percent', maximumFractionDigits: 1 }).format(ratio)

const count = (value: number, locale: Locale): string => value.toLocaleString(intlLocaleOf(locale))

/** §7 issue 13 the presentation sales monitor (266): today's figures, updating while the screen is open, and a seat map. */
export const MonitorPage = observer(() => {
  const { monitor } = useStores()
  const t = useT()
  useEffect(() => monitor.open(), [monitor])
  return (
    <>
      <h1>{t('monitor.title')}</h1>
      <p className="muted">{t('monitor.live')}</p>
      <WatchedDay />
      <MonitorBody />
    </>
  )
})

/** The day watched: today unless the producer chose another (the day form of the reports). */
const WatchedDay = observer(() => {
  const { monitor } = useStores()
  const t = useT()
  return (
    <div className="monitor-day">
      <DayForm date={monitor.watchedDay()} label={t('monitor.dayForm')} onShow={(day) => monitor.showDay(day)} />
      {monitor.day === null ? null : (
        <button type="button" className="button button--quiet" onClick={() => monitor.showToday()}>
          {t('monitor.today')}
        </button>
      )}
    </div>
  )
})

/** The figures' loading, error, empty and shown states. */
const MonitorBody = observer(() => {
  const { monitor, ui } = useStores()
  const t = useT()
  if (monitor.state === 'loading') return <p role="status">{t('monitor.loading')}</p>
  if (monitor.state === 'error') return <ErrorAlert error={monitor.error} />
  if (monitor.presentations.length === 0)
    return <p role="status">{t('monitor.empty', { date: formatDay(monitor.watchedDay(), ui.locale) })}</p>
  return (
    <>
      <Totals totals={monitor.totals} locale={ui.locale} />
      <SalesTable presentations={monitor.presentations} />
      <PresentationSeats />
    </>
  )
})

const Totals = ({ totals, locale }: { readonly totals: MonitorTotals; readonly locale: Locale }) => {
  const t = useT()
  return (
    <section aria-labelledby="monitor-totals">
      <h2 id="monitor-totals">{t('monitor.totals')}</h2>
      <dl className="figures" data-testid="monitor-totals">
        <Figure label={t('monitor.sold')} value={count(totals.sold, locale)} name="sold" />
        <Figure label={t('monitor.held')} value={count(totals.held, locale)} name="held" />
        <Figure label={t('monitor.inCarts')} value={count(totals.inCarts, locale)} name="inCarts" />
        <Figure label={t('monitor.free')} value={count(totals.free, locale)} name="free" />
        <Figure label={t('monitor.revenue')} value={formatShekels(totals.revenue, locale)} name="revenue" />
        <Figure label={t('monitor.ratio')} value={percent(totals.seatTakenRatio, locale)} name="ratio" />
      </dl>
      <p className="muted">{t('monitor.inCartsHint')}</p>
    </section>
  )
}

const Figure = ({ label, value, name }: { readonly label: string; readonly value: string; readonly name: string }) => (
  <div className="figures__item" data-figure={name}>
    <dt>{label}</dt>
    <dd>
      <bdi>{value}</bdi>
    </dd>
  </div>
)

/** Today's presentations: a table on a desktop, cards on a phone (the cells carry their column's name). */
const SalesTable = observer(({ presentations }: { readonly presentations: readonly PresentationSales[] }) => {
  const { monitor, ui } = useStores()
  const t = useT()
  const columns = {
    event: t('monitor.event'),
    when: t('monitor.when'),
    sold: t('monitor.sold'),
    held: t('monitor.held'),
    inCarts: t('monitor.inCarts'),
    free: t('monitor.free'),
    revenue: t('monitor.revenue'),
    ratio: t('monitor.ratio'),
  }
  return (
    <table className="results">
      <caption>{t('monitor.caption', { count: presentations.length })}</caption>
      <ResultsHead columns={Object.values(columns)} action={t('monitor.showSeats')} />
      <tbody>
        {presentations.map((p) => (
          <tr key={p.presentationId} aria-selected={p.presentationId === monitor.selectedId} data-presentation={p.presentationId}>
            <th scope="row" data-label={columns.event}>
              {p.featureName}
              <span className="results__venue">{p.venueName}</span>
            </th>
            <td data-label={columns.when}>
              {p.startDateTime === null ? t('monitor.untimed') : formatDateTime(p.startDateTime, ui.locale)}
            </td>
            <td data-label={columns.sold} data-figure="sold">
              {count(p.sold, ui.locale)}
            </td>
            <td data-label={columns.held} data-figure="held">
              {count(p.held, ui.locale)}
            </td>
            <td data-label={columns.inCarts} data-figure="inCarts">
              {count(p.inCarts, ui.locale)}
            </td>
            <td data-label={columns.free} data-figure="free">
              {count(p.free, ui.locale)}
            </td>
            <td data-label={columns.revenue}>{formatShekels(p.revenue, ui.locale)}</td>
            <td data-label={columns.ratio}>{percent(p.seatTakenRatio, ui.locale)}</td>
            <td>
              <button
                type="button"
                className="button button--quiet"
                aria-pressed={p.presentationId === monitor.selectedId}
                onClick={() => monitor.select(p.presentationId)}
              >
                {t('monitor.showSeats')}
                <span className="visually-hidden"> {p.featureName}</span>
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
})

/** The chosen presentation's seats coloured by status (sold, held or in a cart, free): the storefront's seat map, read-only, with its legend. */
const PresentationSeats = observer(() => {
  const { monitor } = useStores()
  const t = useT()
  const selected = monitor.selected
  if (selected === null) return null
  return (
    <section className="monitor-map" aria-labelledby="monitor-map-title">
      <h2 id="monitor-map-title">{t('monitor.mapTitle', { name: selected.featureName })}</h2>
      {monitor.mapState === 'loading' ? <p role="status">{t('monitor.mapLoading')}</p> : null}
      {monitor.mapState === 'error' ? <p role="alert">{t('monitor.mapError')}</p> : null}
      {monitor.mapState === 'none' ? <p>{t('monitor.mapNone')}</p> : null}
      {monitor.plan === null ? null : (
        <SeatMap
          plan={monitor.plan}
          displays={monitor.displays}
          layout="default"
          tools={false}
          onSeatToggle={ignore}
          gaQuantities={NO_GA}
          onGaQuantityChange={ignore}
          maxSeats={0}
          onFindSeats={ignore}
        />
      )}
    </section>
  )
})
