import { describe, expect, it } from 'vitest'
import type { SeatPlan } from '../model/seat-plan'
import { drawPlan, drawRows, makeSection, makeSeat } from '../../test/plan-fixtures'
import { isSoldOut, markSoldOutSections } from './sold-out'

const withAllocation = (plan: SeatPlan, allocationId: number | null): SeatPlan => ({
  ...plan,
  sections: plan.sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({ ...row, seats: row.seats.map((seat) => ({ ...seat, allocationId })) })),
    })),
  })),
})

describe('§4 sold out', () => {
  const freeAllocated = withAllocation(drawRows('TT.T').plan, 55)
  const freeUnallocated = withAllocation(drawRows('TT.T').plan, null)
  const noneFree = withAllocation(drawRows('TTHO').plan, 55)

  it('outside mini-site and live, the soldout flag alone decides', () => {
    expect(isSoldOut({ soldout: true, seatPlan: freeAllocated }, 'public')).toBe(true)
    expect(isSoldOut({ soldout: false, seatPlan: noneFree }, 'public')).toBe(false)
  })
  it('in mini-site or live domain, sold out when the flag is set and no seat with an allocation is still available', () => {
    for (const domain of ['miniSite', 'live'] as const) {
      expect(isSoldOut({ soldout: true, seatPlan: noneFree }, domain)).toBe(true)
      expect(isSoldOut({ soldout: true, seatPlan: freeUnallocated }, domain)).toBe(true)
      expect(isSoldOut({ soldout: true, seatPlan: freeAllocated }, domain)).toBe(false)
      expect(isSoldOut({ soldout: false, seatPlan: noneFree }, domain)).toBe(false)
    }
  })
  it('in mini-site, a presentation whose seats are not loaded follows its flag', () => {
    expect(isSoldOut({ soldout: true, seatPlan: null }, 'miniSite')).toBe(true)
    expect(isSoldOut({ soldout: false, seatPlan: null }, 'miniSite')).toBe(false)
  })
})

describe('§4 after seat status loads, sections with no seats are marked sold out', () => {
  it('marks only the sections with no available seat, and returns a new plan', () => {
    const plan = drawPlan([['TTT', 'HOT'], ['T.T']]).plan
    const marked = markSoldOutSections(plan)
    expect(marked).not.toBe(plan)
    expect(marked.sections.map((s) => s.isSoldOut)).toEqual([true, false])
    expect(plan.sections.map((s) => s.isSoldOut)).toEqual([false, false])
    expect(marked.sections[1]).toBe(plan.sections[1])
  })
  it('a section with free seats again is no longer sold out', () => {
    const plan = drawPlan([['T.T']]).plan
    const stale = { ...plan, sections: plan.sections.map((s) => ({ ...s, isSoldOut: true })) }
    expect(markSoldOutSections(stale).sections[0]?.isSoldOut).toBe(false)
  })
  it('returns the same plan when nothing changes', () => {
    const plan = drawPlan([['T.T']]).plan
    expect(markSoldOutSections(plan)).toBe(plan)
  })
  it('a GA section with free capacity is not sold out, one with none is', () => {
    const empty = makeSection(3, [makeSeat({ sectionId: 3, x: 1, y: null, status: 'unavailable' })], false)
    const plan: SeatPlan = {
      venueId: 1,
      seatplanId: 1,
      sections: [
        { ...empty, gaCapacity: 4 },
        { ...empty, id: 4 },
      ],
    }
    expect(markSoldOutSections(plan).sections.map((s) => s.isSoldOut)).toEqual([false, true])
  })
})
