import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CartEnrolmentItem } from '../model/cart'
import type { EnrolmentEvent, EnrolmentSeason } from '../model/enrolment'
import { agorot } from '../money/money'
import { emptyCart } from './cart'
import {
  checkEnrolmentLine,
  checkNotEnrolled,
  enrolmentSeatTargets,
  eventLabelOf,
  isSameEnrollee,
  rateOf,
  theEnrolmentLine,
} from './enrolment-order'

const event = (presentationId: number, startDateTime: string | null = '2026-12-03T21:00:00+02:00'): EnrolmentEvent => ({
  presentationId,
  featureId: 1,
  featureName: 'המלט',
  startDateTime,
  venueId: 3,
  seatplanId: 30,
  isRequired: false,
})

const season: EnrolmentSeason = {
  membershipId: 2001,
  seasonId: 26,
  name: 'עונת תיאטרון',
  rates: [{ ticketId: 501, ticketGroupId: 5, name: 'מלא', price: agorot(36000), minEvents: 3, maxEvents: 4 }],
  events: [event(100), event(101), event(102), event(103)],
  serviceCharge: null,
}

const line = (overrides: Partial<CartEnrolmentItem> = {}): CartEnrolmentItem => ({
  membershipId: 2001,
  ticketId: 501,
  seasonId: 26,
  totalAmount: agorot(36000),
  seat: null,
  ticketGroupId: 5,
  selections: [100, 101, 102].map((presentationId) => ({
    presentationId,
    venueId: 3,
    seatplanId: 30,
    sectionId: 1,
    x: 4,
    y: 2,
    ticketGroupId: 5,
  })),
  ...overrides,
})

describe('§2 enrolment order (issue 14 §3)', () => {
  it('§3 a rate the season does not sell is ENROLMENT_RATE_NOT_FOUND', () => {
    expect(rateOf(season, 999)).toEqual(E.left({ code: 'ENROLMENT_RATE_NOT_FOUND', params: { ticketId: 999 } }))
  })

  it('§8 an event is named by its feature and its start in Jerusalem', () => {
    expect(eventLabelOf(event(100))).toEqual({ event: 'המלט', date: '03/12 21:00' })
    expect(eventLabelOf(event(100, null))).toEqual({ event: 'המלט', date: '' })
  })

  it('§1 the order is one enrolment line and nothing else', () => {
    const cart = emptyCart('enrolment')
    expect(theEnrolmentLine(cart)).toEqual(E.left({ code: 'SELECTION_REQUIRED' }))
    expect(theEnrolmentLine({ ...cart, enrolments: [line(), line()] })).toEqual(
      E.left({ code: 'MAX_QUANTITY_EXCEEDED', params: { max: 1 } }),
    )
    expect(E.isRight(theEnrolmentLine({ ...cart, enrolments: [line()] }))).toBe(true)
  })

  it('§3 a line is checked against the season: its events, their venue and the season it names', () => {
    expect(E.isRight(checkEnrolmentLine(season, line()))).toBe(true)
    expect(checkEnrolmentLine(season, line({ seasonId: 25 }))).toEqual(
      E.left({ code: 'NOT_FOUND', params: { membershipId: 2001, seasonId: 25 } }),
    )
    const [first] = line().selections
    if (first === undefined) throw new Error('the sample has selections')
    expect(checkEnrolmentLine(season, line({ selections: [first, first, first] }))).toEqual(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'event-chosen-twice', presentationId: 100 } }),
    )
    expect(checkEnrolmentLine(season, line({ selections: [first] }))).toEqual(
      E.left({ code: 'ENROLMENT_EVENT_COUNT', params: { min: 3, max: 4 } }),
    )
    const elsewhere = line().selections.map((selection) => ({ ...selection, venueId: 9 }))
    expect(checkEnrolmentLine(season, line({ selections: elsewhere }))).toEqual(
      E.left({ code: 'SEAT_NOT_FOUND', params: { presentationId: 100, sectionId: 1, x: 4, y: 2 } }),
    )
  })

  it('§7 a lock acts in the named events of the season, the request presentation among them', () => {
    expect(E.isRight(enrolmentSeatTargets(season, 100, []))).toBe(true)
    expect(
      E.map((events: readonly EnrolmentEvent[]) => events.map((e) => e.presentationId))(enrolmentSeatTargets(season, 101, [100, 101, 103])),
    ).toEqual(E.right([100, 101, 103]))
    expect(enrolmentSeatTargets(season, 102, [100, 101])).toEqual(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-not-targeted', presentationId: 102 } }),
    )
    expect(enrolmentSeatTargets(season, 100, [100, 100])).toEqual(E.left({ code: 'BAD_REQUEST', params: { reason: 'event-chosen-twice' } }))
    expect(enrolmentSeatTargets(season, 100, [100, 555])).toEqual(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'event-not-in-season', presentationId: 555 } }),
    )
  })
})

describe('§8 ALREADY_ENROLLED: one enrolment per person and season', () => {
  const dana = { customerId: null, mobileNumber: '050-1234567', ssn: '18' }
  const other = { customerId: null, mobileNumber: '0527654321', ssn: '123456782' }

  it('is the same person by account, by mobile number or by ID number, each compared normalised', () => {
    expect(isSameEnrollee(dana, { ...other, mobileNumber: '+972501234567' })).toBe(true)
    expect(isSameEnrollee(dana, { ...other, ssn: '000000018' })).toBe(true)
    expect(isSameEnrollee({ ...dana, customerId: 7 }, { ...other, customerId: 7 })).toBe(true)
    expect(isSameEnrollee(dana, other)).toBe(false)
    expect(isSameEnrollee({ ...dana, customerId: 7 }, { ...other, customerId: 8 })).toBe(false)
    // Empty details (a producer's customer has no ID number) never make two people one.
    expect(isSameEnrollee({ ...dana, ssn: '' }, { ...other, ssn: '' })).toBe(false)
  })

  it('refuses the season to somebody enrolled in it already, naming the season', () => {
    const season = { membershipId: 3, seasonId: 4 }
    expect(checkNotEnrolled(season, dana, [other])).toEqual(E.right(undefined))
    const refused = checkNotEnrolled(season, dana, [other, { ...other, mobileNumber: '0501234567' }])
    expect(refused).toMatchObject(E.left({ code: 'ALREADY_ENROLLED', params: { membershipId: 3, seasonId: 4 } }))
  })
})
