import { describe, expect, it } from 'vitest'
import { SeatAttribute } from '@kartis/core'
import { cinemaHallPlan } from './cinema-hall'
import { clubPlan } from './club-and-mixed'
import { demoOccupancy } from './demo-occupancy'

describe('demo occupancy', () => {
  const plan = cinemaHallPlan()
  const seats = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
  const at = (x: number, y: number) => seats.find((s) => s.x === x && s.y === y)

  it('is the same for the same seed and differs for another', () => {
    expect(demoOccupancy(plan, '1:1000:1')).toEqual(demoOccupancy(plan, '1:1000:1'))
    expect(demoOccupancy(plan, '1:1000:1')).not.toEqual(demoOccupancy(plan, '1:2000:1'))
  })

  it('sells a realistic share, never a seat both sold and held, and couches whole', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const { sold, held } = demoOccupancy(plan, seed)
      expect(sold.length).toBeGreaterThan(10)
      expect(sold.length).toBeLessThan(120)
      const soldKeys = new Set(sold.map((s) => `${s.x}/${s.y}`))
      expect(held.some((h) => soldKeys.has(`${h.x}/${h.y}`))).toBe(false)
      for (const s of sold) {
        const seat = at(s.x, s.y)
        if (seat?.attributes.includes(SeatAttribute.leftSeat)) expect(soldKeys.has(`${s.x + 1}/${s.y}`)).toBe(true)
        if (seat?.attributes.includes(SeatAttribute.rightSeat)) expect(soldKeys.has(`${s.x - 1}/${s.y}`)).toBe(true)
        expect(s.ticketGroupId).toBe(seat?.ticketGroupId)
      }
    }
  })

  it('holds at least one seat in every reserved section', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect(demoOccupancy(plan, seed).held.length).toBeGreaterThan(0)
  })

  it('sells GA places as the first place numbers of the section', () => {
    const { sold } = demoOccupancy(clubPlan(), 'club')
    expect(sold.length).toBeGreaterThan(0)
    expect(sold.map((s) => s.x)).toEqual(Array.from({ length: sold.length }, (_, i) => i + 1))
    expect(new Set(sold.map((s) => s.y))).toEqual(new Set([1]))
  })
})
