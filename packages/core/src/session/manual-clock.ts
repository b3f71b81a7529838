import type { Clock } from './clock'

interface Repeating {
  readonly ms: number
  readonly tick: () => void
  nextAt: number
}

/**
 * §9 a `Clock` that moves only when told, for tests. `advance` fires every tick that falls due,
 * at its due time; `jump` moves time with no tick, as a throttled browser tab does, and the
 * overdue ticks then fire once, late, at the next `advance`.
 */
export class ManualClock implements Clock {
  private time: number
  private readonly timers = new Map<number, Repeating>()
  private nextId = 0

  constructor(start = 0) {
    this.time = start
  }

  /** §9 Clock port: the manual time in epoch milliseconds. */
  now(): number {
    return this.time
  }

  /** §9 Clock port: registers `tick` to run every `ms` of manual time; returns its cancel. */
  every(ms: number, tick: () => void): () => void {
    if (!(ms > 0)) throw new RangeError(`interval must be positive, got ${ms}`)
    const id = this.nextId++
    this.timers.set(id, { ms, tick, nextAt: this.time + ms })
    return () => {
      this.timers.delete(id)
    }
  }

  /** Moves time forward by `ms`, firing each due tick in time order at its due time. */
  advance(ms: number): void {
    const target = this.time + ms
    for (;;) {
      let due: Repeating | undefined
      for (const timer of this.timers.values()) {
        if (timer.nextAt <= target && (due === undefined || timer.nextAt < due.nextAt)) due = timer
      }
      if (due === undefined) break
      this.time = Math.max(this.time, due.nextAt)
      due.nextAt = this.time + due.ms
      due.tick()
    }
    this.time = target
  }

  /** Moves time forward by `ms` without firing; each overdue tick fires once at the next `advance`. */
  jump(ms: number): void {
    this.time += ms
    for (const timer of this.timers.values()) if (timer.nextAt < this.time) timer.nextAt = this.time
  }

  /** How many repeating ticks are registered and not cancelled. */
  pendingTimers(): number {
    return this.timers.size
  }
}
