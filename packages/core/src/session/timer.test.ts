import { describe, expect, it } from 'vitest'
import { ManualClock } from './manual-clock'
import { isExpired, remainingSeconds, runCountdown, startCountdown } from './timer'

const TIMER = { timeInSeconds: 5, url: 'https://tickets.example/expired' }

const run = (clock: ManualClock, timer = TIMER) => {
  const ticks: number[] = []
  const redirects: string[] = []
  const countdown = runCountdown(clock, timer, {
    onTick: (left) => ticks.push(left),
    onExpire: (url) => redirects.push(url),
  })
  return { ticks, redirects, countdown }
}

describe('§4 countdown timer (pure)', () => {
  it('remaining time is derived from start time and duration', () => {
    const countdown = startCountdown(TIMER, 10_000)
    expect(remainingSeconds(countdown, 10_000)).toBe(5)
    expect(remainingSeconds(countdown, 10_001)).toBe(5)
    expect(remainingSeconds(countdown, 11_000)).toBe(4)
    expect(remainingSeconds(countdown, 14_999)).toBe(1)
    expect(remainingSeconds(countdown, 15_000)).toBe(0)
    expect(remainingSeconds(countdown, 99_000)).toBe(0)
    expect(isExpired(countdown, 14_999)).toBe(false)
    expect(isExpired(countdown, 15_000)).toBe(true)
  })
})

describe('§4 countdown timer on a clock', () => {
  it('counts down every second', () => {
    const clock = new ManualClock(0)
    const { ticks } = run(clock)
    clock.advance(3000)
    expect(ticks).toEqual([4, 3, 2])
  })
  it("at 0 redirects to the timer's url exactly once, then stops ticking", () => {
    const clock = new ManualClock(0)
    const { ticks, redirects } = run(clock)
    clock.advance(20_000)
    expect(ticks).toEqual([4, 3, 2, 1, 0])
    expect(redirects).toEqual(['https://tickets.example/expired'])
    expect(clock.pendingTimers()).toBe(0)
  })
  it('stays right when ticks are late (a throttled tab)', () => {
    const clock = new ManualClock(0)
    const { ticks, redirects, countdown } = run(clock, { timeInSeconds: 60, url: '/late' })
    clock.advance(1000)
    clock.jump(30_000)
    expect(countdown.remaining()).toBe(29)
    clock.advance(0)
    expect(ticks).toEqual([59, 29])
    clock.jump(40_000)
    clock.advance(0)
    expect(redirects).toEqual(['/late'])
  })
  it('can be reset to the full time', () => {
    const clock = new ManualClock(0)
    const { ticks, redirects, countdown } = run(clock)
    clock.advance(4000)
    countdown.reset()
    expect(countdown.remaining()).toBe(5)
    clock.advance(4000)
    expect(ticks).toEqual([4, 3, 2, 1, 4, 3, 2, 1])
    expect(redirects).toEqual([])
    clock.advance(1000)
    expect(redirects).toHaveLength(1)
  })
  it('a reset with a newly loaded presentation timer uses its time and url, even after expiry', () => {
    const clock = new ManualClock(0)
    const { redirects, countdown } = run(clock)
    clock.advance(5000)
    countdown.reset({ timeInSeconds: 2, url: '/other' })
    clock.advance(2000)
    expect(redirects).toEqual(['https://tickets.example/expired', '/other'])
  })
  it('after stop it never redirects', () => {
    const clock = new ManualClock(0)
    const { redirects, countdown } = run(clock)
    countdown.stop()
    clock.advance(10_000)
    expect(redirects).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })
})
