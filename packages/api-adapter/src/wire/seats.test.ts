import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { kartisError } from '@kartis/core'
import { decodeWith } from './decode'
import {
  BestAvailableParams,
  BestAvailableResponse,
  LockSeatResponse,
  SeatLockBody,
  SeatPlanParams,
  SeatPlanResponse,
  SeatsPresentationsParams,
  SeatsPresentationsResponse,
  SeatsStatusParams,
  SeatsStatusResponse,
  SeatStatusEntryCodec,
  UnlockSeatResponse,
} from './seats'
import { camelKeys, overJson, pascalKeys } from './test-support/recase'
import { presentation, presentationWire, seat, sectionsWire } from './test-support/samples'

describe('seats/presentations', () => {
  it('reads a date query and the presentations', () => {
    expect(decodeWith(SeatsPresentationsParams, { date: '2026-07-01' })).toEqual(E.right({ date: '2026-07-01' }))
    expect(E.isLeft(SeatsPresentationsParams.decode({ date: '01/07/2026' }))).toBe(true)
    expect(decodeWith(SeatsPresentationsResponse, { Presentations: [presentationWire] })).toEqual(E.right([presentation]))
  })
})

describe('seats/seatplan', () => {
  it('reads the query and nested sections in either case', () => {
    expect(decodeWith(SeatPlanParams, { venueId: '7', seatplanId: '41' })).toEqual(E.right({ venueId: 7, seatplanId: 41 }))
    const decoded = decodeWith(SeatPlanResponse, { sections: sectionsWire })
    expect(E.isRight(decoded) && decoded.right[0]?.groups[0]?.rows[0]?.seats[0]).toEqual(seat)
    expect(decodeWith(SeatPlanResponse, camelKeys({ sections: sectionsWire }))).toEqual(decoded)
  })
})

describe('seats/seats-status', () => {
  it('reads the query: isReserved 1 or 0, modifySeats as sectionId:x:y', () => {
    const query = {
      presentationId: '812',
      venueTypeId: '1',
      isReserved: '1',
      recaptchaToken: 'tok',
      modifySeats: '3:12:5,3:13:5',
      domain: 'presLive',
    }
    const decoded = decodeWith(SeatsStatusParams, query)
    expect(decoded).toEqual(
      E.right({
        presentationId: 812,
        venueTypeId: 1,
        isReserved: true,
        recaptchaToken: 'tok',
        isHold: false,
        modifySeats: [
          { sectionId: 3, x: 12, y: 5 },
          { sectionId: 3, x: 13, y: 5 },
        ],
        domain: 'presLive',
      }),
    )
    if (E.isRight(decoded))
      expect(SeatsStatusParams.encode(decoded.right)).toEqual({ ...query, isReserved: 1, isHold: 0, presentationId: 812, venueTypeId: 1 })
    expect(E.isLeft(SeatsStatusParams.decode({ ...query, modifySeats: '3:12' }))).toBe(true)
  })

  it('reads seats as arrays [section, group, x, y, allocation, ticket group, status]', () => {
    const wire = {
      seats: [
        [3, 2, 12, 5, 7781, 9, 1],
        [3, 2, 13, 5, null, null, 3],
        [3, 2, 14, 5, 7782, 9, 7, 'extra'],
      ],
    }
    expect(decodeWith(SeatsStatusResponse, wire)).toEqual(
      E.right([
        { sectionId: 3, groupId: 2, x: 12, y: 5, allocationId: 7781, ticketGroupId: 9, status: 'available' },
        { sectionId: 3, groupId: 2, x: 13, y: 5, allocationId: null, ticketGroupId: null, status: 'hold' },
        { sectionId: 3, groupId: 2, x: 14, y: 5, allocationId: 7782, ticketGroupId: 9, status: 'unavailable' },
      ]),
    )
    expect(decodeWith(SeatsStatusResponse, { Seats: wire.seats })).toEqual(decodeWith(SeatsStatusResponse, wire))
  })

  it('names the bad element of an entry', () => {
    expect(
      decodeWith(SeatsStatusResponse, {
        seats: [
          [3, 2, 12, 5, 7781, 9, 1],
          [3, 'x', 12, 5, 1, 9, 1],
        ],
      }),
    ).toEqual(E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'seats.1.1' }) })))
    expect(decodeWith(SeatsStatusResponse, { seats: [[3, 2, 12]] })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'seats.0' }) })),
    )
  })

  it('writes an entry back as its array', () => {
    const entry = { sectionId: 3, groupId: 2, x: 12, y: 5, allocationId: null, ticketGroupId: 9, status: 'selected' } as const
    expect(SeatStatusEntryCodec.encode(entry)).toEqual([3, 2, 12, 5, null, 9, 2])
    expect(SeatStatusEntryCodec.is(entry)).toBe(true)
    expect(decodeWith(SeatStatusEntryCodec, overJson(SeatStatusEntryCodec.encode(entry)))).toEqual(E.right(entry))
  })
})

describe('lock-seat and unlock-seat', () => {
  const body = {
    recaptchaToken: 'tok',
    seat: { PresentationId: 812, VenueId: 7, VenueSeatplanId: 41, VenueSectionId: 4, TicketGroupId: 9, XCoordinate: 0, YCoordinate: null },
  }
  const decodedBody = {
    recaptchaToken: 'tok',
    seat: { presentationId: 812, venueId: 7, seatplanId: 41, sectionId: 4, ticketGroupId: 9, x: 0, y: null },
  }

  it('reads the body in either case (YCoordinate null for GA) and writes it back in PascalCase', () => {
    expect(decodeWith(SeatLockBody, body)).toEqual(E.right(decodedBody))
    expect(decodeWith(SeatLockBody, camelKeys(body))).toEqual(E.right(decodedBody))
    expect(SeatLockBody.encode(decodedBody)).toEqual(body)
    expect(decodeWith(SeatLockBody, { ...body, seat: { ...body.seat, XCoordinate: null } })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'seat.XCoordinate' }) })),
    )
  })

  it('reads { lockedSeat: { x, y, allocationId } } or an error', () => {
    expect(decodeWith(LockSeatResponse, { lockedSeat: { x: 14, y: 1, allocationId: 9001 } })).toEqual(
      E.right(E.right({ x: 14, y: 1, allocationId: 9001 })),
    )
    expect(decodeWith(LockSeatResponse, { LockedSeat: { X: 14, Y: 1 } })).toEqual(E.right(E.right({ x: 14, y: 1, allocationId: null })))
    expect(decodeWith(LockSeatResponse, { error: 'SEAT_NO_LONGER_AVAILABLE' })).toEqual(
      E.right(E.left(kartisError('SEAT_NO_LONGER_AVAILABLE'))),
    )
    expect(decodeWith(UnlockSeatResponse, { success: true })).toEqual(E.right(E.right(true)))
  })
})

describe('best-available', () => {
  it('§9 defaults: 5 matches, 1 result per match, best per presentation, lock', () => {
    expect(
      decodeWith(BestAvailableParams, { recaptchaToken: 'tok', quantity: '2', presentationId: '812', startDate: '2026-07-01' }),
    ).toEqual(
      E.right({
        recaptchaToken: 'tok',
        quantity: 2,
        maxMatches: 5,
        resultsPerMatch: 1,
        isBestPerPresentation: true,
        isLock: true,
        presentationId: 812,
        startDate: '2026-07-01',
      }),
    )
    expect(
      BestAvailableParams.encode({
        recaptchaToken: 'tok',
        quantity: 2,
        maxMatches: 5,
        resultsPerMatch: 1,
        isBestPerPresentation: true,
        isLock: true,
      }),
    ).toEqual({ recaptchaToken: 'tok', quantity: 2, maxMatches: 5, resultsPerMatch: 1, isBestPerPresentation: 1, isLock: 1 })
  })

  it('reads matches in either case, or NOT_ENOUGH_SEATS', () => {
    const wire = {
      matches: [
        {
          PresentationId: 812,
          Seats: [
            { VenueSectionId: 3, XCoordinate: 12, YCoordinate: 5 },
            { VenueSectionId: 4, XCoordinate: 1, YCoordinate: null },
          ],
        },
      ],
    }
    const expected = E.right(
      E.right([
        {
          presentationId: 812,
          seats: [
            { sectionId: 3, x: 12, y: 5 },
            { sectionId: 4, x: 1, y: null },
          ],
        },
      ]),
    )
    expect(decodeWith(BestAvailableResponse, wire)).toEqual(expected)
    expect(decodeWith(BestAvailableResponse, camelKeys(wire))).toEqual(expected)
    expect(decodeWith(BestAvailableResponse, { error: { code: 'NOT_ENOUGH_SEATS' } })).toEqual(
      E.right(E.left(kartisError('NOT_ENOUGH_SEATS'))),
    )
    expect(decodeWith(BestAvailableResponse, pascalKeys(wire))).toEqual(expected)
  })
})
