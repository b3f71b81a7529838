import * as E from 'fp-ts/Either'
import * as O from 'fp-ts/Option'
import { describe, expect, it } from 'vitest'
import { memberOf } from '../../test/cart-fixtures'
import type { Cart, CartPresentation, CartSeat } from '../model/cart'
import type { Member } from '../model/member'
import { SeatAttribute, type SeatAttributeCode } from '../model/seat-plan'
import { emptyCart } from './cart'
import {
  checkHoldCustomer,
  checkHoldDeadline,
  checkHoldOrder,
  checkHoldSeats,
  holdDeadline,
  holdsDueStartingBefore,
  isHoldStillPossible,
  premiumSeats,
  switchToRegularOrder,
} from './hold-order'

const member = (startDate: string | null, endDate: string | null): Member => memberOf({ startDate, endDate })

const seat = (x: number, attributes: readonly SeatAttributeCode[] = []): CartSeat => ({
  sectionId: 1,
  x,
  y: 1,
  venueId: 1,
  seatplanId: 1,
  groupId: 1,
  rowName: '3',
  seatName: String(x),
  sectionName: 'אולם',
  ticketGroupId: 1,
  allocationId: null,
  attributes,
  isMultiplyFactorSubTicket: false,
  presentationId: 12,
  ticket: null,
})

const presentation = (startDateTime: string | null): CartPresentation => ({
  id: 12,
  featureId: 3,
  venueId: 1,
  venueTypeId: 1,
  startDateTime,
  seatingPolicyId: 1,
  maxSeats: 10,
  locationId: 4,
  featureName: 'המלט',
})

// 15 March 2026, 18:00 in Jerusalem (UTC+2), in epoch milliseconds.
const now = Date.parse('2026-03-15T16:00:00Z')
const showAt2000 = '2026-03-15T20:00:00+02:00'
const holdCart: Cart = { ...emptyCart('events'), isHold: true, presentations: [presentation(showAt2000)], seats: [seat(1), seat(2)] }
const loggedIn = { customerIds: [7], members: [member('2026-01-01', '2026-12-31')] }

describe('hold orders need login and an active membership (§4)', () => {
  it('refuses a visitor without customer ids', () => {
    expect(checkHoldCustomer({ customerIds: [], members: loggedIn.members }, now)).toEqual(E.left({ code: 'HOLD_REQUIRES_LOGIN' }))
  })
  it('refuses a customer with no active member', () => {
    for (const members of [[], [member('2026-04-01', null)], [member(null, '2026-03-14')], [member('bad', null)]])
      expect(checkHoldCustomer({ customerIds: [7], members }, now)).toEqual(E.left({ code: 'HOLD_REQUIRES_ACTIVE_MEMBERSHIP' }))
  })
  it('accepts an active member, the end date lasting its whole day', () => {
    const lastDay = member('2025-03-15', '2026-03-15')
    expect(checkHoldCustomer({ customerIds: [7], members: [member(null, '2026-03-14'), lastDay] }, now)).toEqual(E.right([lastDay]))
    expect(E.isRight(checkHoldCustomer({ customerIds: [7], members: [member(null, null)] }, now))).toBe(true)
  })
})

describe('premium seats cannot be held (§4)', () => {
  it('fails with the offer of a regular order and the count', () => {
    expect(checkHoldSeats([seat(1), seat(2, [SeatAttribute.premium]), seat(3, [SeatAttribute.premium, SeatAttribute.heated])])).toEqual(
      E.left({ code: 'PREMIUM_SEAT_CANNOT_BE_HELD', params: { offer: 'switchToRegularOrder', count: 2, seats: 'אולם 3/2, אולם 3/3' } }),
    )
  })
  it('names a GA place by its section', () => {
    const place = { ...seat(1, [SeatAttribute.premium]), rowName: '', seatName: '', sectionName: 'רחבה' }
    expect(checkHoldSeats([place])).toEqual(
      E.left({ code: 'PREMIUM_SEAT_CANNOT_BE_HELD', params: { offer: 'switchToRegularOrder', count: 1, seats: 'רחבה' } }),
    )
    expect(premiumSeats([seat(1), place])).toEqual([place])
  })
  it('accepts regular seats', () => {
    const seats = [seat(1, [SeatAttribute.handicap]), seat(2)]
    expect(checkHoldSeats(seats)).toEqual(E.right(seats))
  })
  it('switching to a regular order keeps the seats', () => {
    const cart = { ...holdCart, seats: [seat(1, [SeatAttribute.premium])] }
    expect(switchToRegularOrder(cart)).toEqual({ ...cart, isHold: false })
  })
})

describe('hold deadline: 30 minutes before the event (§9)', () => {
  it('is the start less 30 minutes', () => {
    expect(holdDeadline(showAt2000)).toEqual(O.some(Date.parse('2026-03-15T17:30:00Z')))
    expect(holdDeadline(null)).toEqual(O.none)
    expect(() => holdDeadline('tonight')).toThrow(RangeError)
  })
  it('a hold is possible up to and including the deadline', () => {
    expect(isHoldStillPossible(showAt2000, Date.parse('2026-03-15T17:30:00Z'))).toBe(true)
    expect(isHoldStillPossible(showAt2000, Date.parse('2026-03-15T17:30:01Z'))).toBe(false)
    expect(isHoldStillPossible(null, now)).toBe(true)
  })
  it('a hold is due for release exactly when it is no longer possible', () => {
    const start = Date.parse(showAt2000)
    for (const at of [Date.parse('2026-03-15T17:29:59Z'), Date.parse('2026-03-15T17:30:00Z'), Date.parse('2026-03-15T17:30:01Z')])
      expect(start < holdsDueStartingBefore(at)).toBe(!isHoldStillPossible(showAt2000, at))
  })
  it('every presentation of the cart must allow it', () => {
    const late = { ...holdCart, presentations: [presentation(showAt2000), { ...presentation('2026-03-15T18:20:00+02:00'), id: 13 }] }
    expect(checkHoldDeadline(late, now)).toEqual(E.left({ code: 'TOO_CLOSE_TO_PRSNT_DATE', params: { presentationId: 13, minutes: 30 } }))
    expect(checkHoldDeadline(holdCart, now)).toEqual(E.right(holdCart))
  })
})

describe('checkHoldOrder (§4)', () => {
  it('passes a logged-in member with regular seats in time', () => {
    expect(checkHoldOrder(holdCart, loggedIn, now)).toEqual(E.right(holdCart))
  })
  it('reports login before membership before premium seats', () => {
    const premium = { ...holdCart, seats: [seat(1, [SeatAttribute.premium])] }
    expect(checkHoldOrder(premium, { customerIds: [], members: [] }, now)).toEqual(E.left({ code: 'HOLD_REQUIRES_LOGIN' }))
    expect(checkHoldOrder(premium, { customerIds: [7], members: [] }, now)).toEqual(E.left({ code: 'HOLD_REQUIRES_ACTIVE_MEMBERSHIP' }))
    expect(checkHoldOrder(premium, loggedIn, now)).toEqual(
      E.left({ code: 'PREMIUM_SEAT_CANNOT_BE_HELD', params: { offer: 'switchToRegularOrder', count: 1, seats: 'אולם 3/1' } }),
    )
  })
})
