import type { SeatStatusChange } from '@kartis/api-adapter'
import { ManualClock, SeatStatusCode, indexSeatPlan, lockSucceeded, seatNumber, select, startSeatSelection } from '@kartis/core'
import type { SeatPlan, SeatSelectionState } from '@kartis/core'
import { describe, expect, it, vi } from 'vitest'
import { cinemaPlan } from '../seat-map/test-support/plans'
import { FakeEventSource } from '../../test/fake-event-source'
import { LiveSeatStatus, applySeatChange } from './live-seat-status'

const PRESENTATION = 812
const TIMINGS = { pollMs: 1_000, reconnectFirstMs: 100, reconnectMaxMs: 400, openWaitMs: 500 } as const

const plan: SeatPlan = cinemaPlan()
const index = indexSeatPlan(plan)
const seats = index.seats.slice(0, 3)
const keyOf = (n: number) => {
  const seat = seats[n]
  if (seat === undefined || seat.y === null) throw new Error('the test plan has fewer seats')
  return { sectionId: seat.sectionId, x: seat.x, y: seat.y }
}
const statusOf = (state: SeatSelectionState, n: number): number | undefined => state.statuses[seatNumber(state.index, keyOf(n)) ?? -1]

const fresh = (): SeatSelectionState => {
  const state = startSeatSelection({ id: PRESENTATION, venueId: 1, seatplanId: 11, seatingPolicyId: 1, maxSeats: 10 }, plan)
  return { ...state, statuses: state.statuses.fill(SeatStatusCode.available) }
}

const locked = (n: number): SeatStatusChange => ({ presentationId: PRESENTATION, status: 'locked', seats: [keyOf(n)] })

describe('applySeatChange (issue 11)', () => {
  it('marks seats taken, free and held as the change says; the same state when nothing changes', () => {
    const start = fresh()
    const taken = applySeatChange(start, { presentationId: PRESENTATION, status: 'sold', seats: [keyOf(0), keyOf(1)] })
    expect([statusOf(taken, 0), statusOf(taken, 1), statusOf(taken, 2)]).toEqual([
      SeatStatusCode.unavailable,
      SeatStatusCode.unavailable,
      SeatStatusCode.available,
    ])
    expect(statusOf(start, 0)).toBe(SeatStatusCode.available)
    const held = applySeatChange(taken, { presentationId: PRESENTATION, status: 'held', seats: [keyOf(2)] })
    expect(statusOf(held, 2)).toBe(SeatStatusCode.hold)
    const freed = applySeatChange(held, { presentationId: PRESENTATION, status: 'free', seats: [keyOf(0)] })
    expect(statusOf(freed, 0)).toBe(SeatStatusCode.available)
    expect(applySeatChange(freed, { presentationId: PRESENTATION, status: 'free', seats: [keyOf(0)] })).toBe(freed)
    // A GA place, or a seat of another plan, is not on this map.
    expect(applySeatChange(freed, { presentationId: PRESENTATION, status: 'locked', seats: [{ sectionId: 999, x: 1, y: 1 }] })).toBe(freed)
  })

  it('leaves the visitor’s own seats (held or still locking) alone when told they are locked', () => {
    const chosen = select(fresh(), keyOf(0))
    if (chosen._tag === 'Left') throw new Error(chosen.left.code)
    const locking = chosen.right.state
    expect(applySeatChange(locking, locked(0))).toBe(locking)
    const held = lockSucceeded(locking, chosen.right.commands[0]?.ref ?? 0, { x: keyOf(0).x, y: keyOf(0).y, allocationId: null }).state
    expect(applySeatChange(held, locked(0))).toBe(held)
    expect(statusOf(applySeatChange(held, locked(1)), 1)).toBe(SeatStatusCode.unavailable)
  })
})

const setup = () => {
  const clock = new ManualClock(0)
  const sources: FakeEventSource[] = []
  const applied: SeatStatusChange[] = []
  let finishReload: (() => void) | null = null
  const reload = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        finishReload = resolve
      }),
  )
  const live = new LiveSeatStatus({
    open: (url) => {
      const source = new FakeEventSource(url)
      sources.push(source)
      return source
    },
    clock,
    presentationId: PRESENTATION,
    apply: (change) => applied.push(change),
    reload,
    timings: TIMINGS,
  })
  const source = (): FakeEventSource => {
    const last = sources.at(-1)
    if (last === undefined) throw new Error('no stream opened')
    return last
  }
  const settle = async (): Promise<void> => {
    finishReload?.()
    finishReload = null
    await Promise.resolve()
    await Promise.resolve()
  }
  return { clock, live, sources, source, applied, reload, settle }
}

describe('LiveSeatStatus (issue 11)', () => {
  it('opens the presentation’s stream and applies its changes, none of another presentation or malformed', () => {
    const { live, source, applied, reload } = setup()
    live.start(false)
    expect(source().url).toBe(`seats/events?presentationId=${PRESENTATION}`)
    source().open()
    source().change(locked(0), 'a-1')
    source().change({ ...locked(1), presentationId: 1 }, 'a-2')
    source().emit('seats', { data: '{not json', lastEventId: 'a-3' })
    source().emit('seats', { data: JSON.stringify({ presentationId: PRESENTATION, status: 'gone', seats: [] }) })
    expect(applied).toEqual([locked(0)])
    expect(reload).not.toHaveBeenCalled()
  })

  it('reads the whole status once on reset, and applies again the changes that came while it was read', async () => {
    const { live, source, applied, reload, settle } = setup()
    live.start(false)
    source().open()
    source().emit('reset', { data: '{}', lastEventId: 'a-1' })
    expect(reload).toHaveBeenCalledTimes(1)
    source().change(locked(0), 'a-2')
    expect(applied).toEqual([locked(0)])
    await settle()
    expect(applied).toEqual([locked(0), locked(0)])
  })

  it('reads the status again when it opens after a status read it may have missed changes of (stale, or read before the open)', async () => {
    const stale = setup()
    stale.live.start(true)
    stale.source().open()
    expect(stale.reload).toHaveBeenCalledTimes(1)

    const early = setup()
    early.live.start(false)
    const waiting = early.live.whenOpen()
    early.clock.advance(TIMINGS.openWaitMs)
    await waiting
    early.live.markRead()
    early.source().open()
    expect(early.reload).toHaveBeenCalledTimes(1)

    const inOrder = setup()
    inOrder.live.start(false)
    const opened = inOrder.live.whenOpen()
    inOrder.source().open()
    await opened
    inOrder.live.markRead()
    expect(inOrder.reload).not.toHaveBeenCalled()
  })

  it('falls back to reading the status while the browser reconnects, and stops once the stream is back', async () => {
    const { live, source, clock, reload, settle, sources } = setup()
    live.start(false)
    source().open()
    source().fail(0)
    clock.advance(TIMINGS.pollMs)
    expect(reload).toHaveBeenCalledTimes(1)
    await settle()
    clock.advance(TIMINGS.pollMs)
    expect(reload).toHaveBeenCalledTimes(2)
    await settle()
    // The browser's own reconnection resumes after the last event: nothing to read again.
    source().open()
    clock.advance(TIMINGS.pollMs * 3)
    expect(reload).toHaveBeenCalledTimes(2)
    expect(sources).toHaveLength(1)
  })

  it('opens a stream the browser gave up again, later each time, resuming after the last event it saw', async () => {
    const { live, source, clock, reload, settle, sources } = setup()
    live.start(false)
    source().open()
    source().change(locked(0), 'a-7')
    source().fail(2)
    expect(source().closed).toBe(true)
    clock.advance(TIMINGS.reconnectFirstMs)
    expect(sources).toHaveLength(2)
    expect(source().url).toBe(`seats/events?presentationId=${PRESENTATION}&lastEventId=a-7`)
    source().fail(2)
    clock.advance(TIMINGS.reconnectFirstMs)
    expect(sources).toHaveLength(2)
    clock.advance(TIMINGS.reconnectFirstMs)
    expect(sources).toHaveLength(3)
    source().open()
    await settle()
    expect(reload).not.toHaveBeenCalled()
  })

  it('closes the stream and stops every timer when the page is left', () => {
    const { live, source, clock, reload, sources } = setup()
    live.start(false)
    source().open()
    source().fail(2)
    live.stop()
    clock.advance(TIMINGS.reconnectMaxMs * 10)
    expect(sources).toHaveLength(1)
    expect(source().closed).toBe(true)
    expect(reload).not.toHaveBeenCalled()
  })
})
