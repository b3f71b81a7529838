import * as E from 'fp-ts/Either'
import { agorot, formatCalendarDate, kartisError, seatKeyId, type KartisError, type PresentationSales, type Result } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { monitorSalesOf as presentationSalesOf } from '../test-support/fake-ports'
import { fakeSeatPorts } from '../test-support/fake-seat-ports'
import { MONITOR_REFRESH_MS, MonitorStore } from './monitor-store'

const sales = presentationSalesOf
/** 1 July 2025, 23:30 in Jerusalem (20:30 UTC): still the 1st there. */
const NOW = Date.UTC(2025, 6, 1, 20, 30)

/** A monitor over fake ports: `answer` is what the next sales read gives; `tick` runs the timer once. */
const monitor = (first: Result<readonly PresentationSales[]> = E.right([sales()])) => {
  const seats = fakeSeatPorts()
  let answer = first
  let tick: (() => void) | null = null
  let stopped = false
  const ended: KartisError[] = []
  const days: string[] = []
  const store = new MonitorStore(
    {
      ...seats.ports,
      liveReports: {
        presentationSalesMonitor: (day) => {
          days.push(day === undefined ? 'today' : formatCalendarDate(day))
          return Promise.resolve(answer)
        },
      },
    },
    {
      now: () => NOW,
      every: (ms, run) => {
        expect(ms).toBe(MONITOR_REFRESH_MS)
        tick = run
        return () => (stopped = true)
      },
    },
    (error) => ended.push(error),
  )
  const settle = () => new Promise((done) => setTimeout(done, 0))
  return {
    store,
    seats,
    ended,
    days,
    settle,
    answer: (next: Result<readonly PresentationSales[]>) => (answer = next),
    tick: async () => {
      tick?.()
      await settle()
      await settle()
    },
    stopped: () => stopped,
  }
}

describe('§7 issue 13 the presentation sales monitor', () => {
  it('reads today’s figures, shows the first presentation’s seat map, and stops its timer when closed', async () => {
    const m = monitor()
    expect(m.store.state).toBe('loading')
    const close = m.store.open()
    await m.settle()
    await m.settle()
    expect(m.store.state).toBe('ready')
    expect(m.store.selected?.presentationId).toBe(31)
    expect(m.store.mapState).toBe('ready')
    expect([...m.store.displays.values()].every((d) => d === 'available')).toBe(true)
    close()
    expect(m.stopped()).toBe(true)
  })

  it('watches another day: its presentations replace today’s, its first one’s map is shown; and back to today', async () => {
    const m = monitor()
    m.store.open()
    await m.settle()
    await m.settle()
    expect(m.store.watchedDay()).toBe('2025-07-01')
    m.answer(E.right([sales({ presentationId: 44, featureName: 'מחר בערב' })]))
    m.store.showDay('2025-07-02')
    expect(m.store.state).toBe('loading')
    expect(m.store.presentations).toEqual([])
    await m.settle()
    await m.settle()
    expect(m.store.watchedDay()).toBe('2025-07-02')
    expect(m.store.selected?.presentationId).toBe(44)
    await m.tick()
    expect(m.days).toEqual(['today', '2025-07-02', '2025-07-02'])
    m.store.showToday()
    await m.settle()
    expect(m.store.watchedDay()).toBe('2025-07-01')
    expect(m.days.at(-1)).toBe('today')
  })

  it('updates the figures and the map on every tick while sales happen', async () => {
    const m = monitor()
    m.store.open()
    await m.settle()
    await m.settle()
    const [sold, held, free] = m.seats.seats
    if (sold === undefined || held === undefined || free === undefined) throw new Error('the demo hall has too few seats')
    m.seats.state.set(sold, 'unavailable')
    m.seats.state.set(held, 'hold')
    m.answer(E.right([sales({ sold: 12, free: 83, revenue: agorot(106800), seatTakenRatio: 0.17 })]))
    await m.tick()
    expect(m.store.selected?.sold).toBe(12)
    expect(m.store.displays.get(seatKeyId(sold))).toBe('unavailable')
    expect(m.store.displays.get(seatKeyId(held))).toBe('held')
    expect(m.store.displays.get(seatKeyId(free))).toBe('available')
    // Places unchanged: the seat status is not asked again.
    const reads = m.seats.state.reads
    await m.tick()
    expect(m.seats.state.reads).toBe(reads)
  })

  it('totals the presentations, the seat-taken ratio over all their places rounded to 3 decimals', async () => {
    const m = monitor(E.right([sales(), sales({ presentationId: 32, capacity: 200, sold: 1, held: 0, free: 199, revenue: agorot(100) })]))
    m.store.open()
    await m.settle()
    expect(m.store.totals).toEqual({
      capacity: 300,
      sold: 11,
      held: 5,
      inCarts: 0,
      free: 284,
      ticketsSold: 20,
      revenue: agorot(89100),
      seatTakenRatio: 0.053,
    })
  })

  it('issue 13 totals the places in carts apart: off free, not in the seat-taken ratio', async () => {
    const m = monitor(
      E.right([sales({ inCarts: 3, free: 82 }), sales({ presentationId: 32, capacity: 200, sold: 1, held: 0, inCarts: 1, free: 198 })]),
    )
    m.store.open()
    await m.settle()
    expect(m.store.totals).toMatchObject({ capacity: 300, sold: 11, held: 5, inCarts: 4, free: 280, seatTakenRatio: 0.053 })
  })

  it('issue 13 draws a seat in a buyer’s cart held as soon as the places in carts change, and sold once paid', async () => {
    const m = monitor()
    m.store.open()
    await m.settle()
    await m.settle()
    const [chosen, own] = m.seats.seats
    if (chosen === undefined || own === undefined) throw new Error('the demo hall has too few seats')
    // Another visitor locks a seat: the live view reports it 'hold'; only the places in carts moved.
    m.seats.state.set(chosen, 'hold')
    m.seats.state.set(own, 'selected')
    m.answer(E.right([sales({ inCarts: 2, free: 83 })]))
    await m.tick()
    expect(m.store.selected?.inCarts).toBe(2)
    expect(m.store.displays.get(seatKeyId(chosen))).toBe('held')
    // This browser's own lock (made on the producer ticket) is in a cart too.
    expect(m.store.displays.get(seatKeyId(own))).toBe('held')
    // Paid: the cart becomes a sale.
    m.seats.state.set(chosen, 'unavailable')
    m.answer(E.right([sales({ sold: 11, inCarts: 1, free: 83 })]))
    await m.tick()
    expect(m.store.displays.get(seatKeyId(chosen))).toBe('unavailable')
    // Every read asks the producer's live view (the server shows carts held only to staff with 266).
    expect(new Set(m.seats.state.domains)).toEqual(new Set(['presLive']))
  })

  it('shows an empty day as such (no map read)', async () => {
    const m = monitor(E.right([]))
    m.store.open()
    await m.settle()
    expect(m.store.state).toBe('ready')
    expect(m.store.presentations).toEqual([])
    expect(m.store.mapState).toBe('none')
    expect(m.seats.state.reads).toBe(0)
  })

  it('shows the error of a first read that fails, keeps the last figures when a re-read fails', async () => {
    const failed = monitor(E.left(kartisError('NETWORK_ERROR')))
    failed.store.open()
    await failed.settle()
    expect(failed.store.state).toBe('error')

    const m = monitor()
    m.store.open()
    await m.settle()
    m.answer(E.left(kartisError('NETWORK_ERROR')))
    await m.tick()
    expect(m.store.state).toBe('ready')
    expect(m.store.presentations).toHaveLength(1)
  })

  it('ends the session on a 401', async () => {
    const m = monitor(E.left(kartisError('STAFF_LOGIN_REQUIRED')))
    m.store.open()
    await m.settle()
    expect(m.ended.map((e) => e.code)).toEqual(['STAFF_LOGIN_REQUIRED'])
  })

  it('says when the chosen presentation’s map cannot be read', async () => {
    const m = monitor()
    m.seats.state.fail = true
    m.store.open()
    await m.settle()
    await m.settle()
    expect(m.store.mapState).toBe('error')
  })
})
