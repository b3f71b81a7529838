import { seatKeyId, type Locale, type Seat, type SeatPlan, type SeatSection } from '@kartis/core'
import { useState } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { createI18n } from '../../src/i18n/create-i18n'
import { SeatMap, type SeatDisplay } from '../../src/seat-map'
import { arenaPlan, cinemaPlan, mixedPlan } from '../../src/seat-map/test-support/plans'
import '../../src/styles/global.css'
import { clickLatencies, firstInteractive, type BenchRecord } from './measure'

/**
 * The benchmark's page: one SeatMap over a generated plan, chosen by the query string
 * (`plan=arena|cinema|mixed`, `lang=he|en|ru|ar`). Selecting a seat updates the displays as
 * the order page does (a new map); `window.seatMapBench` reports when each change is painted.
 */

/** What the benchmark script calls in the page. */
interface BenchHooks {
  readonly record: BenchRecord
  readonly firstInteractive: () => Promise<number>
  readonly clickLatencies: (runs: number) => Promise<number[]>
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
const plan: SeatPlan = planName === 'cinema' ? cinemaPlan() : planName === 'mixed' ? mixedPlan() : arenaPlan()

/** A deterministic third of the seats taken, some held, a few blocked: a busy evening. */
const initialDisplays = (): Map<string, SeatDisplay> => {
  const displays = new Map<string, SeatDisplay>()
  let state = 7
  for (const section of plan.sections)
    for (const group of section.groups)
      for (const row of group.rows)
        for (const seat of row.seats) {
          state = (state * 1103515245 + 12345) % 2147483648
          const roll = state % 100
          displays.set(seatKeyId(seat), roll < 30 ? 'unavailable' : roll < 33 ? 'held' : roll < 35 ? 'blocked' : 'available')
        }
  return displays
}

/** The page's input, like the plan: computed before the render is timed. */
const startingDisplays = initialDisplays()

/** Reports the moment after the next paint: a frame callback, then a task once that frame is drawn. */
const afterPaint = (report: (at: number) => void): void =>
  void requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => report(performance.now())
    channel.port2.postMessage(null)
  })

const record: { renderStart: number; toggles: number[]; painted: number[] } = { renderStart: 0, toggles: [], painted: [] }
window.seatMapBench = {
  record,
  firstInteractive: () => firstInteractive(record),
  clickLatencies: (runs) => clickLatencies(record, runs),
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
