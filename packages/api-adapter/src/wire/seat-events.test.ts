import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { decodeWith } from './decode'
import { SeatEventsParams, SeatStatusChangeCodec } from './seat-events'

describe('issue 11 live seat status codecs', () => {
  it('reads the stream query from a query string, the last event id optional', () => {
    expect(decodeWith(SeatEventsParams, { presentationId: '812', ts: '1751390000000' })).toEqual(E.right({ presentationId: 812 }))
    expect(decodeWith(SeatEventsParams, { presentationId: '812', lastEventId: 'a1b2-7' })).toEqual(
      E.right({ presentationId: 812, lastEventId: 'a1b2-7' }),
    )
    expect(E.isLeft(decodeWith(SeatEventsParams, {}))).toBe(true)
    expect(E.isLeft(decodeWith(SeatEventsParams, { presentationId: 'x' }))).toBe(true)
  })

  it('writes a change as the storefront reads it back', () => {
    const change = { presentationId: 812, status: 'locked' as const, seats: [{ sectionId: 101, x: 5, y: 3 }] }
    const wire = SeatStatusChangeCodec.encode(change)
    expect(wire).toEqual({ presentationId: 812, status: 'locked', seats: [{ sectionId: 101, x: 5, y: 3 }] })
    expect(decodeWith(SeatStatusChangeCodec, JSON.parse(JSON.stringify(wire)))).toEqual(E.right(change))
  })

  it('refuses a status the stream never sends', () => {
    expect(E.isLeft(decodeWith(SeatStatusChangeCodec, { presentationId: 1, status: 'selected', seats: [] }))).toBe(true)
  })
})
