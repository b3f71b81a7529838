import type { Clock } from './clock'

/** §9 idle time: 5 minutes. */
export const IDLE_TIME_MS = 300_000

/** §4/§9 the visitor is idle when no activity was seen for the idle time. */
export const isIdle = (lastActivityAt: number, now: number, idleMs: number = IDLE_TIME_MS): boolean => now - lastActivityAt >= idleMs

/** An idle watch running on a clock. */
export interface IdleWatch {
  /** Records activity now: the idle time starts again (and may fire again later). */
  touch(): void
  stop(): void
}

/** §9 how often the watch looks at the clock. */
const IDLE_CHECK_MS = 1000

/**
 * §4/§9 calls `onIdle` once when the idle time has passed since the last activity; after a
 * `touch` it may fire again. Checked against the clock each second, so late checks stay right.
 */
export const watchIdle = (clock: Clock, onIdle: () => void, idleMs: number = IDLE_TIME_MS): IdleWatch => {
  let lastActivityAt = clock.now()
  let fired = false
  const cancel = clock.every(IDLE_CHECK_MS, () => {
    if (!fired && isIdle(lastActivityAt, clock.now(), idleMs)) {
      fired = true
      onIdle()
    }
  })
  return {
    touch: () => {
      lastActivityAt = clock.now()
      fired = false
    },
    stop: cancel,
  }
}
