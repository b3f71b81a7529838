import { describe, expect, it } from 'vitest'
import type { SeatStatusEntry } from '../ports/seat-statuses'
import { drawPlan, drawRows } from '../../test/plan-fixtures'
import type { Seat, SeatPlan } from '../model/seat-plan'
import { applySeatStatuses, seatStatusFromCode } from './seat-status'

const seatsOf = (plan: SeatPlan): Seat[] => plan.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))

const entry = (x: number, status: SeatStatusEntry['status'], sectionId = 1, y = 1): SeatStatusEntry => ({
  sectionId,
  groupId: sectionId,
  x,
  y,
  allocationId: 500 + x,
  ticketGroupId: 3,
  status,
})

describe('§4 seat status codes', () => {
  it('1 available, 2 selected, 3 on hold; anything else unavailable', () => {
    expect([1, 2, 3, 0, 4, 99, -1].map(seatStatusFromCode)).toEqual([
      'available',
      'selected',
      'hold',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ])
  })
})

describe('§4/§7 applying a seats-status result to a seat plan', () => {
  it('listed seats take status, allocation and ticket group; unlisted seats become unavailable', () => {
    const plan = drawRows('....').plan
    const next = applySeatStatuses(plan, [entry(1, 'available'), entry(2, 'hold'), entry(3, 'selected')])
    const seats = seatsOf(next)
    expect(seats.map((s) => s.status)).toEqual(['available', 'hold', 'selected', 'unavailable'])
    expect(seats.map((s) => s.allocationId)).toEqual([501, 502, 503, null])
    expect(seats.map((s) => s.ticketGroupId)).toEqual([3, 3, 3, 1])
  })
  it('held seats (status 3) are marked isBlocked', () => {
    const seats = seatsOf(applySeatStatuses(drawRows('...').plan, [entry(1, 'hold'), entry(2, 'available')]))
    expect(seats.map((s) => s.isBlocked)).toEqual([true, false, false])
  })
  it('does not change the plan it was given', () => {
    const plan = drawRows('...').plan
    applySeatStatuses(plan, [])
    expect(seatsOf(plan).map((s) => s.status)).toEqual(['available', 'available', 'available'])
  })
  it('keeps the identity of unchanged rows and sections', () => {
    const plan = drawPlan([['..', '..'], ['..']]).plan
    const entries = [entry(1, 'available'), entry(2, 'available'), entry(1, 'available', 1, 2), entry(2, 'hold', 1, 2)]
    const all = [...entries, entry(1, 'available', 2), entry(2, 'available', 2)].map((e) => ({
      ...e,
      allocationId: null,
      ticketGroupId: 1,
    }))
    const next = applySeatStatuses(plan, all)
    expect(next.sections[1]).toBe(plan.sections[1])
    expect(next.sections[0]?.groups[0]?.rows[0]).toBe(plan.sections[0]?.groups[0]?.rows[0])
    expect(next.sections[0]?.groups[0]?.rows[1]).not.toBe(plan.sections[0]?.groups[0]?.rows[1])
    expect(applySeatStatuses(next, all)).toBe(next)
  })
  it('a load for one section changes only that section', () => {
    const plan = drawPlan([['..'], ['..']]).plan
    const next = applySeatStatuses(plan, [entry(1, 'hold', 2)], 2)
    expect(next.sections[0]).toBe(plan.sections[0])
    expect(seatsOf(next).map((s) => s.status)).toEqual(['available', 'available', 'hold', 'unavailable'])
  })
  it('ignores entries naming no seat of the plan', () => {
    const plan = drawRows('.').plan
    const seats = seatsOf(applySeatStatuses(plan, [entry(1, 'available'), entry(9, 'hold'), entry(1, 'hold', 7)]))
    expect(seats.map((s) => s.status)).toEqual(['available'])
  })
  it('applies a large result in one pass (every seat of 10 000 found through the map)', () => {
    const rows = Array.from({ length: 100 }, () => '.'.repeat(100))
    const plan = drawRows(...rows).plan
    const entries = seatsOf(plan).map((s, i) => ({ ...entry(s.x, i % 2 === 0 ? 'available' : 'hold', 1, s.y ?? 0) }))
    const seats = seatsOf(applySeatStatuses(plan, entries))
    expect(seats.filter((s) => s.status === 'hold')).toHaveLength(5000)
    expect(seats.every((s) => s.allocationId === 500 + s.x)).toBe(true)
  })
})
