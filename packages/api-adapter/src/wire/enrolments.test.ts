import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { agorot, type EnrolmentSeason } from '@kartis/core'
import { decodeWith } from './decode'
import { EnrolmentLockSeatBody, EnrolmentSeasonCodec, EnrolmentSeatPlanParams } from './enrolments'

const season: EnrolmentSeason = {
  membershipId: 2001,
  seasonId: 2027,
  name: 'מינוי עונת התיאטרון',
  rates: [{ ticketId: 20011, ticketGroupId: 3, name: 'מינוי מלא', price: agorot(54000), minEvents: 4, maxEvents: 6 }],
  events: [
    {
      presentationId: 301,
      featureId: 7,
      featureName: 'המלט',
      startDateTime: '2026-12-03T21:00:00+02:00',
      venueId: 2,
      seatplanId: 20,
      isRequired: false,
    },
  ],
  serviceCharge: { name: 'דמי טיפול', amountPerOrder: agorot(1000), percentRatePerOrder: 0 },
}

describe('enrolment codecs (issue 14 §3)', () => {
  it('§3 a season goes out with PascalCase keys and shekels and comes back the same', () => {
    const wire = EnrolmentSeasonCodec.encode(season)
    expect(wire).toMatchObject({ MembershipId: 2001, SeasonId: 2027, Rates: [{ TicketId: 20011, Price: 540, MinEvents: 4 }] })
    expect(decodeWith(EnrolmentSeasonCodec, wire)).toEqual(E.right(season))
  })

  it('§7 lock-seat body: the spec fields, presentationIds optional; a missing seasonId is a DECODE_ERROR', () => {
    const body = {
      venueId: 2,
      seatplanId: 20,
      sectionId: 1,
      x: 4,
      y: 2,
      ticketGroupId: 3,
      seasonId: 2027,
      presentationId: 301,
      selections: [],
    }
    expect(decodeWith(EnrolmentLockSeatBody, body)).toEqual(E.right(body))
    expect(decodeWith(EnrolmentLockSeatBody, { ...body, presentationIds: [301, 302] })).toEqual(
      E.right({ ...body, presentationIds: [301, 302] }),
    )
    const { seasonId: _dropped, ...withoutSeason } = body
    const missing = decodeWith(EnrolmentLockSeatBody, withoutSeason)
    expect(E.isLeft(missing) && missing.left.code).toBe('DECODE_ERROR')
  })

  it('§7 seat plan query: presentationIds as a comma list', () => {
    expect(decodeWith(EnrolmentSeatPlanParams, { membershipId: '2001', presentationIds: '301,302' })).toEqual(
      E.right({ membershipId: 2001, presentationIds: [301, 302] }),
    )
  })
})
