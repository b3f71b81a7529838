import { describe, expect, it } from 'vitest'
import { drawRows } from '../../test/plan-fixtures'
import { withSeatStatuses } from './seat-plan-statuses'

describe('withSeatStatuses (§4)', () => {
  it('gives every seat the status asked for, keeping the plan as it was otherwise', () => {
    const { plan } = drawRows('TT.T')
    const shown = withSeatStatuses(plan, (seat) => (seat.x === 2 ? 'unavailable' : 'selected'))
    const seatsOf = (p: typeof plan) => p.sections.flatMap((s) => s.groups.flatMap((g) => g.rows.flatMap((r) => r.seats)))
    expect(seatsOf(shown).map((s) => [s.x, s.status])).toEqual(seatsOf(plan).map((s) => [s.x, s.x === 2 ? 'unavailable' : 'selected']))
    expect(seatsOf(shown).map(({ status: _status, ...rest }) => rest)).toEqual(seatsOf(plan).map(({ status: _status, ...rest }) => rest))
    expect(seatsOf(plan).some((s) => s.status === 'selected')).toBe(false)
  })
})
