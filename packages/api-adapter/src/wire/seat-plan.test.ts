import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { decodeWith } from './decode'
import { SeatAttributesCodec, SeatCodec, SeatPlanCodec, SeatSectionCodec, SeatStatusCodec, SeatTicketCodec } from './seat-plan'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'
import { seat, seatTicket, seatTicketWire, seatWire, sectionsWire } from './test-support/samples'

describe('SeatTicketCodec', () => {
  it('reads the §3 seat ticket in either case, shekels to agorot', () => {
    expect(decodeWith(SeatTicketCodec, seatTicketWire)).toEqual(E.right(seatTicket))
    expect(decodeWith(SeatTicketCodec, pascalKeys(seatTicketWire))).toEqual(E.right(seatTicket))
  })
})

describe('SeatCodec', () => {
  it('reads a PascalCase and a camelCase seat to the same domain seat', () => {
    expect(decodeWith(SeatCodec, seatWire)).toEqual(E.right(seat))
    expect(decodeWith(SeatCodec, camelKeys(seatWire))).toEqual(E.right(seat))
    expect(decodeWith(SeatCodec, pascalKeys(seatWire))).toEqual(E.right(seat))
  })

  it('derives the status from the flags: selected, then hold, then available, else unavailable', () => {
    const statusOf = (flags: object): unknown => {
      const r = SeatCodec.decode({ ...seatWire, isAvailable: false, ...flags })
      return E.isRight(r) ? r.right.status : 'failed'
    }
    expect(statusOf({ isSelected: true, isHold: true, isAvailable: true })).toBe('selected')
    expect(statusOf({ isHold: true, isAvailable: true })).toBe('hold')
    expect(statusOf({ isAvailable: 1 })).toBe('available')
    expect(statusOf({})).toBe('unavailable')
  })

  it('writes flags and attribute codes back', () => {
    const wire = SeatCodec.encode({ ...seat, status: 'hold', attributes: [33, 4] })
    expect(wire).toEqual(
      expect.objectContaining({
        XCoordinate: 12,
        isHold: true,
        isAvailable: false,
        isSelected: false,
        isRightSeat: true,
        isLeftSeat: false,
        Attributes: [33, 4],
      }),
    )
    expect(decodeWith(SeatCodec, overJson(wire))).toEqual(E.right({ ...seat, status: 'hold', attributes: [33, 4] }))
  })

  it('§3 reads a seat in the box office’s own spelling and any other spelling of the same facts alike', () => {
    const plain = SeatCodec.encode(seat)
    const decoded = decodeWith(SeatCodec, plain)
    expect(decoded).toEqual(E.right(seat))
    // Each of these leaves the plain form (a numeric string, 1 for true, a key in another case,
    // a ref as a number, a key more) and must read as the plain seat does.
    const variants: readonly Readonly<Record<string, unknown>>[] = [
      { ...plain, XCoordinate: String(seat.x) },
      { ...plain, isBlocked: seat.isBlocked ? 1 : 0 },
      { ...Object.fromEntries(Object.entries(plain).filter(([key]) => key !== 'RowName')), rowname: seat.rowName },
      { ...plain, unknownKey: 'kept out' },
      { ...plain, Attributes: seat.attributes.map(String) },
    ]
    for (const variant of variants) expect(decodeWith(SeatCodec, variant)).toEqual(decoded)
    expect(decodeWith(SeatCodec, { ...plain, ref1: 7 })).toEqual(E.right({ ...seat, ref1: '7' }))
    // Not plain and not a seat: the general way names what is wrong.
    expect(E.isLeft(decodeWith(SeatCodec, { ...plain, XCoordinate: 'x' }))).toBe(true)
  })

  it('names the bad field of a broken seat', () => {
    expect(decodeWith(SeatCodec, { ...seatWire, YCoordinate: 'ה' })).toEqual(
      E.left(
        expect.objectContaining({
          code: 'DECODE_ERROR',
          params: expect.objectContaining({ path: 'YCoordinate', expected: 'integer | null' }),
        }),
      ),
    )
  })
})

describe('SeatAttributesCodec', () => {
  it('keeps known codes once, in order, and drops unknown ones', () => {
    expect(SeatAttributesCodec.decode([10, 11, 10, 7, '50'])).toEqual(E.right([10, 11, 50]))
    expect(E.isLeft(SeatAttributesCodec.decode([1.5]))).toBe(true)
  })
})

describe('SeatStatusCodec', () => {
  it('§4 1 available, 2 selected, 3 on hold, anything else unavailable', () => {
    expect([1, 2, 3, 0, 4, -1].map((code) => E.getOrElse(() => 'failed')(SeatStatusCodec.decode(code)))).toEqual([
      'available',
      'selected',
      'hold',
      'unavailable',
      'unavailable',
      'unavailable',
    ])
    expect((['available', 'selected', 'hold', 'unavailable'] as const).map(SeatStatusCodec.encode)).toEqual([1, 2, 3, 0])
  })
})

describe('SeatSectionCodec and SeatPlanCodec', () => {
  it('reads section → group → row → seat, GA capacity included', () => {
    const plan = { VenueId: 7, VenueSeatplanId: 41, Sections: sectionsWire }
    const decoded = decodeWith(SeatPlanCodec, plan)
    expect(decoded).toEqual(
      E.right({
        venueId: 7,
        seatplanId: 41,
        sections: [
          {
            id: 3,
            name: 'אולם',
            isReserved: true,
            isSoldOut: false,
            groups: [{ id: 2, name: 'מרכז', rows: [{ name: '5', seats: [seat] }] }],
          },
          { id: 4, name: 'עמידה', isReserved: false, isSoldOut: false, gaCapacity: 40, groups: [] },
        ],
      }),
    )
    expect(decodeWith(SeatPlanCodec, camelKeys(plan))).toEqual(decoded)
    expect(decodeWith(SeatPlanCodec, pascalKeys(plan))).toEqual(decoded)
  })

  it('requires IsReserved on a section', () => {
    expect(decodeWith(SeatSectionCodec, { VenueSectionId: 1, SectionName: 'יציע' })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'IsReserved' }) })),
    )
  })
})
