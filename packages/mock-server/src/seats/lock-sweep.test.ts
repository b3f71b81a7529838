import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PresentationSeatKey } from '../storage/seat-inventory'
import { startLockSweep } from './lock-sweep'

const SEAT: PresentationSeatKey = { presentationId: 1, sectionId: 101, x: 5, y: 3 }

describe('startLockSweep', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sweeps every interval, reports the freed seats, and keeps going after a failed sweep', async () => {
    vi.useFakeTimers()
    const answers: (readonly PresentationSeatKey[] | Error)[] = [[SEAT], new Error('database away'), [], [SEAT, SEAT]]
    const freed: (readonly PresentationSeatKey[])[] = []
    const errors: unknown[] = []
    let calls = 0
    const sweep = startLockSweep({
      seats: {
        sweepExpiredLocks: () => {
          calls++
          const next = answers.shift() ?? []
          return next instanceof Error ? Promise.reject(next) : Promise.resolve(next)
        },
      },
      intervalMs: 1000,
      onFreed: (seats) => freed.push(seats),
      onError: (error) => errors.push(error),
    })
    await vi.advanceTimersByTimeAsync(4000)
    await sweep.stop()
    expect(freed).toEqual([[SEAT], [SEAT, SEAT]])
    expect(errors).toEqual([new Error('database away')])
    // Stopped: no sweep after stop().
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toBe(4)
  })

  it('never runs two sweeps at once in one instance', async () => {
    vi.useFakeTimers()
    let inFlight = 0
    let most = 0
    const sweep = startLockSweep({
      seats: {
        sweepExpiredLocks: async () => {
          inFlight++
          most = Math.max(most, inFlight)
          await new Promise((resolve) => setTimeout(resolve, 2500))
          inFlight--
          return []
        },
      },
      intervalMs: 1000,
      onFreed: () => undefined,
      onError: () => undefined,
    })
    await vi.advanceTimersByTimeAsync(10_000)
    const stopped = sweep.stop()
    await vi.advanceTimersByTimeAsync(20_000)
    await stopped
    expect(most).toBe(1)
  })
})
