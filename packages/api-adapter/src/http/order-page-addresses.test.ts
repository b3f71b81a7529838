import { describe, expect, it } from 'vitest'
import { presentationWire } from '../wire/test-support/samples'
import { orderPageFollowingCalls, orderPagePresentationAddress } from './order-page-addresses'

/** GET /presentations/{id}'s answer for the sample presentation (feature 55, venue 7, seat plan 41, GA), changed by `changes`. */
const answer = (changes: Readonly<Record<string, unknown>> = {}): string =>
  JSON.stringify({ presentation: { ...presentationWire, ...changes } })

describe('issue 16 §1 the order page’s first calls, named for its page', () => {
  it('asks for the presentation as the order store does, under the page’s API base', () => {
    expect(orderPagePresentationAddress('/api/', 5)).toBe('/api/presentations/5?isHold=0')
    expect(orderPagePresentationAddress('/v/theatre/api/', 12)).toBe('/v/theatre/api/presentations/12?isHold=0')
  })

  it('then its feature, ticket groups, seat plan, timer and the captcha setting, from the presentation’s answer', () => {
    expect(orderPageFollowingCalls('/api/', 812, answer({ IsGA: 0 }))).toEqual({
      addresses: [
        '/api/features/?featureIds=55',
        '/api/presentations/812/ticketGroups?isGA=0&isHold=0',
        '/api/presentations/timer/812',
        '/api/captcha-config',
      ],
      seatPlan: { key: { venueId: 7, seatplanId: 41 }, address: '/api/seats/seatplan/columns?venueId=7&seatplanId=41' },
    })
    expect(
      orderPageFollowingCalls('/v/club/api/', 33, answer({ PresentationId: 33, FeatureId: 9, VenueId: 4, VenueSeatplanId: 40 })),
    ).toEqual({
      addresses: [
        '/v/club/api/features/?featureIds=9',
        '/v/club/api/presentations/33/ticketGroups?isGA=1&isHold=0',
        '/v/club/api/presentations/timer/33',
        '/v/club/api/captcha-config',
      ],
      seatPlan: { key: { venueId: 4, seatplanId: 40 }, address: '/v/club/api/seats/seatplan/columns?venueId=4&seatplanId=40' },
    })
  })

  it('none after an answer that is no presentation: an in-band error, another shape, or no JSON', () => {
    expect(orderPageFollowingCalls('/api/', 5, '{"error":{"code":"NOT_FOUND","message":"לא נמצא","params":{}}}')).toBeNull()
    expect(orderPageFollowingCalls('/api/', 5, '{"presentation":{"PresentationId":"five"}}')).toBeNull()
    expect(orderPageFollowingCalls('/api/', 5, '<html>')).toBeNull()
  })
})
