/** A running sweep. */
export interface Sweep {
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>
}

export interface PeriodicSweepOptions<T> {
  /** One pass: what it cleared (each item reported by exactly one instance, as the storage promises). */
  readonly sweep: () => Promise<readonly T[]>
  readonly intervalMs: number
  /** What a pass cleared, when it cleared anything. */
  readonly onCleared: (items: readonly T[]) => void
  /** A failed pass (the database away for a moment): reported, and the next one retries. */
  readonly onError: (error: unknown) => void
}

/**
 * Runs `sweep` every interval in every instance, for rows that expire (seat locks, unpaid
 * holds). Passes never overlap within an instance (the next waits for the one in progress), and
 * the timer never keeps the process alive: the server's own shutdown stops it.
 */
export const startPeriodicSweep = <T>(options: PeriodicSweepOptions<T>): Sweep => {
  let running: Promise<void> = Promise.resolve()
  const pass = (): void => {
    running = running.then(async () => {
      try {
        const cleared = await options.sweep()
        if (cleared.length > 0) options.onCleared(cleared)
      } catch (error) {
        options.onError(error)
      }
    })
  }
  const timer = setInterval(pass, options.intervalMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
