import { afterEach, describe, expect, it, vi } from 'vitest'
import { InProcessSeatEvents } from '../seats/in-process-seat-events'
import type { SeatEventMessage } from '../seats/seat-events'
import type { ReleasedHold } from '../storage/hold-releases'
import { startHoldReleaseSweep } from './hold-release-sweep'

const HOLD: ReleasedHold = {
  reservationIdentifier: 'KR-AAAAAAAA',
  seats: [
    { presentationId: 7, sectionId: 101, x: 1, y: 2 },
    { presentationId: 7, sectionId: 101, x: 2, y: 2 },
  ],
}

describe('startHoldReleaseSweep', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('releases every interval, publishes the freed seats free and reports the holds; a failed pass is reported and retried', async () => {
    vi.useFakeTimers()
    const events = new InProcessSeatEvents()
    const seen: SeatEventMessage[] = []
    events.subscribe(7, (message) => seen.push(message))
    const answers: (readonly ReleasedHold[] | Error)[] = [[], new Error('database away'), [HOLD]]
    const released: (readonly ReleasedHold[])[] = []
    const errors: unknown[] = []
    const sweep = startHoldReleaseSweep({
      holds: {
        releaseDue: () => {
          const next = answers.shift() ?? []
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
        },
      },
      seatEvents: events,
      intervalMs: 1000,
      onReleased: (holds) => released.push(holds),
      onError: (error) => errors.push(error),
    })
    await vi.advanceTimersByTimeAsync(3000)
    await sweep.stop()
    expect(released).toEqual([[HOLD]])
    expect(errors).toEqual([new Error('database away')])
    expect(seen.flatMap((message) => (message.kind === 'change' ? [message.event] : []))).toEqual([
      expect.objectContaining({
        presentationId: 7,
        status: 'free',
        seats: [
          { sectionId: 101, x: 1, y: 2 },
          { sectionId: 101, x: 2, y: 2 },
        ],
      }),
    ])
    await events.close()
  })
})
