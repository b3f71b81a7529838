import { describe, expect, it } from 'vitest'
import { drawPlan, drawRows, seatAt } from '../../test/plan-fixtures'
import { seatUnit } from './seat-units'

const unitXs = (rows: string, x: number): number[] => seatUnit(drawRows(rows).index, seatAt(1, x)).map((key) => key.x)

describe('seatUnit (§4 couches and beds all-or-none)', () => {
  it('gives every seat of a couch for any of its seats', () => {
    expect(unitXs('.[...].', 3)).toEqual([2, 3, 4])
    expect(unitXs('.[...].', 4)).toEqual([2, 3, 4])
  })
  it('splits two couches side by side after the right seat and before the left seat', () => {
    expect(unitXs('[..][..]', 2)).toEqual([1, 2])
    expect(unitXs('[..][..]', 3)).toEqual([3, 4])
  })
  it('does not join a couch and a bed', () => {
    expect(unitXs('[..]{..}', 3)).toEqual([3, 4])
  })
  it('breaks a unit at an aisle', () => {
    expect(unitXs('[..|..]', 1)).toEqual([1, 2])
    expect(unitXs('[..|..]', 4)).toEqual([4, 5])
  })
  it('leaves left, middle and right seats without a couch or bed code alone', () => {
    expect(unitXs('(...)', 2)).toEqual([2])
  })
  it('leaves an ordinary seat and a general-admission place alone', () => {
    expect(unitXs('...', 2)).toEqual([2])
    const { index } = drawPlan([['.']], 2)
    expect(seatUnit(index, { sectionId: 2, x: 1, y: null })).toEqual([{ sectionId: 2, x: 1, y: null }])
  })
  it('answers the key alone for a seat the plan lacks', () => {
    expect(unitXs('..', 9)).toEqual([9])
  })
})
