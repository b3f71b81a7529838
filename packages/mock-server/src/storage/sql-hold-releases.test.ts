import * as E from 'fp-ts/Either'
import { describe, expect, it, onTestFinished } from 'vitest'
import { ManualClock, ReservationState, agorot } from '@kartis/core'
import { createHold } from '../payment/hold-fixture'
import { CUSTOMER, OTHER_VISITOR, VISITOR, lockSeats, openPaymentFixture } from '../payment/payment-fixture'
import { anotherProcess, ENGINES } from '../test-support/test-databases'
import type { Engine } from './database/storage-database'
import { FIXTURE_RESERVED_SECTION } from './fixture-catalog'
import { SqlHoldReleases } from './sql-hold-releases'

const START = Date.UTC(2025, 6, 1, 9, 0)
const MINUTE = 60_000

/**
 * A box office with holds on a presentation an hour after START (its hold deadline START + 30
 * minutes) and one three hours after, a hold paid and a hold cancelled on the first.
 */
const setup = async (engine: Engine) => {
  const clock = new ManualClock(START)
  const fixture = await openPaymentFixture(clock, {}, { engine })
  onTestFinished(() => fixture.database.close())
  const { storage, presentationId, database } = fixture
  const [later] = await storage.catalog.addPresentations([
    {
      featureId: 1,
      venueId: 1,
      startsAt: START + 180 * MINUTE,
      seatingPolicyId: 1,
      maxSeats: 10,
      soldout: false,
      serviceCharge: agorot(0),
      timer: null,
    },
  ])
  if (typeof later !== 'number') throw new Error('later presentation not created')
  const due = await createHold(storage, VISITOR, presentationId, [
    { x: 1, ticketId: 11 },
    { x: 2, ticketId: 11 },
  ])
  const paid = await createHold(storage, VISITOR, presentationId, [{ x: 4, ticketId: 11 }])
  const marked = await storage.unitOfWork.transaction((tx) => tx.reservations.markPaid(paid, VISITOR, null))
  if (E.isLeft(marked)) throw new Error(marked.left.code)
  const cancelled = await createHold(storage, VISITOR, presentationId, [{ x: 5, ticketId: 11 }])
  await storage.reservations.cancel(cancelled, VISITOR)
  const notYet = await createHold(storage, VISITOR, later, [{ x: 1, ticketId: 11 }])
  const releases = new SqlHoldReleases(database, clock)
  const shown = (reservationIdentifier: string) => storage.reservations.getForUuid(reservationIdentifier, VISITOR)
  return { clock, storage, database, presentationId, due, paid, cancelled, notYet, releases, shown }
}

const seat = (presentationId: number, x: number) => ({ presentationId, sectionId: FIXTURE_RESERVED_SECTION, x, y: 1 })

/** The due hold as released: its seats, and who is told of what (the fixture's customer, the presentation an hour after START). */
const released = (reservationIdentifier: string, presentationId: number) => ({
  reservationIdentifier,
  seats: [seat(presentationId, 1), seat(presentationId, 2)],
  mobileNumber: CUSTOMER.mobileNumber,
  featureName: expect.any(String),
  startDateTime: '2025-07-01T13:00:00+03:00',
})

describe.each(ENGINES)('SqlHoldReleases on %s', (engine) => {
  it('releases nothing up to the deadline, 30 minutes before the event', async () => {
    const { clock, releases, due, shown } = await setup(engine)
    clock.advance(30 * MINUTE)
    expect(await releases.releaseDue()).toEqual([])
    expect(await shown(due)).toMatchObject({ isUnpaid: true, resStateId: ReservationState.active, quantity: 2 })
  })

  it('after the deadline cancels exactly the unpaid holds due, frees their seats, and only once', async () => {
    const { clock, releases, due, paid, cancelled, notYet, presentationId, shown, storage } = await setup(engine)
    const before = await Promise.all([paid, cancelled, notYet].map(shown))
    clock.advance(30 * MINUTE + 1)
    expect(await releases.releaseDue()).toEqual([released(due, presentationId)])
    expect(await shown(due)).toMatchObject({ resStateId: ReservationState.cancelled, isUnpaid: false, quantity: 0, seatNames: '' })
    expect(await Promise.all([paid, cancelled, notYet].map(shown))).toEqual(before)
    expect(await releases.releaseDue()).toEqual([])
    // The seats are free: another visitor takes them.
    await lockSeats(storage, OTHER_VISITOR, presentationId, [
      { x: 1, ticketId: 11 },
      { x: 2, ticketId: 11 },
    ])
  })

  it('releases each hold once when two instances sweep at the same moment', async () => {
    const { clock, releases, due, database, presentationId } = await setup(engine)
    const other = new SqlHoldReleases(await anotherProcess(database), clock)
    clock.advance(45 * MINUTE)
    const results = await Promise.all([releases.releaseDue(), other.releaseDue(), releases.releaseDue(), other.releaseDue()])
    expect(results.flat()).toEqual([released(due, presentationId)])
  })
})
