import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { SeatAttribute, agorot, type Cart, type Member } from '@kartis/core'
import { annualMember } from '../payment/hold-fixture'
import { cartOf } from '../payment/payment-fixture'
import { checkHoldCommit, type HoldSessionCustomer } from './hold-commit-check'

// 1 July 2025, 12:00 in Jerusalem; the show starts at 20:00.
const NOW = Date.parse('2025-07-01T09:00:00Z')
const SHOW = '2025-07-01T20:00:00+03:00'

const member = (startDate: string, endDate: string): Member => annualMember(7, startDate, endDate)

const MEMBER: HoldSessionCustomer = { customerId: 7, members: [member('2025-01-01', '2025-12-31')] }

/** A cart as the server priced it: the presentation's start and the seats' attributes from the catalog. */
const priced = (changes: Partial<Cart> = {}, startDateTime = SHOW): Cart => {
  const cart = cartOf(12, [
    { x: 1, ticketId: 11 },
    { x: 2, ticketId: 11 },
  ])
  return {
    ...cart,
    isHold: true,
    presentations: [
      {
        id: 12,
        featureId: 1,
        featureName: 'המלט',
        venueId: 1,
        venueTypeId: 1,
        startDateTime,
        seatingPolicyId: 1,
        maxSeats: 10,
        locationId: 1,
      },
    ],
    ...changes,
  }
}

const refusal = (result: ReturnType<typeof checkHoldCommit>) => (E.isLeft(result) ? result.left : null)

describe('checkHoldCommit (§4/§9)', () => {
  it('takes a hold from a logged-in customer with an active member, regular seats, before the deadline', () => {
    expect(checkHoldCommit(MEMBER, priced(), NOW)).toEqual(E.right(MEMBER))
  })

  it('refuses without a session customer: HOLD_REQUIRES_LOGIN', () => {
    expect(refusal(checkHoldCommit(null, priced(), NOW))).toEqual({ code: 'HOLD_REQUIRES_LOGIN' })
  })

  it('refuses a customer without an active member: HOLD_REQUIRES_ACTIVE_MEMBERSHIP', () => {
    for (const members of [[], [member('2024-01-01', '2024-12-31')], [member('2025-08-01', '2026-07-31')]])
      expect(refusal(checkHoldCommit({ customerId: 7, members }, priced(), NOW))).toEqual({ code: 'HOLD_REQUIRES_ACTIVE_MEMBERSHIP' })
  })

  it('refuses within 30 minutes of the start: TOO_CLOSE_TO_PRSNT_DATE', () => {
    expect(refusal(checkHoldCommit(MEMBER, priced({}, '2025-07-01T12:29:59+03:00'), NOW))).toEqual({
      code: 'TOO_CLOSE_TO_PRSNT_DATE',
      params: { presentationId: 12, minutes: 30 },
    })
    expect(E.isRight(checkHoldCommit(MEMBER, priced({}, '2025-07-01T12:30:00+03:00'), NOW))).toBe(true)
  })

  it('refuses premium seats, naming them, with the offer of a regular order', () => {
    const cart = priced()
    const [first, second] = cart.seats
    if (first === undefined || second === undefined) throw new Error('two seats expected')
    const seats = [first, { ...second, attributes: [SeatAttribute.premium] }]
    expect(refusal(checkHoldCommit(MEMBER, { ...cart, seats }, NOW))).toEqual({
      code: 'PREMIUM_SEAT_CANNOT_BE_HELD',
      params: { offer: 'switchToRegularOrder', count: 1, seats: 'אולם א/2' },
    })
  })

  it('refuses a hold that carries a payment: it is paid later, as a whole', () => {
    const voucher = { code: 'VOUCHER-50', id: 0, balance: agorot(5000), amount: agorot(5000), isGiftCard: false }
    for (const changes of [{ voucherPayments: [voucher] }, { paymentIdentifier: 'PAY-1' }])
      expect(refusal(checkHoldCommit(MEMBER, priced(changes), NOW))).toEqual({
        code: 'UNABLE_TO_PROCESS_ORDER',
        params: { reason: 'hold-takes-no-payment' },
      })
  })
})
