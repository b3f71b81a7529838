import { describe, expect, it } from 'vitest'
import { drawPlan } from '../../test/plan-fixtures'
import { seatingMode, seatingModeOfPlan } from './seating-mode'

describe('§4 seating mode of a presentation', () => {
  it('reserved only: reserved seats and no GA section', () => {
    expect(seatingMode({ isReserved: true, isGA: 0 })).toBe('reserved')
  })
  it('mixed: reserved seats present and GA count above 0', () => {
    expect(seatingMode({ isReserved: true, isGA: 1 })).toBe('mixed')
    expect(seatingMode({ isReserved: true, isGA: 3 })).toBe('mixed')
  })
  it('single GA: one GA section, no reserved', () => {
    expect(seatingMode({ isReserved: false, isGA: 1 })).toBe('singleGA')
  })
  it('multi GA: more than one GA section', () => {
    expect(seatingMode({ isReserved: false, isGA: 2 })).toBe('multiGA')
  })
  it('neither reserved nor GA reads as reserved', () => {
    expect(seatingMode({ isReserved: false, isGA: 0 })).toBe('reserved')
  })
})

describe('§4 seating mode read from a seat plan', () => {
  it('counts reserved sections and GA sections', () => {
    expect(seatingModeOfPlan(drawPlan([['...']]).plan)).toBe('reserved')
    expect(seatingModeOfPlan(drawPlan([['...']], 5).plan)).toBe('mixed')
    expect(seatingModeOfPlan(drawPlan([], 5).plan)).toBe('singleGA')
    const ga = drawPlan([], 5).plan
    const twoGa = { ...ga, sections: [...ga.sections, ...ga.sections.map((s) => ({ ...s, id: 9 }))] }
    expect(seatingModeOfPlan(twoGa)).toBe('multiGA')
  })
})
