import { describe, expect, it } from 'vitest'
import { ManualClock } from './manual-clock'

describe('ManualClock (test clock for the §9 Clock port)', () => {
  it('fires each due tick at its due time while advancing', () => {
    const clock = new ManualClock(1_000)
    const seen: number[] = []
    clock.every(1000, () => seen.push(clock.now()))
    clock.advance(3500)
    expect(seen).toEqual([2000, 3000, 4000])
    expect(clock.now()).toBe(4500)
  })
  it('interleaves several timers in time order', () => {
    const clock = new ManualClock()
    const seen: string[] = []
    clock.every(300, () => seen.push(`a${clock.now()}`))
    clock.every(500, () => seen.push(`b${clock.now()}`))
    clock.advance(1000)
    expect(seen).toEqual(['a300', 'b500', 'a600', 'a900', 'b1000'])
  })
  it('stops a cancelled timer, even when cancelled from a tick', () => {
    const clock = new ManualClock()
    let ticks = 0
    const cancel = clock.every(100, () => {
      ticks++
      if (ticks === 2) cancel()
    })
    clock.advance(1000)
    expect(ticks).toBe(2)
    expect(clock.pendingTimers()).toBe(0)
  })
  it('a jump fires nothing; the overdue tick fires once, late, at the next advance', () => {
    const clock = new ManualClock()
    const seen: number[] = []
    clock.every(1000, () => seen.push(clock.now()))
    clock.jump(5_500)
    expect(seen).toEqual([])
    clock.advance(0)
    expect(seen).toEqual([5500])
    clock.advance(1000)
    expect(seen).toEqual([5500, 6500])
  })
})
