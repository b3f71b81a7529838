import type { PresentationTimer } from '../ports/catalog'
import type { Clock } from './clock'

/** §9 the countdown ticks once a second. */
export const TIMER_TICK_MS = 1000

/** §4 a running countdown, stored as facts (when it started, for how long); the rest is derived. */
export interface Countdown {
  readonly url: string
  readonly startedAt: number
  readonly durationMs: number
}

/** §4 starts a presentation's countdown of timeInSeconds at `now`. */
export const startCountdown = (timer: Pick<PresentationTimer, 'timeInSeconds' | 'url'>, now: number): Countdown => ({
  url: timer.url,
  startedAt: now,
  durationMs: Math.max(0, timer.timeInSeconds) * 1000,
})

/** §4 whole seconds left, from start time and duration (never from counted ticks), never below 0. */
export const remainingSeconds = (countdown: Countdown, now: number): number =>
  Math.max(0, Math.ceil((countdown.startedAt + countdown.durationMs - now) / 1000))

/** §4 the countdown has reached 0. */
export const isExpired = (countdown: Countdown, now: number): boolean => remainingSeconds(countdown, now) === 0

/** What a running countdown tells its owner. */
export interface CountdownListener {
  /** Every tick, with the seconds left. */
  readonly onTick: (remainingSeconds: number) => void
  /** Once, at 0, with the timer's url (the browser goes there, §4). */
  readonly onExpire: (url: string) => void
}

/** A countdown running on a clock. */
export interface RunningCountdown {
  /** Seconds left now. */
  remaining(): number
  /** §4 starts again from the full time; with a timer, from that timer (a newly loaded presentation). */
  reset(timer?: Pick<PresentationTimer, 'timeInSeconds' | 'url'>): void
  /** Stops ticking; no redirect happens afterwards. */
  stop(): void
}

/**
 * §4 countdown timer: loaded per presentation, ticks every second, and at 0 calls `onExpire`
 * with the timer's url exactly once, then stops. Time left is read from the clock at every
 * tick, so late ticks (a throttled tab) never make it drift.
 */
export const runCountdown = (
  clock: Clock,
  timer: Pick<PresentationTimer, 'timeInSeconds' | 'url'>,
  listener: CountdownListener,
): RunningCountdown => {
  let countdown = startCountdown(timer, clock.now())
  let cancel: (() => void) | null = null
  const halt = (): void => {
    if (cancel !== null) cancel()
    cancel = null
  }
  const tick = (): void => {
    const left = remainingSeconds(countdown, clock.now())
    listener.onTick(left)
    if (left === 0) {
      halt()
      listener.onExpire(countdown.url)
    }
  }
  const start = (): void => {
    halt()
    cancel = clock.every(TIMER_TICK_MS, tick)
  }
  start()
  return {
    remaining: () => remainingSeconds(countdown, clock.now()),
    reset: (next) => {
      countdown = startCountdown(next ?? { timeInSeconds: countdown.durationMs / 1000, url: countdown.url }, clock.now())
      start()
    },
    stop: halt,
  }
}
