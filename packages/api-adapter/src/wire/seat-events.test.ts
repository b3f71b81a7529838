import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { decodeWith } from './decode'
import { seatStatusChangeData, seatStatusChangeOf } from './seat-changes'
import { SeatEventsParams } from './seat-events'

describe('issue 11 live seat status: the stream query and its events', () => {
  it('reads the stream query from a query string, the last event id optional', () => {
    expect(decodeWith(SeatEventsParams, { presentationId: '812', ts: '1751390000000' })).toEqual(E.right({ presentationId: 812 }))
    expect(decodeWith(SeatEventsParams, { presentationId: '812', lastEventId: 'a1b2-7' })).toEqual(
      E.right({ presentationId: 812, lastEventId: 'a1b2-7' }),
    )
    expect(E.isLeft(decodeWith(SeatEventsParams, {}))).toBe(true)
    expect(E.isLeft(decodeWith(SeatEventsParams, { presentationId: 'x' }))).toBe(true)
  })

  it('writes a change as the storefront reads it back, and nothing more', () => {
    const change = { presentationId: 812, status: 'locked' as const, seats: [{ sectionId: 101, x: 5, y: 3 }] }
    const withMore = { sectionId: 101, x: 5, y: 3, uuid: 'never sent' }
    const data = seatStatusChangeData({ ...change, seats: [withMore] })
    expect(JSON.parse(data)).toEqual(change)
    expect(seatStatusChangeOf(JSON.parse(data))).toEqual(change)
  })

  it('refuses what is not a change: another status, a seat without coordinates, not an object', () => {
    expect(seatStatusChangeOf({ presentationId: 1, status: 'selected', seats: [] })).toBeNull()
    expect(seatStatusChangeOf({ presentationId: 1, status: 'free', seats: [{ sectionId: 1, x: 2 }] })).toBeNull()
    expect(seatStatusChangeOf({ presentationId: '1', status: 'free', seats: [] })).toBeNull()
    expect(seatStatusChangeOf([])).toBeNull()
    expect(seatStatusChangeOf(null)).toBeNull()
  })
})
