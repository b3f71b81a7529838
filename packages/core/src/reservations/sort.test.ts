import { describe, expect, it } from 'vitest'
import type { Reservation } from '../model/reservation'
import { sortReservations } from './sort'

const reservation = (id: string, isUnpaid: boolean, startDateTime: string | null): Reservation => ({
  reservationIdentifier: id,
  resStateId: 2,
  quantity: 1,
  sectionName: '',
  rowNames: '',
  seatNames: '',
  isUnpaid,
  startDateTime,
})

describe('reservation list order (§4)', () => {
  it('unpaid first, then start date descending, undated last', () => {
    const list = [
      reservation('paid-old', false, '2026-01-01T20:00:00+02:00'),
      reservation('paid-none', false, null),
      reservation('unpaid-old', true, '2026-01-05T20:00:00+02:00'),
      reservation('paid-new', false, '2026-03-01T20:00:00+02:00'),
      reservation('unpaid-none', true, null),
      reservation('unpaid-new', true, '2026-02-05T20:00:00+02:00'),
    ]
    expect(sortReservations(list).map((r) => r.reservationIdentifier)).toEqual([
      'unpaid-new',
      'unpaid-old',
      'unpaid-none',
      'paid-new',
      'paid-old',
      'paid-none',
    ])
  })
  it('compares instants, not strings, across offsets', () => {
    const list = [reservation('a', false, '2026-03-01T21:00:00+03:00'), reservation('b', false, '2026-03-01T19:30:00Z')]
    expect(sortReservations(list).map((r) => r.reservationIdentifier)).toEqual(['b', 'a'])
  })
  it('an unreadable start counts as undated; ties go by identifier', () => {
    const list = [reservation('z', false, 'soon'), reservation('y', false, null), reservation('x', false, '2026-01-01')]
    expect(sortReservations(list).map((r) => r.reservationIdentifier)).toEqual(['x', 'y', 'z'])
  })
  it('does not change the list it is given', () => {
    const list = [reservation('b', false, null), reservation('a', true, null)]
    sortReservations(list)
    expect(list.map((r) => r.reservationIdentifier)).toEqual(['b', 'a'])
  })
})
