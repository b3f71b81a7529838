import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EnrolmentSeason, Seat } from '@kartis/core'
import { withIoLatency } from '../test-support/io-latency'
import { demoApp, newVisitor, type DemoApp } from '../test-support/demo-app'
import { enrolmentRowStart, lockEnrolmentFor, seasonNow } from '../test-support/enrolment-fixture'
import { errorOf } from '../test-support/selection-fixture'
import { ENGINES } from '../test-support/test-databases'

/**
 * Issue 14 §3 a fixed seat is locked in every chosen event in ONE transaction (lockSeatsTogether).
 * Two visitors race for the same fixed seat over overlapping events named in opposite orders
 * (A: e1 e2 e3, B: e3 e2 e4), with the seat reads network-like (io-latency) so the requests
 * interleave. Exactly one must win, holding the seat in all its events, and the loser must hold
 * nothing.
 *
 * Control run (how this test was seen to fail): with enrolments/enrolment-seats.ts put back to the
 * old lockEnrolmentSeat — one lockSeat transaction per event, a refusal undoing the locks taken
 * before it — A took e1 while B took e3, each was then refused the other's event and let go, and
 * the first round ended with NO winner: `expect(winners).toHaveLength(1)` failed ("got +0") on
 * both SQLite and PostgreSQL.
 */

const ROUNDS = 6

describe.each(ENGINES)('PUT /api/enroll/{membershipId}/lock-seat, two visitors at once on %s', { timeout: 120_000 }, (engine) => {
  let demo: DemoApp | undefined
  beforeAll(async () => {
    demo = await demoApp({ engine, seats: withIoLatency })
  })
  afterAll(async () => {
    await demo?.app.close()
  })
  const staged = (): DemoApp => {
    if (demo === undefined) throw new Error('the demo is opened before the tests')
    return demo
  }

  /** The visitor's locked seats, by a direct read of the inventory: [presentationId, x, y]. */
  const heldBy = async (uuid: string) =>
    (await staged().storage.seats.locksOf(uuid)).map((lock) => [lock.presentationId, lock.x, lock.y]).sort()

  const raceOnce = async (season: EnrolmentSeason, seat: Seat) => {
    const [e1, e2, e3, e4] = season.events.map((event) => event.presentationId)
    if (e1 === undefined || e2 === undefined || e3 === undefined || e4 === undefined) throw new Error('four events')
    const a = { uuid: newVisitor(), ids: [e1, e2, e3] }
    const b = { uuid: newVisitor(), ids: [e3, e2, e4] }
    const answers = await Promise.all([a, b].map((v) => lockEnrolmentFor(staged().app, v.uuid, season, v.ids, seat)))
    return [a, b].map((visitor, i) => ({ ...visitor, answer: answers[i] }))
  }

  it('exactly one wins the fixed seat in all its events; the loser is refused ENROLMENT_SEAT_TAKEN and holds nothing', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { app, database } = staged()
      const season = await seasonNow(app, database)
      const seat = await enrolmentRowStart(app, [], 0)
      const outcomes = await raceOnce(season, seat)
      const winners = outcomes.filter((o) => o.answer?.status === 200)
      const losers = outcomes.filter((o) => o.answer?.status !== 200)
      expect(winners).toHaveLength(1)
      const [winner] = winners
      const [loser] = losers
      if (winner === undefined || loser === undefined) throw new Error('one winner, one loser')
      expect([loser.answer?.status, loser.answer === undefined ? undefined : errorOf(loser.answer)['code']]).toEqual([
        409,
        'ENROLMENT_SEAT_TAKEN',
      ])
      expect(await heldBy(loser.uuid)).toEqual([])
      expect(await heldBy(winner.uuid)).toEqual(winner.ids.map((id) => [id, seat.x, seat.y]).sort())
    }
  })
})
