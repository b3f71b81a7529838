import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type EnrolmentSeason, type EnrolmentSeatRequest, type Seat } from '@kartis/core'
import { EnrolmentId } from '../demo/demo-enrolment'
import { demoOfficeWithTwo, rightOf, seatsOf } from './test-support/demo-sample'

const NOW = Date.UTC(2025, 6, 6, 6, 0)

const open = () => demoOfficeWithTwo(NOW)

const requestFor = (season: EnrolmentSeason, presentationIds: readonly number[], seat: Seat): EnrolmentSeatRequest => ({
  membershipId: season.membershipId,
  seasonId: season.seasonId,
  presentationId: presentationIds[0] ?? 0,
  presentationIds,
  venueId: seat.venueId,
  seatplanId: seat.seatplanId,
  sectionId: seat.sectionId,
  ticketGroupId: seat.ticketGroupId ?? 0,
  x: seat.x,
  y: seat.y ?? 0,
  selections: [],
})

/** A seat free in every named event, by the combined plan, that the single-seat rule lets one lock. */
const freeSeatsIn = async (by: ReturnType<typeof open>['dana'], season: EnrolmentSeason, ids: readonly number[]) =>
  seatsOf(rightOf(await by.enrolments.seatPlan(season.membershipId, ids))).filter(
    (s) => s.status === 'available' && s.ticketGroupId !== null,
  )

describe('InMemoryEnrolments (issue 14 §3)', () => {
  it('offers the demo theatre season: six shows, two rates, ₪10 handling', async () => {
    const season = rightOf(await open().dana.enrolments.season(EnrolmentId.theatreSeason))
    expect(season.events).toHaveLength(6)
    expect(season.rates.map((rate) => [rate.name, rate.price, rate.minEvents, rate.maxEvents])).toEqual([
      ['מינוי מלא', 54000, 4, 6],
      ['שלישייה', 39000, 3, 3],
    ])
    expect(season.serviceCharge?.amountPerOrder).toBe(1000)
    expect(await open().dana.enrolments.season(42)).toEqual(E.left({ code: 'NOT_FOUND', params: { membershipId: 42 } }))
  })

  it('§4 locks a fixed seat in three chosen events at once, and frees it in all of them', async () => {
    const { dana, yossi } = open()
    const season = rightOf(await dana.enrolments.season(EnrolmentId.theatreSeason))
    const ids = season.events.slice(0, 3).map((event) => event.presentationId)
    for (const seat of await freeSeatsIn(dana, season, ids)) {
      const locked = await dana.enrolments.lockSeat(requestFor(season, ids, seat))
      if (E.isLeft(locked)) continue
      expect(locked.right.map((s) => [s.presentationId, s.sectionId, s.x, s.y])).toEqual(
        ids.map((id) => [id, seat.sectionId, seat.x, seat.y]),
      )
      const seenByYossi = seatsOf(rightOf(await yossi.enrolments.seatPlan(season.membershipId, [ids[1] ?? 0])))
      expect(seenByYossi.find((s) => s.sectionId === seat.sectionId && s.x === seat.x && s.y === seat.y)?.status).toBe('selected')
      expect(E.isLeft(await yossi.enrolments.unlockSeat(requestFor(season, ids, seat)))).toBe(true)
      expect(await dana.enrolments.unlockSeat(requestFor(season, ids, seat))).toEqual(E.right([]))
      return
    }
    throw new Error('no fixed seat could be locked')
  })

  it('§4 a fixed seat taken in one chosen event is refused naming that event, and nothing stays locked (all or none)', async () => {
    const { dana, yossi } = open()
    const season = rightOf(await dana.enrolments.season(EnrolmentId.theatreSeason))
    const ids = season.events.slice(0, 3).map((event) => event.presentationId)
    const third = season.events[2]
    if (third === undefined) throw new Error('the season has six events')
    for (const seat of await freeSeatsIn(dana, season, ids)) {
      if (E.isLeft(await yossi.enrolments.lockSeat(requestFor(season, [third.presentationId], seat)))) continue
      const refused = await dana.enrolments.lockSeat(requestFor(season, ids, seat))
      expect(E.isLeft(refused) && refused.left.code).toBe('ENROLMENT_SEAT_TAKEN')
      expect(E.isLeft(refused) && refused.left.params?.['event']).toBe(third.featureName)
      const afterwards = await dana.enrolments.lockSeat(requestFor(season, [ids[0] ?? 0], seat))
      expect(E.isRight(afterwards)).toBe(true)
      return
    }
    throw new Error('no seat could be taken by the other visitor')
  })

  it('§7 refuses an event outside the season and a season id that is not the membership one', async () => {
    const { dana } = open()
    const season = rightOf(await dana.enrolments.season(EnrolmentId.theatreSeason))
    const [seat] = await freeSeatsIn(dana, season, [season.events[0]?.presentationId ?? 0])
    if (seat === undefined) throw new Error('the first show has a free seat')
    expect(await dana.enrolments.lockSeat(requestFor(season, [999], seat))).toEqual(
      E.left({ code: 'BAD_REQUEST', params: { reason: 'event-not-in-season', presentationId: 999 } }),
    )
    expect(
      E.isLeft(await dana.enrolments.lockSeat({ ...requestFor(season, [season.events[0]?.presentationId ?? 0], seat), seasonId: 1 })),
    ).toBe(true)
  })
})
