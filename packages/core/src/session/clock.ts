/**
 * §9 time as a port: the core never reads the system clock or starts timers itself, so
 * countdowns and idle checks are pure over `now()` and testable with a manual clock.
 */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number
  /** Calls `tick` every `ms` milliseconds until the returned function is called. */
  every(ms: number, tick: () => void): () => void
}
