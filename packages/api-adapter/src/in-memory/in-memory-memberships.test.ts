import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type MembershipOnSale, type MembershipSeatRequest, type Seat } from '@kartis/core'
import { MembershipCode, MembershipId } from '../demo/demo-memberships'
import { demoOfficeWithTwo, rightOf, seatsOf } from './test-support/demo-sample'

const NOW = Date.UTC(2025, 6, 6, 6, 0)

const open = () => demoOfficeWithTwo(NOW)

const requestFor = (onSale: MembershipOnSale, presentationId: number | null, seat: Seat): MembershipSeatRequest => ({
  membershipId: onSale.membership.membershipId,
  presentationId,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  ticketGroupId: seat.ticketGroupId ?? 0,
  x: seat.x,
  y: seat.y,
})

type Adapters = ReturnType<typeof open>['dana']

/** The first available seat of the plan the visitor can lock (the single-seat rule may refuse some). */
const lockFirstFree = async (by: Adapters, onSale: MembershipOnSale, presentationId: number | null) => {
  const plan = rightOf(await by.memberships.seatPlan(onSale.membership.membershipId, presentationId))
  for (const seat of seatsOf(plan).filter((s) => s.status === 'available' && s.ticketGroupId !== null)) {
    const locked = await by.memberships.lockSeat(requestFor(onSale, presentationId, seat))
    if (E.isRight(locked)) return { seat, selections: locked.right }
  }
  throw new Error('no seat could be locked')
}

describe('InMemoryMembershipSales', () => {
  it('sells the demo series over four theatre shows and the fixed cinema seat over three screenings', async () => {
    const { dana } = open()
    const onSale = rightOf(await dana.membershipSales.membershipsOnSale())
    expect(onSale.map((m) => [m.membership.code, m.seating, m.presentations.length])).toEqual([
      [MembershipCode.theatreSeries, 'perPresentation', 4],
      [MembershipCode.cinemaFixedSeat, 'fixedSeat', 3],
      ['SEASON-2027', 'fixedSeat', 6],
    ])
    // Issue 14 §3 the enrolment season is listed (its enroll button) and marked, never sold by code.
    expect(onSale.map((m) => m.enrolmentSeasonId)).toEqual([undefined, undefined, 2027])
    expect(await dana.membershipSales.membership('SEASON-2027')).toMatchObject(E.left({ code: 'NOT_FOUND' }))
    expect(rightOf(await dana.membershipSales.membership('theatre4')).membership.membershipId).toBe(MembershipId.theatreSeries)
    expect(await dana.membershipSales.membership('NOPE')).toMatchObject(E.left({ code: 'NOT_FOUND' }))
  })
})

describe('InMemoryMemberships: a series seated one presentation at a time', () => {
  it('locks a seat in the presentation named; the selections carry it; another visitor sees it taken and cannot unlock it', async () => {
    const { dana, yossi } = open()
    const series = rightOf(await dana.membershipSales.membership(MembershipCode.theatreSeries))
    const [first, second] = series.presentations
    if (first === undefined || second === undefined) throw new Error('a series of four')
    const { seat, selections } = await lockFirstFree(dana, series, first.presentationId)
    expect(selections).toEqual([expect.objectContaining({ presentationId: first.presentationId, x: seat.x, y: seat.y })])
    const seen = rightOf(await yossi.memberships.seatPlan(series.membership.membershipId, first.presentationId))
    expect(seatsOf(seen).find((s) => s.sectionId === seat.sectionId && s.x === seat.x && s.y === seat.y)?.status).toBe('selected')
    expect(await yossi.memberships.lockSeat(requestFor(series, first.presentationId, seat))).toMatchObject(
      E.left({ code: 'SEAT_NO_LONGER_AVAILABLE' }),
    )
    expect(await yossi.memberships.unlockSeat(requestFor(series, first.presentationId, seat), selections)).toMatchObject(
      E.left({ code: 'SEAT_UNLOCK_FAILED' }),
    )
    const next = await lockFirstFree(dana, series, second.presentationId)
    expect(next.selections.map((s) => s.presentationId)).toEqual([first.presentationId, second.presentationId])
    expect(rightOf(await dana.memberships.unlockSeat(requestFor(series, first.presentationId, seat), next.selections))).toEqual([
      expect.objectContaining({ presentationId: second.presentationId }),
    ])
  })

  it('refuses a series seat without its presentation, or in a presentation it does not cover', async () => {
    const { dana } = open()
    const series = rightOf(await dana.membershipSales.membership(MembershipCode.theatreSeries))
    const plan = rightOf(await dana.memberships.seatPlan(series.membership.membershipId, series.presentations[0]?.presentationId ?? 0))
    const [seat] = seatsOf(plan)
    if (seat === undefined) throw new Error('a plan with seats')
    expect(await dana.memberships.lockSeat(requestFor(series, null, seat))).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-required' } }),
    )
    expect(await dana.memberships.lockSeat(requestFor(series, 999_999, seat))).toMatchObject(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'presentation-not-in-membership' } }),
    )
  })
})

describe('InMemoryMemberships: a fixed seat', () => {
  it('locks the one seat in every screening it covers', async () => {
    const { dana } = open()
    const fixed = rightOf(await dana.membershipSales.membership(MembershipCode.cinemaFixedSeat))
    const { seat, selections } = await lockFirstFree(dana, fixed, null)
    expect(selections.map((s) => [s.presentationId, s.x, s.y])).toEqual(fixed.presentations.map((p) => [p.presentationId, seat.x, seat.y]))
  })
})
