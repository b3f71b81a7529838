import { agorot, kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { HttpReservations } from './http-reservations'
import { HttpSystemVouchers } from './http-system-vouchers'
import { bodyOf, json, pathOf, queryOf, scriptedTransport, VISITOR_UUID } from './test-support/fake-fetch'

const answering = (body: unknown, status = 200) => scriptedTransport(() => json(status, body))
const visitor = { uuid: () => VISITOR_UUID }

describe('HttpReservations', () => {
  it('reservation: GET /reservations/{resId}?uuid, the reservation in domain terms', async () => {
    const { transport, seen } = answering({
      ReservationIdentifier: 'R-1001',
      ResStateId: 2,
      Quantity: 2,
      SectionName: 'אולם',
      RowNames: '5',
      SeatNames: '12, 13',
      IsUnpaid: false,
      StartDateTime: '2026-07-01T21:30:00',
    })
    expect(await new HttpReservations(transport, visitor).reservation('R-1001')).toEqual(
      E.right({
        reservationIdentifier: 'R-1001',
        resStateId: 2,
        quantity: 2,
        sectionName: 'אולם',
        rowNames: '5',
        seatNames: '12, 13',
        isUnpaid: false,
        startDateTime: '2026-07-01T21:30:00+03:00',
      }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/reservations/R-1001')
    expect(queryOf(seen[0]?.url ?? '')['uuid']).toBe(VISITOR_UUID)
  })

  it('reservation: an unknown one is the server’s error', async () => {
    const { transport } = answering({ error: { code: 'RESERVATION_NOT_FOUND' } }, 404)
    expect(await new HttpReservations(transport, visitor).reservation('R-9')).toEqual(E.left(kartisError('RESERVATION_NOT_FOUND')))
  })

  it('edocument: GET /edocuments/{documentKey}, the e-ticket with each line’s reference', async () => {
    const { transport, seen } = answering({
      ReservationIdentifier: 'KR-ABCDEFGH',
      ResStateId: 2,
      StartDateTime: '2026-07-01T21:30:00',
      CustomerName: 'דנה כהן',
      Tickets: [{ TicketIdentifier: 'KR-ABCDEFGH-01', Reference: 'KR-ABCDEFGH-01.0123456789ABCDEF0123', RowName: '5', SeatName: '12' }],
    })
    expect(await new HttpReservations(transport, visitor).edocument('KR-ABCDEFGH-0123456789abcdef')).toEqual(
      E.right({
        reservationIdentifier: 'KR-ABCDEFGH',
        resStateId: 2,
        isUnpaid: false,
        startDateTime: '2026-07-01T21:30:00+03:00',
        customerName: 'דנה כהן',
        tickets: [
          {
            ticketIdentifier: 'KR-ABCDEFGH-01',
            reference: 'KR-ABCDEFGH-01.0123456789ABCDEF0123',
            sectionName: '',
            rowName: '5',
            seatName: '12',
            quantity: 1,
          },
        ],
      }),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/edocuments/KR-ABCDEFGH-0123456789abcdef')
    expect(queryOf(seen[0]?.url ?? '')).not.toHaveProperty('uuid')
  })

  it('edocument: a key the box office did not issue is its 404 NOT_FOUND', async () => {
    const { transport } = answering({ error: { code: 'NOT_FOUND' } }, 404)
    expect(await new HttpReservations(transport, visitor).edocument('KR-ABCDEFGH-0123456789abcdee')).toEqual(
      E.left(kartisError('NOT_FOUND')),
    )
  })

  it('cancel: POST /reservations/{id}/cancel { itemsToCancel, refundToTransactionCredit }; §8 codes come back', async () => {
    const ok = answering({ data: { Fee: 20, Refund: 158, CreditCode: 'CR-7K3M' } })
    const request = { reservationIdentifier: 'R-1001', itemsToCancel: ['T-1'], refundToTransactionCredit: true }
    expect(await new HttpReservations(ok.transport, visitor).cancel(request)).toEqual(
      E.right({ fee: 2000, refund: 15800, creditCode: 'CR-7K3M' }),
    )
    expect(pathOf(ok.seen[0]?.url ?? '')).toBe('/api/reservations/R-1001/cancel')
    expect(bodyOf(ok.seen[0])).toEqual({ itemsToCancel: ['T-1'], refundToTransactionCredit: true })
    const refused = answering({ error: 'TOO_CLOSE_TO_PRSNT_DATE' })
    expect(await new HttpReservations(refused.transport, visitor).cancel(request)).toEqual(E.left(kartisError('TOO_CLOSE_TO_PRSNT_DATE')))
  })

  it('producerCancel: "returns success or err"', async () => {
    const ok = answering({ success: true })
    expect(await new HttpReservations(ok.transport, visitor).producerCancel('R-1001')).toEqual(E.right(undefined))
    expect(pathOf(ok.seen[0]?.url ?? '')).toBe('/api/reservations/R-1001/producerCancel')
    const refused = answering({ err: 'אין הרשאה לבטל' })
    expect(await new HttpReservations(refused.transport, visitor).producerCancel('R-1001')).toEqual(
      E.left(kartisError('SERVER_ERROR', undefined, 'אין הרשאה לבטל')),
    )
  })
})

describe('HttpSystemVouchers', () => {
  it('history: GET /system-vouchers/{ref}/history, amounts signed in agorot', async () => {
    const { transport, seen } = answering({
      history: [
        { DateTime: '2026-06-01T10:00:00', Description: 'טעינה', Amount: 200, ReservationIdentifier: null },
        { DateTime: '2026-06-20T19:05:00', Description: 'מימוש', Amount: -89.5, ReservationIdentifier: 'R-1001' },
      ],
    })
    expect(await new HttpSystemVouchers(transport).history('GIFT-200')).toEqual(
      E.right([
        { dateTime: '2026-06-01T10:00:00+03:00', description: 'טעינה', amount: agorot(20000), reservationIdentifier: null },
        { dateTime: '2026-06-20T19:05:00+03:00', description: 'מימוש', amount: agorot(-8950), reservationIdentifier: 'R-1001' },
      ]),
    )
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/system-vouchers/GIFT-200/history')
  })

  it('cancel: POST /system-vouchers/{voucherReference}/cancel { reservationIdentifier }', async () => {
    const { transport, seen } = answering({ success: true })
    expect(await new HttpSystemVouchers(transport).cancel('SV-1', 'R-1001')).toEqual(E.right(undefined))
    expect(pathOf(seen[0]?.url ?? '')).toBe('/api/system-vouchers/SV-1/cancel')
    expect(bodyOf(seen[0])).toEqual({ reservationIdentifier: 'R-1001' })
  })

  it('requestReplacement: the voucher’s new replacement facts, or a §8 code', async () => {
    const ok = answering({
      IsForReplacement: true,
      StartDate: '2026-07-01T00:00:00',
      EndDate: '2026-07-31T23:59:00',
      DateTimeCreated: '2026-07-01T12:00:00',
    })
    expect(await new HttpSystemVouchers(ok.transport).requestReplacement('SV-1', 'R-1001')).toEqual(
      E.right({
        isForReplacement: true,
        startDate: '2026-07-01T00:00:00+03:00',
        endDate: '2026-07-31T23:59:00+03:00',
        dateTimeCreated: '2026-07-01T12:00:00+03:00',
      }),
    )
    expect(pathOf(ok.seen[0]?.url ?? '')).toBe('/api/system-vouchers/SV-1/replacement')
    const refused = answering({ error: { code: 'SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT' } })
    expect(await new HttpSystemVouchers(refused.transport).requestReplacement('SV-1', 'R-1001')).toEqual(
      E.left(kartisError('SYSTEM_VOUCHER_ALREADY_FOR_REPLACEMENT')),
    )
  })
})
