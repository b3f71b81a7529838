import { describe, expect, it } from 'vitest'
import { IDLE_TIME_MS, isIdle, watchIdle } from './idle'
import { ManualClock } from './manual-clock'

describe('§9 idle time 5 minutes (300000 ms)', () => {
  it('is 300000 ms', () => {
    expect(IDLE_TIME_MS).toBe(300_000)
  })
  it('idle once 300000 ms passed since the last activity', () => {
    expect(isIdle(1_000, 300_999)).toBe(false)
    expect(isIdle(1_000, 301_000)).toBe(true)
  })
  it('the watch fires once after the idle time, and again only after new activity', () => {
    const clock = new ManualClock(0)
    let idle = 0
    const watch = watchIdle(clock, () => idle++)
    clock.advance(299_000)
    expect(idle).toBe(0)
    clock.advance(1_000)
    expect(idle).toBe(1)
    clock.advance(600_000)
    expect(idle).toBe(1)
    watch.touch()
    clock.advance(299_000)
    expect(idle).toBe(1)
    clock.advance(1_000)
    expect(idle).toBe(2)
    watch.stop()
    expect(clock.pendingTimers()).toBe(0)
  })
  it('activity keeps the visitor from going idle', () => {
    const clock = new ManualClock(0)
    let idle = 0
    const watch = watchIdle(clock, () => idle++)
    for (let minute = 0; minute < 30; minute++) {
      clock.advance(60_000)
      watch.touch()
    }
    expect(idle).toBe(0)
  })
})
