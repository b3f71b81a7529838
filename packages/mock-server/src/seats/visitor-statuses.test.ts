import { describe, expect, it } from 'vitest'
import { indexSeatPlan, SeatStatusCode } from '@kartis/core'
import { FIXTURE_RESERVED_SECTION, FIXTURE_SNAPSHOT } from '../storage/fixture-catalog'
import type { OccupiedSeat } from '../storage/seat-inventory'
import { seatPlanOfLayout } from '@kartis/api-adapter'
import { statusFor, visitorStatuses } from './visitor-statuses'

const layout = FIXTURE_SNAPSHOT.venues[0]?.plan
if (layout === undefined || layout === null) throw new Error('the fixture has a plan')
const index = indexSeatPlan(seatPlanOfLayout(layout, 'unavailable'))
const S = FIXTURE_RESERVED_SECTION
const at = (x: number, y: number) => index.seats.findIndex((s) => s.sectionId === S && s.x === x && s.y === y)

const occupied: readonly OccupiedSeat[] = [
  { presentationId: 1, sectionId: S, x: 1, y: 1, occupancy: { kind: 'locked', uuid: 'me', ticketGroupId: 1, expiresAt: 9 } },
  { presentationId: 1, sectionId: S, x: 2, y: 1, occupancy: { kind: 'locked', uuid: 'other', ticketGroupId: 1, expiresAt: 9 } },
  { presentationId: 1, sectionId: S, x: 3, y: 1, occupancy: { kind: 'held' } },
  { presentationId: 1, sectionId: S, x: 4, y: 1, occupancy: { kind: 'sold', reservationIdentifier: 'KR-1' } },
  { presentationId: 1, sectionId: S, x: 1, y: 2, occupancy: { kind: 'locked', uuid: 'me', ticketGroupId: 1, expiresAt: 9 } },
]

describe('statusFor', () => {
  it('§4: own lock selected, hold on hold, sold and others’ locks unavailable, nothing available', () => {
    expect(occupied.map((s) => statusFor(s.occupancy, 'me'))).toEqual(['selected', 'unavailable', 'hold', 'unavailable', 'selected'])
    expect(statusFor(undefined, 'me')).toBe('available')
  })

  it('issue 13 shows others’ locks as held in a producer’s live view; sold stays unavailable, own locks selected', () => {
    expect(occupied.map((s) => statusFor(s.occupancy, 'me', 'hold'))).toEqual(['selected', 'hold', 'hold', 'unavailable', 'selected'])
  })
})

describe('visitorStatuses', () => {
  it('gives the core the visitor’s locks as its selection, available, and everything else taken', () => {
    const { statuses, selection } = visitorStatuses(index, occupied, 'me')
    expect(selection).toEqual([
      { sectionId: S, x: 1, y: 1 },
      { sectionId: S, x: 1, y: 2 },
    ])
    expect([1, 2, 3, 4, 5].map((x) => statuses[at(x, 1)])).toEqual([
      SeatStatusCode.available,
      SeatStatusCode.unavailable,
      SeatStatusCode.hold,
      SeatStatusCode.unavailable,
      SeatStatusCode.available,
    ])
  })

  it('within a row scope, makes seats outside the row unavailable and ignores what was not read', () => {
    const row = occupied.filter((s) => s.y === 1)
    const { statuses, selection } = visitorStatuses(index, row, 'me', { sectionId: S, y: 1 })
    expect(selection).toEqual([{ sectionId: S, x: 1, y: 1 }])
    expect(statuses[at(5, 1)]).toBe(SeatStatusCode.available)
    expect(statuses[at(5, 2)]).toBe(SeatStatusCode.unavailable)
  })
})
