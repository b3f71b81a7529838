import { describe, expect, it } from 'vitest'
import type { EDocumentTicket } from '../model/edocument'
import { ReservationState, type Reservation } from '../model/reservation'
import { cancelledReservation } from './cancel'
import { edocumentOf, withSellingVenueGrace } from './edocument'

const reservation: Reservation = {
  reservationIdentifier: 'R-7',
  resStateId: ReservationState.paid,
  quantity: 1,
  featureName: 'המלט',
  venueName: 'מועדון הבמה',
  sectionName: 'רחבה',
  rowNames: '',
  seatNames: '',
  isUnpaid: false,
  startDateTime: '2026-07-01T20:30:00+03:00',
  customerName: 'נועה כהן',
}

/** A general-admission place: no row, no seat. */
const ticket: EDocumentTicket = {
  ticketIdentifier: 'T-7',
  reference: 'T-7.SIGNED',
  sectionName: 'רחבה',
  rowName: '',
  seatName: '',
  quantity: 1,
}

describe('§2 the e-ticket of a reservation', () => {
  it('shows its show, time, venue and customer with its tickets', () => {
    expect(edocumentOf(reservation, [ticket])).toEqual({
      reservationIdentifier: 'R-7',
      resStateId: 2,
      isUnpaid: false,
      featureName: 'המלט',
      venueName: 'מועדון הבמה',
      startDateTime: '2026-07-01T20:30:00+03:00',
      customerName: 'נועה כהן',
      tickets: [ticket],
    })
  })

  it('§4 shows a cancelled reservation with its facts and no ticket', () => {
    expect(edocumentOf(cancelledReservation(reservation), [ticket])).toMatchObject({ resStateId: 3, featureName: 'המלט', tickets: [] })
  })

  it('leaves out what the reservation does not name (an untimed show without venue, no customer name)', () => {
    const { featureName: _feature, venueName: _venue, customerName: _customer, ...bare } = reservation
    const shown = edocumentOf({ ...bare, startDateTime: null }, [])
    expect(shown).not.toHaveProperty('featureName')
    expect(shown).not.toHaveProperty('venueName')
    expect(shown).toMatchObject({ startDateTime: null, customerName: '' })
  })
})

describe('withSellingVenueGrace (§9 issue 15 the grace of the venue that sold it)', () => {
  it('carries the seller’s grace minutes, zero included; with no seller the e-document is unchanged', () => {
    const edocument = edocumentOf(reservation, [ticket])
    expect(withSellingVenueGrace(edocument, { eDocumentGraceMinutes: 30 }).eDocumentGraceMinutes).toBe(30)
    expect(withSellingVenueGrace(edocument, { eDocumentGraceMinutes: 0 }).eDocumentGraceMinutes).toBe(0)
    expect(withSellingVenueGrace(edocument, null)).toEqual(edocument)
    expect('eDocumentGraceMinutes' in withSellingVenueGrace(edocument, null)).toBe(false)
  })
})
