import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Reservation } from '../model/reservation'
import { compareReservations, sortReservations } from './sort'

const startDateTime = fc.oneof(
  fc.constant(null),
  fc.constant('not a date'),
  fc
    .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom('2026-03-01T20:00:00+02:00', '2026-03-01T18:00:00Z', '2026-03-01T00:00:00+02:00'),
)

const reservation: fc.Arbitrary<Reservation> = fc.record({
  reservationIdentifier: fc.string({ maxLength: 3 }),
  resStateId: fc.constantFrom(1, 2),
  quantity: fc.nat(4),
  sectionName: fc.constant(''),
  rowNames: fc.constant(''),
  seatNames: fc.constant(''),
  isUnpaid: fc.boolean(),
  startDateTime,
})

const list = fc.array(reservation, { maxLength: 30 })

describe('reservation order properties (§4)', () => {
  it('sorting is idempotent and keeps every reservation', () => {
    fc.assert(
      fc.property(list, (rs) => {
        const once = sortReservations(rs)
        expect(sortReservations(once)).toEqual(once)
        expect(once.length).toBe(rs.length)
      }),
    )
  })
  it('unpaid always precede paid', () => {
    fc.assert(
      fc.property(list, (rs) => {
        const flags = sortReservations(rs).map((r) => r.isUnpaid)
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)))
      }),
    )
  })
  it('within paid and unpaid, readable starts descend and come before unreadable ones', () => {
    fc.assert(
      fc.property(list, (rs) => {
        const sorted = sortReservations(rs)
        for (const unpaid of [true, false]) {
          const starts = sorted
            .filter((r) => r.isUnpaid === unpaid)
            .map((r) => (r.startDateTime === null ? Number.NaN : Date.parse(r.startDateTime)))
          const dated = starts.filter((t) => !Number.isNaN(t))
          expect(starts.slice(0, dated.length)).toEqual(dated)
          expect(dated).toEqual([...dated].sort((a, b) => b - a))
        }
      }),
    )
  })
  it('is a total order: antisymmetric and transitive, and the result does not depend on input order', () => {
    fc.assert(
      fc.property(reservation, reservation, reservation, (a, b, c) => {
        expect(compareReservations(a, b)).toBe(-compareReservations(b, a) || 0)
        if (compareReservations(a, b) <= 0 && compareReservations(b, c) <= 0) expect(compareReservations(a, c)).toBeLessThanOrEqual(0)
      }),
    )
    fc.assert(
      fc.property(list, (rs) => {
        const keys = (xs: readonly Reservation[]) => xs.map((r) => [r.isUnpaid, r.reservationIdentifier])
        expect(keys(sortReservations([...rs].reverse()))).toEqual(keys(sortReservations(rs)))
      }),
    )
  })
})
