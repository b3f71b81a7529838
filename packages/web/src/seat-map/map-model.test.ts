import { startSeatSelection } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { buildMapModel, OVERVIEW_MIN_SEATS, usesOverview } from './map-model'
import { PLAN_HEIGHT, PLAN_WIDTH, seatShaper } from './plan-geometry'
import { arenaPlan, cinemaPlan, mixedPlan } from './test-support/plans'

describe('§3 map model', () => {
  it("uses the order's seat selection's index of the same plan, not one of its own (issue 16 §2)", () => {
    const plan = arenaPlan()
    const selection = startSeatSelection(
      { id: 1, venueId: plan.venueId, seatplanId: plan.seatplanId, seatingPolicyId: 1, maxSeats: 10 },
      plan,
    )
    expect(buildMapModel(selection.plan).index).toBe(selection.index)
  })

  it('uses the overview only for large venues whose sections all have geometry', () => {
    const arena = arenaPlan(2, 2).sections
    expect(usesOverview(arena, OVERVIEW_MIN_SEATS)).toBe(true)
    expect(usesOverview(arena, OVERVIEW_MIN_SEATS - 1)).toBe(false)
    expect(usesOverview(cinemaPlan().sections, 100_000)).toBe(false)
    const planWide = cinemaPlan().sections
    expect(usesOverview([...arena, ...planWide], 5000)).toBe(false)
  })

  it('numbers seats as the core index does and keeps GA sections apart', () => {
    const model = buildMapModel(mixedPlan())
    expect(model.index.seats.every((_, n) => model.shapeOf(n) !== undefined)).toBe(true)
    expect(model.shapeOf(model.index.seats.length)).toBeUndefined()
    expect(model.reserved).toHaveLength(1)
    expect(model.generalAdmission.map((s) => s.id)).toEqual([402])
    expect(model.reserved[0]?.first).toBe(0)
    expect(model.reserved[0]?.end).toBe(model.index.seats.length)
    expect(model.attributes).toEqual(['couch', 'handicap', 'companion', 'limitedView', 'premium'])
  })

  it("places a section's seats by its own frame when one of them is first asked for, once", () => {
    const model = buildMapModel(arenaPlan(2, 2))
    const entry = model.reserved[1]
    const seat = model.index.seats[entry?.first ?? 0]
    if (entry === undefined || seat === undefined) throw new Error('the arena has a second section')
    const shape = model.shapeOf(entry.first)
    expect(shape).toEqual(seatShaper(entry.frame)(seat))
    expect(model.shapeOf(entry.first)).toBe(shape)
  })

  it('bounds a section with geometry by its frame, a plan-wide one by its seats and row labels, not the whole plan', () => {
    const cinema = buildMapModel(cinemaPlan()).reserved[0]
    expect(cinema?.bounds.y).toBeGreaterThan(80)
    const arena = buildMapModel(arenaPlan(2, 2)).reserved[0]
    expect(arena?.bounds.width).toBeCloseTo(90)
  })

  it('keeps every row label inside the bounds of a plan-wide section, so zooming to it never cuts one off', () => {
    for (const plan of [cinemaPlan(), mixedPlan()])
      for (const { bounds, rowLabels } of buildMapModel(plan).reserved)
        for (const label of rowLabels)
          for (const at of label.positions) {
            expect(at.x - label.size).toBeGreaterThanOrEqual(bounds.x)
            expect(at.x + label.size).toBeLessThanOrEqual(bounds.x + bounds.width)
            expect(at.y - label.size).toBeGreaterThanOrEqual(bounds.y)
            expect(at.y + label.size).toBeLessThanOrEqual(bounds.y + bounds.height)
          }
  })

  it('draws within an extent that holds every seat and row label, at the plan ratio', () => {
    for (const plan of [cinemaPlan(), mixedPlan(), arenaPlan(2, 2)]) {
      const { extent, reserved, shapeOf, index } = buildMapModel(plan)
      const shapes = index.seats.flatMap((_, n) => shapeOf(n) ?? [])
      expect(shapes).toHaveLength(index.seats.length)
      expect(extent.width / extent.height).toBeCloseTo(PLAN_WIDTH / PLAN_HEIGHT)
      const inside = (x: number, y: number): boolean =>
        x >= extent.x && x <= extent.x + extent.width && y >= extent.y && y <= extent.y + extent.height
      for (const { centre } of shapes) expect(inside(centre.x, centre.y)).toBe(true)
      for (const { rowLabels } of reserved)
        for (const label of rowLabels)
          for (const at of label.positions) {
            expect(inside(at.x - label.size, at.y - label.size)).toBe(true)
            expect(inside(at.x + label.size, at.y + label.size)).toBe(true)
          }
    }
  })
})
