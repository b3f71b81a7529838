import { seatKeyId, type SeatPlan } from '@kartis/core'
import type { SeatDisplay } from '../../src/seat-map'

/** In-page measurements the benchmark calls (they run in the page, so they are part of its bundle). */

/** A deterministic third of the seats taken, some held, a few blocked: a busy evening (Kartis and the peer get the same). */
export const busyEvening = (plan: SeatPlan): Map<string, SeatDisplay> => {
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

/** Reports the moment after the next paint: a frame callback, then a task once that frame is drawn. */
export const afterPaint = (report: (at: number) => void): void =>
  void requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => report(performance.now())
    channel.port2.postMessage(null)
  })

/** What the harness records: onSeatToggle calls and the paints that answered them (performance.now()). */
export interface BenchRecord {
  readonly renderStart: number
  readonly toggles: number[]
  readonly painted: number[]
}

const centreOf = (element: Element): { clientX: number; clientY: number } => {
  const box = element.getBoundingClientRect()
  return { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }
}

/** A click as the map hears it: pointer down and up on whatever is drawn at the element's centre. */
const press = (element: Element): boolean => {
  const at = centreOf(element)
  const target = document.elementFromPoint(at.clientX, at.clientY)
  if (target === null) return false
  const init = { bubbles: true, pointerId: 1, ...at }
  target.dispatchEvent(new PointerEvent('pointerdown', init))
  target.dispatchEvent(new PointerEvent('pointerup', init))
  return true
}

/** Whether an element is drawn and on top at its centre (a click reaches it). */
const isOnTop = (element: Element): boolean => {
  const at = centreOf(element)
  return element.getBoundingClientRect().width > 0 && document.elementFromPoint(at.clientX, at.clientY) === element
}

/** Free seats that are drawn and on top at their centre (clicks reach them). */
const clickableSeats = (): Element[] => [...document.querySelectorAll('.seat--available')].filter(isOnTop)

/**
 * From the render call until the map answered clicks: the first section block zoomed in (the
 * arena opens on its overview), then a seat click was painted selected.
 */
export const firstInteractive = (record: BenchRecord): Promise<number> =>
  new Promise((done, fail) => {
    let step: 'section' | 'seat' | 'wait' = 'section'
    const started = performance.now()
    const poll = (): void => {
      if (performance.now() - started > 60_000) return fail(new Error('the map never answered'))
      if (step === 'section') {
        const block = document.querySelector('[data-section="0"]')
        if (block !== null && press(block)) step = 'seat'
      } else if (step === 'seat') {
        // A press the map did not take (its listener not attached yet) leaves it on the overview: press again.
        if (document.querySelector('.seat-map__svg--overview') !== null) step = 'section'
        // The first free seat a click reaches (not under a label, not outside the box).
        const seat = [...document.querySelectorAll('.seat-map__svg--seats .seat--available')].find(isOnTop)
        if (seat !== undefined && press(seat)) step = 'wait'
      } else if (record.painted.length > 0) return done((record.painted[0] ?? 0) - record.renderStart)
      // A seat press the map did not take toggled nothing: press one again.
      else if (record.toggles.length === 0) step = 'seat'
      requestAnimationFrame(poll)
    }
    poll()
  })

const pause = (ms: number): Promise<void> => new Promise((next) => setTimeout(next, ms))

/** Click-to-painted of selecting `runs` free seats one after another. */
export const clickLatencies = async (record: BenchRecord, runs: number): Promise<number[]> => {
  const seats = clickableSeats()
  const latencies: number[] = []
  for (let i = 0; i < runs; i++) {
    const seat = seats[i * 3]
    if (seat === undefined) break
    const before = record.painted.length
    const start = performance.now()
    press(seat)
    while (record.painted.length === before) await pause(1)
    if (!seat.classList.contains('seat--selected')) throw new Error('the seat was not painted selected')
    latencies.push((record.painted[before] ?? 0) - start)
    // Let the page settle between clicks, as between a visitor's.
    await pause(30)
  }
  return latencies
}

/** Long tasks (over 50 ms) seen while `action` runs: the main thread stalling during a pan or a zoom. */
export const watchLongTasks = (): { readonly stop: () => number[] } => {
  const durations: number[] = []
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(entry.duration)
  })
  observer.observe({ type: 'longtask', buffered: false })
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) durations.push(entry.duration)
      observer.disconnect()
      return durations
    },
  }
}
