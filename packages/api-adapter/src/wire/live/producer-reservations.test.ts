import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot } from '@kartis/core'
import { decodeWith } from '../decode'
import { ProducerReservationsParams, ProducerReservationsResponse } from './producer-reservations'
import { StaffLoginResponse, StaffUserCodec } from './staff-session'

const WIRE_RESERVATION = {
  ReservationIdentifier: 'KR-12345678',
  ResStateId: 2,
  CustomerName: 'דני אברהם',
  MobileNumber: '0527654321',
  Quantity: 2,
  Amount: 178,
  PresentationId: 31,
  FeatureName: 'המלט',
  VenueName: 'תיאטרון העיר',
  StartDateTime: '2025-07-10T20:30:00+03:00',
  SectionName: 'אולם',
  RowNames: 'ג',
  SeatNames: '7, 8',
  IsUnpaid: false,
  CreatedAt: '2025-07-01T12:00:00+03:00',
  IntegrationId: 'INT-DEMO-1',
  Cancellation: { Fee: 20, Refund: 158 },
}

describe('issue 13 live codecs', () => {
  it('reads a producer reservation in shekels as agorot, and writes it back as the wire had it', () => {
    const decoded = decodeWith(ProducerReservationsResponse, { reservations: [WIRE_RESERVATION] })
    expect(
      E.map((list: readonly { readonly amount: number; readonly cancellation: unknown }[]) => list.map((r) => [r.amount, r.cancellation]))(
        decoded,
      ),
    ).toEqual(E.right([[agorot(17800), { fee: agorot(2000), refund: agorot(15800) }]]))
    if (E.isRight(decoded)) expect(ProducerReservationsResponse.encode(decoded.right)).toEqual({ reservations: [WIRE_RESERVATION] })
  })

  it('reads a cancelled one (no quote) and refuses a bad date in the search', () => {
    const cancelled = decodeWith(ProducerReservationsResponse, {
      reservations: [{ ...WIRE_RESERVATION, ResStateId: 3, Cancellation: null }],
    })
    expect(E.isRight(cancelled) && cancelled.right[0]?.cancellation).toBeNull()
    // Issue 14 a server from before partner integrations sends no IntegrationId: a direct sale.
    const { IntegrationId: _absent, ...older } = WIRE_RESERVATION
    const direct = decodeWith(ProducerReservationsResponse, { reservations: [older] })
    expect(E.isRight(direct) && direct.right[0]?.integrationId).toBeNull()
    expect(decodeWith(ProducerReservationsParams, { q: 'x', date: '2025-07-10' })).toEqual(E.right({ q: 'x', date: '2025-07-10' }))
    expect(E.isLeft(decodeWith(ProducerReservationsParams, { date: '2025-02-30' }))).toBe(true)
  })

  it('reads userInfo, keeping only the permissions this product knows', () => {
    expect(
      decodeWith(StaffUserCodec, { StaffId: 1, Name: 'רוני', Email: 'r@example.org', Permissions: [266, 999, 268], BusinessIds: [1, 2] }),
    ).toEqual(E.right({ staffId: 1, name: 'רוני', email: 'r@example.org', permissions: [266, 268], businessIds: [1, 2] }))
    expect(decodeWith(StaffLoginResponse, { userInfo: null, totpChallenge: 'abc' })).toEqual(
      E.right({ userInfo: null, totpChallenge: 'abc' }),
    )
  })
})
