import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { kartisError } from '../errors/error-codes'
import type { SeatPlan } from '../model/seat-plan'
import { drawRows, makeSeat, makeSection, seatAt } from '../../test/plan-fixtures'
import { firstTicketSeats } from './first-ticket'

const first = (applySingleSeatRule: boolean, ...rows: string[]) => {
  const { index, statuses, selection } = drawRows(...rows)
  return firstTicketSeats(index, statuses, selection, { applySingleSeatRule })
}

describe('firstTicketSeats (§4 first-ticket auto-select)', () => {
  it('prefers the first available seat that carries a ticket', () => {
    expect(first(false, 'T..T', '..*..*')).toEqual(E.right([seatAt(2, 2)]))
  })
  it('takes the first available seat when none carries a ticket', () => {
    expect(first(false, 'TT.', '...')).toEqual(E.right([seatAt(1, 3)]))
  })
  it('passes over a ticketed seat the single-seat rule blocks', () => {
    expect(first(true, 'T..*..')).toEqual(E.right([seatAt(1, 2)]))
    expect(first(false, 'T..*..')).toEqual(E.right([seatAt(1, 3)]))
  })
  it('sets the rule aside when it blocks every free seat', () => {
    expect(first(true, 'T..T')).toEqual(E.right([seatAt(1, 2)]))
  })
  it('skips seats held by others and this visitor', () => {
    expect(first(true, 'SOH...')).toEqual(E.right([seatAt(1, 4)]))
  })
  it('takes a whole couch', () => {
    expect(first(true, 'T[..]')).toEqual(E.right([seatAt(1, 2), seatAt(1, 3)]))
  })
  it('fails with NOT_ENOUGH_SEATS when no seat is available (§5)', () => {
    expect(first(true, 'TOH', 'T')).toEqual(E.left(kartisError('NOT_ENOUGH_SEATS')))
  })
  it('reads tickets from the latest load of the plan when given', () => {
    const { index, statuses, plan } = drawRows('...')
    const withTicket = drawRows('...*').plan.sections[0]?.groups[0]?.rows[0]?.seats[2]
    if (withTicket === undefined) throw new Error('fixture')
    const newer: SeatPlan = {
      ...plan,
      sections: [makeSection(1, [makeSeat(seatAt(1, 1)), makeSeat(seatAt(1, 2)), withTicket])],
    }
    expect(firstTicketSeats(index, statuses, [], { applySingleSeatRule: false, plan: newer })).toEqual(E.right([seatAt(1, 3)]))
    expect(firstTicketSeats(index, statuses, [], { applySingleSeatRule: false })).toEqual(E.right([seatAt(1, 1)]))
  })
})
