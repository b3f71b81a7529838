import { SeatAttribute, seatKeyId } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { displayOf, presentStates, shownAttributes } from './seat-states'
import { cinemaPlan } from './test-support/plans'

const seats = cinemaPlan().sections[0]?.groups[0]?.rows[1]?.seats ?? []

describe('§3/§4 seat states and attributes', () => {
  it('uses the page display, else the seat status', () => {
    const [a, b] = seats
    if (a === undefined || b === undefined) throw new Error('no seats')
    expect(displayOf(new Map([[seatKeyId(a), 'blocked']]), seatKeyId(a), a)).toBe('blocked')
    expect(displayOf(new Map(), seatKeyId(b), { ...b, status: 'hold' })).toBe('held')
    expect(displayOf(new Map(), seatKeyId(b), { ...b, status: 'selected' })).toBe('unavailable')
  })

  it('lists the states present, in legend order, counting seats without a display by status', () => {
    const ids = seats.map(seatKeyId)
    const first = ids[0] ?? ''
    expect(presentStates(new Map([[first, 'selected']]), seats, ids)).toEqual(['available', 'selected'])
    const everyone = new Map(ids.map((id) => [id, 'unavailable' as const]))
    expect(presentStates(everyone, seats, ids)).toEqual(['unavailable'])
  })

  it('shows attributes in legend order and leaves out how couches join (31–33)', () => {
    expect(shownAttributes([SeatAttribute.premium, SeatAttribute.leftSeat, SeatAttribute.couch, SeatAttribute.premium])).toEqual([
      'couch',
      'premium',
    ])
  })
})
