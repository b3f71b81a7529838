import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { agorot, kartisError } from '@kartis/core'
import { decodeWith } from './decode'
import {
  CancelBody,
  CancelResponse,
  ProducerCancelResponse,
  ReservationParams,
  ReservationResponse,
  SystemVoucherBody,
  SystemVoucherHistoryResponse,
  SystemVoucherReplacementResponse,
} from './reservations'
import { camelKeys, pascalKeys } from './test-support/recase'

const reservationWire = {
  ReservationIdentifier: 'R-100',
  ResStateId: 2,
  Quantity: 2,
  FeatureName: 'ערב סטנדאפ',
  VenueName: 'מועדון הבמה',
  SectionName: 'אולם',
  RowNames: '5',
  SeatNames: '12,13',
  IsUnpaid: false,
  StartDateTime: '2026-07-01T21:30:00',
  CustomerName: 'דנה כהן',
  MobileNumber: '0501234567',
}
const reservation = {
  reservationIdentifier: 'R-100',
  resStateId: 2,
  quantity: 2,
  featureName: 'ערב סטנדאפ',
  venueName: 'מועדון הבמה',
  sectionName: 'אולם',
  rowNames: '5',
  seatNames: '12,13',
  isUnpaid: false,
  startDateTime: '2026-07-01T21:30:00+03:00',
  customerName: 'דנה כהן',
  mobileNumber: '0501234567',
}

describe('reservation', () => {
  it('reads the §3 reservation in either case', () => {
    expect(decodeWith(ReservationParams, { resId: 'R-100', uuid: 'u-1' })).toEqual(E.right({ resId: 'R-100', uuid: 'u-1' }))
    expect(decodeWith(ReservationResponse, reservationWire)).toEqual(E.right(E.right(reservation)))
    expect(decodeWith(ReservationResponse, camelKeys(reservationWire))).toEqual(E.right(E.right(reservation)))
    expect(decodeWith(ReservationResponse, { error: { code: 'RESERVATION_NOT_FOUND' } })).toEqual(
      E.right(E.left(kartisError('RESERVATION_NOT_FOUND'))),
    )
    // §9 an unpaid hold's total, what paying it takes, in shekels.
    const hold = { ...reservationWire, ResStateId: 1, IsUnpaid: true, Total: 89 }
    expect(decodeWith(ReservationResponse, hold)).toEqual(
      E.right(E.right({ ...reservation, resStateId: 1, isUnpaid: true, total: agorot(8900) })),
    )
    expect(ReservationResponse.encode(E.right({ ...reservation, total: agorot(8900) }))).toMatchObject({ Total: 89 })
    expect(decodeWith(ReservationResponse, { ...reservationWire, ResStateId: 'בוטל' })).toEqual(
      E.left(expect.objectContaining({ params: expect.objectContaining({ path: 'ResStateId' }) })),
    )
  })
})

describe('cancel and producer cancel', () => {
  it('reads the cancel body and answers data or a §8 customer-area code', () => {
    expect(decodeWith(CancelBody, { ItemsToCancel: ['T1', 'T2'], RefundToTransactionCredit: 'true' })).toEqual(
      E.right({ itemsToCancel: ['T1', 'T2'], refundToTransactionCredit: true }),
    )
    expect(decodeWith(CancelResponse, { data: { refund: 45.9 } })).toEqual(E.right(E.right({ fee: 0, refund: 4590, creditCode: null })))
    expect(decodeWith(CancelResponse, { data: { Fee: 20, Refund: 69, CreditCode: 'CR-AB12' } })).toEqual(
      E.right(E.right({ fee: 2000, refund: 6900, creditCode: 'CR-AB12' })),
    )
    expect(decodeWith(CancelResponse, { success: true })).toEqual(E.right(E.right({ fee: 0, refund: 0, creditCode: null })))
    expect(CancelResponse.encode(E.right({ fee: agorot(2000), refund: agorot(6900), creditCode: 'CR-AB12' }))).toEqual({
      data: { Fee: 20, Refund: 69, CreditCode: 'CR-AB12' },
    })
    expect(decodeWith(CancelResponse, { error: 'BALANCE_IS_DUE' })).toEqual(E.right(E.left(kartisError('BALANCE_IS_DUE'))))
    expect(decodeWith(ProducerCancelResponse, { success: true })).toEqual(E.right(E.right(true)))
    expect(decodeWith(ProducerCancelResponse, { err: 'TOO_CLOSE_TO_PRSNT_DATE' })).toEqual(
      E.right(E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE'))),
    )
  })
})

describe('system vouchers', () => {
  it('reads the history in either case, amounts signed', () => {
    const wire = {
      history: [
        { DateTime: '2026-05-01T10:00:00', Description: 'טעינה', Amount: 200, ReservationIdentifier: null },
        { DateTime: '2026-06-01T20:15:00', Description: 'מימוש', Amount: -89.5, ReservationIdentifier: 'R-100' },
      ],
    }
    const expected = E.right(
      E.right([
        { dateTime: '2026-05-01T10:00:00+03:00', description: 'טעינה', amount: 20000, reservationIdentifier: null },
        { dateTime: '2026-06-01T20:15:00+03:00', description: 'מימוש', amount: -8950, reservationIdentifier: 'R-100' },
      ]),
    )
    expect(decodeWith(SystemVoucherHistoryResponse, wire)).toEqual(expected)
    expect(decodeWith(SystemVoucherHistoryResponse, camelKeys(wire))).toEqual(expected)
  })

  it('reads the replacement answer and the §8 system-voucher codes', () => {
    expect(decodeWith(SystemVoucherBody, { ReservationIdentifier: 'R-100' })).toEqual(E.right({ reservationIdentifier: 'R-100' }))
    const wire = {
      IsForReplacement: true,
      StartDate: '2026-07-01T00:00:00',
      EndDate: '2026-12-31T23:59:59',
      DateTimeCreated: '2026-06-20T12:00:00Z',
    }
    const expected = E.right(
      E.right({
        isForReplacement: true,
        startDate: '2026-07-01T00:00:00+03:00',
        endDate: '2026-12-31T23:59:59+02:00',
        dateTimeCreated: '2026-06-20T15:00:00+03:00',
      }),
    )
    expect(decodeWith(SystemVoucherReplacementResponse, wire)).toEqual(expected)
    expect(decodeWith(SystemVoucherReplacementResponse, pascalKeys(camelKeys(wire)))).toEqual(expected)
    expect(decodeWith(SystemVoucherReplacementResponse, { error: 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT' })).toEqual(
      E.right(E.left(kartisError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT'))),
    )
  })
})
