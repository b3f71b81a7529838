import { kartisError, type EnrolmentSelection } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { EnrolmentSelectionsResponse } from '../wire/enrolments'
import { HttpEnrolments } from './http-enrolments'
import { bodyOf, json, pathOf, queryOf, scriptedTransport } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))

const selection: EnrolmentSelection = { presentationId: 301, venueId: 2, seatplanId: 20, sectionId: 1, x: 4, y: 2, ticketGroupId: 3 }

const request = {
  membershipId: 2001,
  seasonId: 2027,
  presentationId: 301,
  presentationIds: [301, 302, 303],
  venueId: 2,
  seatplanId: 20,
  sectionId: 1,
  ticketGroupId: 3,
  x: 4,
  y: 2,
  selections: [],
}

describe('HttpEnrolments (issue 14 §3)', () => {
  it('§7 PUT /enroll/{membershipId}/lock-seat with the spec body plus the chosen events; the selections answered', async () => {
    const { transport, seen } = answering(EnrolmentSelectionsResponse.encode(E.right([selection])))
    expect(await new HttpEnrolments(transport).lockSeat(request)).toEqual(E.right([selection]))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/enroll/2001/lock-seat')
    expect(bodyOf(seen[0])).toMatchObject({ seasonId: 2027, presentationId: 301, presentationIds: [301, 302, 303], x: 4, y: 2 })
    expect(bodyOf(seen[0])).not.toHaveProperty('membershipId')
  })

  it('§8 a seat taken in one event is the server’s ENROLMENT_SEAT_TAKEN, naming it', async () => {
    const refusal = { error: { code: 'ENROLMENT_SEAT_TAKEN', params: { presentationId: 302, event: 'המלט', date: '03/12 21:00' } } }
    const { transport } = answering(refusal, 409)
    const answer = await new HttpEnrolments(transport).lockSeat(request)
    expect(E.isLeft(answer) && answer.left.code).toBe('ENROLMENT_SEAT_TAKEN')
    expect(E.isLeft(answer) && answer.left.params).toMatchObject({ event: 'המלט' })
  })

  it('§7 GET /enroll/{membershipId}/seatplan names the events as a comma list, and none when none is named', async () => {
    const { transport, seen } = answering({ error: { code: 'NOT_FOUND' } }, 404)
    const enrolments = new HttpEnrolments(transport)
    expect(await enrolments.seatPlan(2001, [301, 302])).toEqual(E.left(kartisError('NOT_FOUND')))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/enroll/2001/seatplan')
    expect(queryOf(seen[0]?.url ?? '')).toMatchObject({ presentationIds: '301,302' })
    await enrolments.seatPlan(2001, [])
    expect(queryOf(seen[1]?.url ?? '')).not.toHaveProperty('presentationIds')
  })
})
