import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { selectionToAdd } from '@kartis/core'
import { demoCatalog, VenueId } from '@kartis/api-adapter'
import type { TakenSeat } from '../storage/seat-inventory'
import { seatingLayoutOf, type SeatingLayout } from './seating-layouts'
import { visitorStatuses } from './visitor-statuses'

const VISITOR = 'visitor'

const layoutOfVenue = (venueId: number): SeatingLayout => {
  const plan = demoCatalog().venues.find((v) => v.venue.id === venueId)?.plan
  if (plan === undefined || plan === null) throw new Error(`demo venue ${venueId} has a plan`)
  return seatingLayoutOf(plan)
}

/** The reserved rows of a plan, as (section, y). */
const rowsOf = (layout: SeatingLayout): { readonly sectionId: number; readonly y: number }[] =>
  [...layout.index.lines].flatMap(([sectionId, byY]) =>
    layout.sections.get(sectionId)?.isReserved === true ? [...byY.keys()].flatMap((y) => (y === null ? [] : [{ sectionId, y }])) : [],
  )

/** What a seat of the row is: free, the visitor's own lock, another's lock, sold or held. */
const seatState = fc.constantFrom('free', 'own', 'other', 'sold', 'held')

/**
 * §4 the lock path runs the core's rules on the row's own index (rowIndex) instead of the
 * whole plan's: for any occupancy of a row, any clicked seat and either policy, both must give
 * the same answer (the same seats to add, or the same refusal naming the same seat).
 */
describe.each([
  ['cinema (couches, wheelchair seats)', VenueId.cinema],
  ['theatre (three sections)', VenueId.theatre],
])('row index of the %s', (_, venueId) => {
  const layout = layoutOfVenue(venueId)
  const rows = rowsOf(layout)

  it('answers every lock as the whole plan does', () => {
    expect(rows.length).toBeGreaterThan(5)
    const scenario = fc.nat({ max: rows.length - 1 }).chain((r) => {
      const row = rows[r] ?? { sectionId: 0, y: 0 }
      const seats = [...(layout.index.lines.get(row.sectionId)?.get(row.y) ?? [])]
      return fc.record({
        row: fc.constant(row),
        states: fc.array(seatState, { minLength: seats.length, maxLength: seats.length }),
        clicked: fc.nat({ max: seats.length - 1 }),
        applySingleSeatRule: fc.boolean(),
        seats: fc.constant(seats),
      })
    })
    fc.assert(
      fc.property(scenario, ({ row, states, clicked, applySingleSeatRule, seats }) => {
        const taken: TakenSeat[] = seats.flatMap((number, i): TakenSeat[] => {
          const seat = layout.index.seats[number]
          const state = states[i]
          if (seat === undefined || seat.y === null || state === 'free' || state === undefined) return []
          const key = { sectionId: seat.sectionId, x: seat.x, y: seat.y }
          if (state === 'sold' || state === 'held') return [{ ...key, occupancy: { kind: state } }]
          return [{ ...key, occupancy: { kind: 'locked', uuid: state === 'own' ? VISITOR : 'someone-else' } }]
        })
        const target = layout.index.seats[seats[clicked] ?? -1]
        if (target === undefined) throw new Error('the clicked seat is in the plan')
        const key = { sectionId: target.sectionId, x: target.x, y: target.y }
        const answer = (index: SeatingLayout['index']) => {
          const { statuses, selection } = visitorStatuses(index, taken, VISITOR, row)
          return selectionToAdd(index, statuses, selection, key, { applySingleSeatRule })
        }
        const rowIndex = layout.rowIndex(row.sectionId, row.y)
        if (rowIndex === undefined) throw new Error('the row is in the plan')
        expect(answer(rowIndex)).toEqual(answer(layout.index))
      }),
      { numRuns: 300 },
    )
  })

  it('has an index for every row of the plan and none for a row it lacks', () => {
    for (const row of rows)
      expect(layout.rowIndex(row.sectionId, row.y)?.seats.every((s) => s.sectionId === row.sectionId && s.y === row.y)).toBe(true)
    expect(layout.rowIndex(-1, 1)).toBeUndefined()
    expect(layout.rowIndex(rows[0]?.sectionId ?? -1, 10_000)).toBeUndefined()
  })
})
