import { describe, expect, it } from 'vitest'
import { clubPlan, mixedPlan } from './club-and-mixed'
import { seatPlanOfLayout } from './seat-plan-of-layout'

describe('seatPlanOfLayout', () => {
  it('gives every seat the one status asked for, and no ticket or allocation yet', () => {
    const plan = seatPlanOfLayout(mixedPlan(), 'unavailable')
    const seats = plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    expect(seats).toHaveLength(48)
    expect(new Set(seats.map((s) => s.status))).toEqual(new Set(['unavailable']))
    expect(seats.every((s) => s.ticket === null && s.allocationId === null && !s.isBlocked)).toBe(true)
  })

  it('keeps sections’ geometry, and a GA section’s capacity as gaCapacity, with no seats', () => {
    const [tables, standing] = seatPlanOfLayout(mixedPlan(), 'available').sections
    expect(tables?.gaCapacity).toBeUndefined()
    expect(standing).toMatchObject({ name: 'עמידה', isReserved: false, isSoldOut: false, gaCapacity: 300, groups: [] })
    expect(seatPlanOfLayout(clubPlan(), 'available').sections[0]?.geometry).toEqual(clubPlan().sections[0]?.geometry)
  })
})
