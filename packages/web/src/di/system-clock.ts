import type { Clock } from '@kartis/core'

/** §9 the Clock port over the browser's clock and timers (the core never reads them itself). */
export const systemClock: Clock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const id = setInterval(tick, ms)
    return () => clearInterval(id)
  },
}
