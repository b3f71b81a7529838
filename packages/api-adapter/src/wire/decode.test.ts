import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { decodeWith } from './decode'
import { PresentationListCodec } from './catalog'
import { WireInt } from './scalars'
import { SeatPlanCodec } from './seat-plan'

const seat = { VenueSectionId: 1, XCoordinate: 'abc', YCoordinate: 2, VenueId: 1, VenueSeatplanId: 1, VenueSectionSeatGroupId: 1 }

describe('decodeWith', () => {
  it('names the first failing path with dots and indexes', () => {
    const plan = {
      VenueId: 1,
      VenueSeatplanId: 1,
      Sections: [
        {
          VenueSectionId: 1,
          SectionName: 'אולם',
          IsReserved: true,
          Groups: [{ VenueSectionSeatGroupId: 1, Rows: [{ RowName: '5', Seats: [seat] }] }],
        },
      ],
    }
    const result = decodeWith(SeatPlanCodec, plan)
    expect(result).toEqual(
      E.left({
        code: 'DECODE_ERROR',
        params: {
          path: 'Sections.0.Groups.0.Rows.0.Seats.0.XCoordinate',
          expected: 'integer',
          actual: '"abc"',
          message: 'Sections.0.Groups.0.Rows.0.Seats.0.XCoordinate: expected integer, got "abc"',
        },
      }),
    )
  })

  it('names a missing field of a list item', () => {
    const result = decodeWith(PresentationListCodec, { presentations: [{}, {}, {}, { PresentationId: 'x' }] })
    expect(E.isLeft(result) && result.left.params).toEqual(
      expect.objectContaining({ path: 'presentations.0.PresentationId', actual: 'nothing' }),
    )
  })

  it('leaves union member indexes out of the path and expects the whole union', () => {
    const codec = t.type({ id: t.union([t.null, WireInt]) })
    const result = decodeWith(codec, { id: 'x' })
    expect(E.isLeft(result) && result.left.params).toEqual(expect.objectContaining({ path: 'id', expected: '(null | integer)' }))
  })

  it('describes a failure at the root', () => {
    const result = decodeWith(WireInt, [1, 2])
    expect(E.isLeft(result) && result.left.params).toEqual({
      path: '',
      expected: 'integer',
      actual: 'an array of 2',
      message: '(root): expected integer, got an array of 2',
    })
  })

  it('returns the decoded value on success', () => {
    expect(decodeWith(WireInt, '7')).toEqual(E.right(7))
  })
})
