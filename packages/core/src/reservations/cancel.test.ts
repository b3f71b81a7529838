import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Reservation } from '../model/reservation'
import { cancelledReservation, cancelReservation } from './cancel'

const reservation = (id: string, over: Partial<Reservation> = {}): Reservation => ({
  reservationIdentifier: id,
  resStateId: 2,
  quantity: 2,
  featureName: 'המלט',
  sectionName: 'אולם',
  rowNames: '5',
  seatNames: '7,8',
  isUnpaid: true,
  startDateTime: '2026-03-15T20:00:00+02:00',
  ...over,
})

describe('cancelling a reservation (§4)', () => {
  it('sets ResStateId 3, quantity 0, clears names and the unpaid flag', () => {
    expect(cancelledReservation(reservation('R1'))).toEqual({
      ...reservation('R1'),
      resStateId: 3,
      quantity: 0,
      sectionName: '',
      rowNames: '',
      seatNames: '',
      isUnpaid: false,
    })
  })
  it("removes it from the customer's list and returns it cancelled", () => {
    const customer = { firstName: 'ישראל', reservations: [reservation('R1'), reservation('R2')] }
    expect(cancelReservation(customer, 'R1')).toEqual(
      E.right({ holder: { firstName: 'ישראל', reservations: [reservation('R2')] }, cancelled: cancelledReservation(reservation('R1')) }),
    )
  })
  it('RESERVATION_NOT_FOUND when it is not in the list', () => {
    expect(cancelReservation({ reservations: [reservation('R1')] }, 'R9')).toEqual(
      E.left({ code: 'RESERVATION_NOT_FOUND', params: { reservationIdentifier: 'R9' } }),
    )
  })
  it('NOTHING_TO_CANCEL when already cancelled or empty', () => {
    for (const r of [reservation('R1', { resStateId: 3 }), reservation('R1', { quantity: 0 })])
      expect(cancelReservation({ reservations: [r] }, 'R1')).toEqual(
        E.left({ code: 'NOTHING_TO_CANCEL', params: { reservationIdentifier: 'R1' } }),
      )
  })
})
