import { TIMER_TICK_MS } from '@kartis/core'
import type { Clock } from '@kartis/core'
import { makeAutoObservable } from 'mobx'

/**
 * §9 the second hand of a code form (the customer-area login's, the VOD screen's): the clock's
 * time, ticking each second from a code's sending until one more code may be asked for, so the
 * form shows the seconds left and then the button.
 */
export class ResendCountdown {
  now: number
  readonly #clock: Clock
  #stopTicking: (() => void) | null = null

  constructor(clock: Clock) {
    this.#clock = clock
    this.now = clock.now()
    makeAutoObservable(this, {}, { autoBind: true })
  }

  /** Whole seconds until `at`; null when no further code will be offered. */
  secondsTo(at: number | null): number | null {
    return at === null ? null : Math.max(0, Math.ceil((at - this.now) / 1000))
  }

  /** Whether the moment `at` has come (never when there is none). */
  reached(at: number | null): boolean {
    return at !== null && this.now >= at
  }

  /** Ticks from `now` until the moment `until` names has come, or there is none. */
  start(now: number, until: () => number | null): void {
    this.stop()
    this.now = now
    this.#stopTicking = this.#clock.every(TIMER_TICK_MS, () => this.tick(until))
  }

  stop(): void {
    this.#stopTicking?.()
    this.#stopTicking = null
  }

  tick(until: () => number | null): void {
    this.now = this.#clock.now()
    const at = until()
    if (at === null || this.now >= at) this.stop()
  }
}
