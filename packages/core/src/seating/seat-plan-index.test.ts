import { describe, expect, it } from 'vitest'
import type { SeatPlan } from '../model/seat-plan'
import { drawPlan, drawRows, makeSeat, makeSection } from '../../test/plan-fixtures'
import { SeatStatusCode, currentSeats, indexSeatPlan, seatNumber, seatStatuses } from './seat-plan-index'

const xsOfRow = (plan: ReturnType<typeof indexSeatPlan>, r: number): number[] => {
  const xs: number[] = []
  for (let p = plan.rowStart[r] ?? 0; p < (plan.rowStart[r + 1] ?? 0); p++) xs.push(plan.seats[plan.rowSeats[p] ?? 0]?.x ?? -1)
  return xs
}

describe('indexSeatPlan (§3 rows and neighbours)', () => {
  it('makes one row per section and y, seats ordered by x whatever the plan order', () => {
    const plan: SeatPlan = {
      venueId: 1,
      seatplanId: 1,
      sections: [
        makeSection(1, [
          makeSeat({ sectionId: 1, x: 3, y: 1 }),
          makeSeat({ sectionId: 1, x: 1, y: 1 }),
          makeSeat({ sectionId: 1, x: 2, y: 1 }),
        ]),
        makeSection(2, [makeSeat({ sectionId: 2, x: 1, y: 1 })]),
      ],
    }
    const index = indexSeatPlan(plan)
    expect(index.rowCount).toBe(2)
    expect(xsOfRow(index, 0)).toEqual([1, 2, 3])
    expect(xsOfRow(index, 1)).toEqual([1])
    expect(index.rowSectionId[1]).toBe(2)
  })

  it('links neighbours whose x differ by exactly 1 and treats a larger gap as an aisle', () => {
    const { index } = drawRows('..|.')
    const n = (x: number) => seatNumber(index, { sectionId: 1, x, y: 1 }) ?? -2
    expect(index.right[n(1)]).toBe(n(2))
    expect(index.left[n(2)]).toBe(n(1))
    expect(index.right[n(2)]).toBe(-1)
    expect(index.left[n(4)]).toBe(-1)
  })

  it('puts general-admission places in no row', () => {
    const { index } = drawPlan([['..']], 3)
    const ga = seatNumber(index, { sectionId: 2, x: 1, y: null }) ?? -2
    expect(index.row[ga]).toBe(-1)
    expect(index.position[ga]).toBe(-1)
    expect(index.rowCount).toBe(1)
  })

  it('finds a seat by key and answers undefined for an unknown one', () => {
    const { index } = drawRows('..|..', '...')
    expect(seatNumber(index, { sectionId: 1, x: 5, y: 1 })).toBe(3)
    expect(seatNumber(index, { sectionId: 1, x: 3, y: 1 })).toBeUndefined()
    expect(seatNumber(index, { sectionId: 1, x: 6, y: 1 })).toBeUndefined()
    expect(seatNumber(index, { sectionId: 1, x: 0, y: 2 })).toBeUndefined()
    expect(seatNumber(index, { sectionId: 9, x: 1, y: 1 })).toBeUndefined()
  })

  it('finds general-admission places by a null y', () => {
    const { index } = drawPlan([['..']], 3)
    expect(seatNumber(index, { sectionId: 2, x: 3, y: null })).toBe(4)
    expect(seatNumber(index, { sectionId: 2, x: 3, y: 1 })).toBeUndefined()
  })

  it('gives a duplicated key the first seat in plan order, and no neighbour across the pair', () => {
    const plan: SeatPlan = {
      venueId: 1,
      seatplanId: 1,
      sections: [
        makeSection(
          1,
          [1, 2, 2, 3].map((x) => makeSeat({ sectionId: 1, x, y: 1 })),
        ),
      ],
    }
    const index = indexSeatPlan(plan)
    expect(seatNumber(index, { sectionId: 1, x: 2, y: 1 })).toBe(1)
    expect(index.right[1]).toBe(-1)
    expect(index.left[2]).toBe(-1)
  })
})

describe('indexSeatPlan is built once per plan (issue 16 §2)', () => {
  const plan: SeatPlan = { venueId: 1, seatplanId: 1, sections: [makeSection(1, [makeSeat({ sectionId: 1, x: 1, y: 1 })])] }

  it('gives the same index for the same plan object', () => {
    expect(indexSeatPlan(plan)).toBe(indexSeatPlan(plan))
  })

  it('indexes another plan object of its own, even with the same layout', () => {
    const copy: SeatPlan = { ...plan, sections: [...plan.sections] }
    expect(indexSeatPlan(copy)).not.toBe(indexSeatPlan(plan))
    expect(indexSeatPlan(copy).ids).toEqual(indexSeatPlan(plan).ids)
  })
})

describe('seatStatuses (§4 status codes)', () => {
  it("counts this visitor's own 'selected' seats as available and keeps others' as selected", () => {
    const { statuses } = drawRows('.SOHT')
    expect([...statuses]).toEqual([
      SeatStatusCode.available,
      SeatStatusCode.available,
      SeatStatusCode.selected,
      SeatStatusCode.hold,
      SeatStatusCode.unavailable,
    ])
  })

  it('reads a newer load of the plan, even with seats in another order, and marks missing seats unavailable', () => {
    const { index } = drawRows('...')
    const newer: SeatPlan = {
      venueId: 1,
      seatplanId: 1,
      sections: [makeSection(1, [makeSeat({ sectionId: 1, x: 2, y: 1, status: 'hold' }), makeSeat({ sectionId: 1, x: 1, y: 1 })])],
    }
    expect([...seatStatuses(index, newer, [])]).toEqual([SeatStatusCode.available, SeatStatusCode.hold, SeatStatusCode.unavailable])
    expect(currentSeats(index, newer).map((seat) => seat?.status)).toEqual(['available', 'hold', undefined])
  })
})
