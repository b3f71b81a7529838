import { seatKeyId, type Locale, type Seat, type SeatPlan, type SeatSection } from '@kartis/core'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../src/i18n/create-i18n'
import { SeatMap } from '../../src/seat-map'
import { arenaPlan, cinemaPlan, mixedPlan } from '../../src/seat-map/test-support/plans'
import '../../src/styles/global.css'
import { stadiumPlan } from '../stadium-plan'
import { afterPaint, busyEvening, clickLatencies, firstInteractive, watchLongTasks, type BenchRecord } from './measure'

/**
 * The benchmark's page: one SeatMap over a generated plan, chosen by the query string
 * (`plan=arena|cinema|mixed`, or `plan=stadium&seats=N` for a generated stadium; `lang=he|en|ru|ar`). Selecting a seat updates the displays as
 * the order page does (a new map); `window.seatMapBench` reports when each change is painted.
 */

/** What the benchmark script calls in the page. */
interface BenchHooks {
  readonly record: BenchRecord
  readonly firstInteractive: () => Promise<number>
  readonly clickLatencies: (runs: number) => Promise<number[]>
  /** Starts recording long tasks (before a pan or a zoom the benchmark drives). */
  readonly watchLongTasks: () => void
  /** Stops recording and gives the long tasks' durations in ms. */
  readonly longTasks: () => number[]
}

declare global {
  interface Window {
    seatMapBench: BenchHooks
  }
}

const query = new URLSearchParams(location.search)
const LOCALES: readonly Locale[] = ['he', 'en', 'ru', 'ar']
const locale = LOCALES.find((l) => l === query.get('lang')) ?? 'he'
const planName = query.get('plan') ?? 'arena'
const plan: SeatPlan =
  planName === 'cinema'
    ? cinemaPlan()
    : planName === 'mixed'
      ? mixedPlan()
      : planName === 'stadium'
        ? stadiumPlan(Number(query.get('seats') ?? 20_000))
        : arenaPlan()

/** The page's input, like the plan: computed before the render is timed. */
const startingDisplays = busyEvening(plan)

const record: { renderStart: number; toggles: number[]; painted: number[] } = { renderStart: 0, toggles: [], painted: [] }
let watcher: ReturnType<typeof watchLongTasks> | null = null
window.seatMapBench = {
  record,
  firstInteractive: () => firstInteractive(record),
  clickLatencies: (runs) => clickLatencies(record, runs),
  watchLongTasks: () => {
    watcher = watchLongTasks()
  },
  longTasks: () => watcher?.stop() ?? [],
}

const Harness = () => {
  const [displays, setDisplays] = useState(startingDisplays)
  const [ga, setGa] = useState<ReadonlyMap<number, number>>(new Map())
  const toggle = (seat: Seat): void => {
    record.toggles.push(performance.now())
    setDisplays((previous) => {
      const next = new Map(previous)
      const id = seatKeyId(seat)
      next.set(id, previous.get(id) === 'selected' ? 'available' : 'selected')
      return next
    })
    afterPaint((at) => record.painted.push(at))
  }
  return (
    <div style={{ padding: '1rem', maxWidth: '72rem', margin: '0 auto' }}>
      <SeatMap
        plan={plan}
        displays={displays}
        layout="default"
        onSeatToggle={toggle}
        gaQuantities={ga}
        onGaQuantityChange={(section: SeatSection, quantity: number) => setGa(new Map([...ga, [section.id, quantity]]))}
        maxSeats={10}
        onFindSeats={() => undefined}
      />
    </div>
  )
}

document.documentElement.lang = locale
document.documentElement.dir = locale === 'he' || locale === 'ar' ? 'rtl' : 'ltr'
const host = document.getElementById('root')
if (host !== null) {
  record.renderStart = performance.now()
  createRoot(host).render(
    <I18nextProvider i18n={createI18n(locale)}>
      <Harness />
    </I18nextProvider>,
  )
}
