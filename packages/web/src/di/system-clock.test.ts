import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from './system-clock'

afterEach(() => {
  vi.useRealTimers()
})

describe('§9 systemClock', () => {
  it('reads the system time', () => {
    vi.useFakeTimers({ now: 1_750_000_000_000 })
    expect(systemClock.now()).toBe(1_750_000_000_000)
  })

  it('ticks every interval until cancelled', () => {
    vi.useFakeTimers()
    const tick = vi.fn()
    const stop = systemClock.every(1000, tick)
    vi.advanceTimersByTime(3000)
    stop()
    vi.advanceTimersByTime(3000)
    expect(tick).toHaveBeenCalledTimes(3)
  })
})
