import { kartisError, type SeatSection } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { presentation, presentationWire, sectionsWire } from '../wire/test-support/samples'
import { decodeWith } from '../wire/decode'
import { SeatPlanColumnsResponse, SeatPlanResponse } from '../wire/seats'
import { overJson } from '../wire/test-support/recase'
import { HttpBestAvailable } from './http-best-available'
import { HttpSeatLocks } from './http-seat-locks'
import { HttpSeatPlans } from './http-seat-plans'
import { HttpSeatStatuses } from './http-seat-statuses'
import { bodyOf, fakeCaptcha, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => {
  const captcha = fakeCaptcha()
  return { ...scriptedTransport(() => json(status, body), captcha), captcha }
}

const seatToLock = { presentationId: 812, venueId: 7, seatplanId: 41, sectionId: 3, ticketGroupId: 9, x: 12, y: 5 }

describe('HttpSeatPlans', () => {
  const planOf = (sections: unknown) =>
    E.map((decoded: readonly SeatSection[]) => ({ venueId: 7, seatplanId: 41, sections: decoded }))(
      decodeWith(SeatPlanResponse, { sections }),
    )
  const columnsOfSample = (): unknown => {
    const sections = decodeWith(SeatPlanResponse, { sections: sectionsWire })
    if (E.isLeft(sections)) throw new Error('the sample does not decode')
    return overJson(SeatPlanColumnsResponse.encode(sections.right))
  }

  it('seatPlan: GET /seats/seatplan/columns?venueId&seatplanId, the sections made the plan of that venue', async () => {
    const { transport, seen } = answering(columnsOfSample())
    const answer = await new HttpSeatPlans(transport).seatPlan({ venueId: 7, seatplanId: 41 })
    expect(answer).toEqual(planOf(sectionsWire))
    expect(E.isRight(answer)).toBe(true)
    expect(seen.map((request) => pathOf(request.url))).toEqual(['/api/seats/seatplan/columns'])
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ venueId: '7', seatplanId: '41' })
  })

  it('seatPlan: a box office without the columns form (NOT_FOUND) is asked §7’s GET /seats/seatplan', async () => {
    const { transport, seen } = scriptedTransport((request) =>
      pathOf(request.url).endsWith('/columns') ? json(404, { error: { code: 'NOT_FOUND' } }) : json(200, { sections: sectionsWire }),
    )
    expect(await new HttpSeatPlans(transport).seatPlan({ venueId: 7, seatplanId: 41 })).toEqual(planOf(sectionsWire))
    expect(seen.map((request) => pathOf(request.url))).toEqual(['/api/seats/seatplan/columns', '/api/seats/seatplan'])
    expect(queryOf(seen[1]?.url ?? '')).toMatchObject({ venueId: '7', seatplanId: '41' })
  })

  it('seatPlan: another refusal of the columns form is the answer (no second call)', async () => {
    const { transport, seen } = answering({ error: { code: 'TOO_MANY_REQUESTS' } }, 429)
    const answer = await new HttpSeatPlans(transport).seatPlan({ venueId: 7, seatplanId: 41 })
    expect(E.isLeft(answer) && answer.left.code).toBe('TOO_MANY_REQUESTS')
    expect(seen).toHaveLength(1)
  })

  it('presentationsOn: the calendar date as YYYY-MM-DD', async () => {
    const { transport, seen } = answering({ presentations: [presentationWire] })
    expect(await new HttpSeatPlans(transport).presentationsOn({ year: 2026, month: 7, day: 1 })).toEqual(E.right([presentation]))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/seats/presentations')
    expect(queryOf(seen[0]?.url ?? '')['date']).toBe('2026-07-01')
  })
})

describe('HttpSeatStatuses', () => {
  it('seatsStatus: isReserved as 1, a recaptchaToken, modified seats as section:x:y; the arrays decoded', async () => {
    const { transport, seen, captcha } = answering({
      seats: [
        [3, 2, 12, 5, 7781, 9, 1],
        [3, 2, 13, 5, null, 9, 2],
        [3, 2, 14, 5, null, null, 7],
      ],
    })
    const answer = await new HttpSeatStatuses(transport).seatsStatus({
      presentationId: 812,
      venueTypeId: 1,
      isReserved: true,
      sectionId: 3,
      modifySeats: [{ sectionId: 3, x: 12, y: 5 }],
    })
    expect(answer).toEqual(
      E.right([
        { sectionId: 3, groupId: 2, x: 12, y: 5, allocationId: 7781, ticketGroupId: 9, status: 'available' },
        { sectionId: 3, groupId: 2, x: 13, y: 5, allocationId: null, ticketGroupId: 9, status: 'selected' },
        { sectionId: 3, groupId: 2, x: 14, y: 5, allocationId: null, ticketGroupId: null, status: 'unavailable' },
      ]),
    )
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({
      presentationId: '812',
      venueTypeId: '1',
      isReserved: '1',
      isHold: '0',
      sectionId: '3',
      modifySeats: '3:12:5',
      recaptchaToken: 'token-for-seatsStatus',
    })
    expect(captcha.actions).toEqual(['seatsStatus'])
  })
})

describe('HttpSeatLocks', () => {
  it('lock: PUT /seats/lock-seat with the seat in PascalCase and a recaptchaToken; answers the locked seat', async () => {
    const { transport, seen } = answering({ lockedSeat: { x: 12, y: 5, allocationId: 7781 } })
    expect(await new HttpSeatLocks(transport).lock(seatToLock)).toEqual(E.right({ x: 12, y: 5, allocationId: 7781 }))
    expect(seen[0]?.init.method).toBe('PUT')
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/seats/lock-seat')
    expect(bodyOf(seen[0])).toEqual({
      recaptchaToken: 'token-for-lockSeat',
      seat: { PresentationId: 812, VenueId: 7, VenueSeatplanId: 41, VenueSectionId: 3, TicketGroupId: 9, XCoordinate: 12, YCoordinate: 5 },
    })
  })

  it('lock: a GA lock sends YCoordinate null and gets the allocated coordinates', async () => {
    const { transport, seen } = answering({ lockedSeat: { x: 17, y: 1, allocationId: null } })
    expect(await new HttpSeatLocks(transport).lock({ ...seatToLock, sectionId: 4, x: 0, y: null })).toEqual(
      E.right({ x: 17, y: 1, allocationId: null }),
    )
    expect(bodyOf(seen[0])).toMatchObject({ seat: { VenueSectionId: 4, YCoordinate: null } })
  })

  it('lock: the server’s in-band refusal is the result', async () => {
    const { transport } = answering({
      error: { code: 'SINGLE_SEAT_LEFT', message: 'אין להשאיר כיסא בודד', params: { row: '5', seat: '11' } },
    })
    expect(await new HttpSeatLocks(transport).lock(seatToLock)).toEqual(
      E.left(kartisError('SINGLE_SEAT_LEFT', { row: '5', seat: '11' }, 'אין להשאיר כיסא בודד')),
    )
  })

  it('unlock: PUT /seats/unlock-seat with the same payload; success or the error', async () => {
    const ok = answering({ success: true })
    expect(await new HttpSeatLocks(ok.transport).unlock(seatToLock)).toEqual(E.right(undefined))
    expect(pathOf(ok.seen[0]?.url ?? '')).toBe('/api/seats/unlock-seat')
    expect(bodyOf(ok.seen[0])).toMatchObject({ recaptchaToken: 'token-for-unlockSeat', seat: { XCoordinate: 12 } })
    const refused = answering({ success: false, error: 'SEAT_UNLOCK_FAILED' })
    expect(await new HttpSeatLocks(refused.transport).unlock(seatToLock)).toEqual(E.left(kartisError('SEAT_UNLOCK_FAILED')))
  })
})

describe('HttpBestAvailable', () => {
  it('sends the §9 fixed parameters (5 matches, 1 result, best per presentation, lock) with the request', async () => {
    const { transport, seen } = answering({
      matches: [
        {
          PresentationId: 812,
          Seats: [
            { VenueSectionId: 3, XCoordinate: 12, YCoordinate: 5 },
            { VenueSectionId: 3, XCoordinate: 13, YCoordinate: 5 },
          ],
        },
      ],
    })
    const answer = await new HttpBestAvailable(transport).bestAvailable({
      quantity: 2,
      featureId: 55,
      startDate: { year: 2026, month: 7, day: 1 },
      endDate: { year: 2026, month: 7, day: 14 },
    })
    expect(answer).toEqual(
      E.right([
        {
          presentationId: 812,
          seats: [
            { sectionId: 3, x: 12, y: 5 },
            { sectionId: 3, x: 13, y: 5 },
          ],
        },
      ]),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/seats/best-available')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({
      recaptchaToken: 'token-for-bestAvailable',
      quantity: '2',
      maxMatches: '5',
      resultsPerMatch: '1',
      isBestPerPresentation: '1',
      isLock: '1',
      featureId: '55',
      startDate: '2026-07-01',
      endDate: '2026-07-14',
    })
  })

  it('NOT_ENOUGH_SEATS from the server is the result', async () => {
    const { transport } = answering({ error: { code: 'NOT_ENOUGH_SEATS', params: { quantity: 4 } } })
    expect(await new HttpBestAvailable(transport).bestAvailable({ quantity: 4, presentationId: 812 })).toEqual(
      E.left(kartisError('NOT_ENOUGH_SEATS', { quantity: 4 })),
    )
  })
})
