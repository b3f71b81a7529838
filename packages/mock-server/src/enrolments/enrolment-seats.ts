import * as E from 'fp-ts/Either'
import {
  enrolmentSeatTargets,
  kartisError,
  seatTakenIn,
  type EnrolmentSeason,
  type EnrolmentSeatRelease,
  type EnrolmentSeatRequest,
  type EnrolmentSelection,
  type Result,
  type SeatPlan,
} from '@kartis/core'
import { combinedSeatPlan } from '../seats/combined-seat-plan'
import type { SeatHolder } from '../seats/seat-hold-cap'
import { lockSeatsTogether, unlockSeatsEach, type SeatLockingDeps } from '../seats/seat-locking'
import { selectionsIn } from '../seats/seat-selections'

/**
 * §2/§7 an enrolment's seats are event seats: each is a lock of the visitor in a chosen event,
 * taken and freed as the seats' own lock-seat and unlock-seat do (seat-locking's lockSeatsTogether,
 * all events in one transaction, and unlockSeatsEach: the same seat rules, seat maximum,
 * per-address cap, expiry and published changes). The selections are derived from the visitor's
 * locks in the season's events (selectionsIn), never stored.
 */

/**
 * §7 GET /enroll/{membershipId}/seatplan: the events' plan, each seat's status for the visitor
 * combined over the named events (a fixed seat is offered only where it is free in all of them);
 * the season's first event alone when none is named. BAD_REQUEST from enrolmentSeatTargets.
 */
export const enrolmentSeatPlan = async (
  deps: Pick<SeatLockingDeps, 'seats' | 'layouts'>,
  uuid: string,
  season: EnrolmentSeason,
  presentationIds: readonly number[],
): Promise<Result<SeatPlan>> => {
  const [first] = season.events
  const named = presentationIds.length === 0 && first !== undefined ? [first.presentationId] : presentationIds
  const targets = enrolmentSeatTargets(season, named[0] ?? 0, named)
  if (E.isLeft(targets)) return targets
  return combinedSeatPlan(deps, uuid, targets.right, { membershipId: season.membershipId })
}

/** §7 the visitor's locked seats in the season's events: the enrolment's selections (selectionsIn). */
export const enrolmentSelections = (
  deps: Pick<SeatLockingDeps, 'seats'>,
  uuid: string,
  season: EnrolmentSeason,
): Promise<readonly EnrolmentSelection[]> => selectionsIn(deps.seats, uuid, season.events)

/**
 * §4/§7 PUT /enroll/{membershipId}/lock-seat: the seat locked for the visitor in each named event
 * (every chosen event of a fixed seat, or the one event of a seat per event), all or none in one
 * transaction (lockSeatsTogether: a concurrent visitor sees all of them taken or none); a seat
 * somebody else has there is ENROLMENT_SEAT_TAKEN naming the event. NOT_FOUND for a season id
 * that is not the membership's; other refusals as lock-seat's (SINGLE_SEAT_LEFT,
 * SEAT_MAXIMUM_REACHED, SEAT_NOT_FOUND…). Answers the enrolment's selections.
 */
export const lockEnrolmentSeat = async (
  deps: SeatLockingDeps,
  holder: SeatHolder,
  season: EnrolmentSeason,
  request: Omit<EnrolmentSeatRequest, 'membershipId'>,
): Promise<Result<readonly EnrolmentSelection[]>> => {
  if (request.seasonId !== season.seasonId)
    return E.left(kartisError('NOT_FOUND', { membershipId: season.membershipId, seasonId: request.seasonId }))
  const targets = enrolmentSeatTargets(season, request.presentationId, request.presentationIds)
  if (E.isLeft(targets)) return targets
  const events = targets.right
  const locked = await lockSeatsTogether(
    deps,
    holder,
    events.map((event) => ({ ...request, presentationId: event.presentationId })),
    (refusal, index) => {
      const event = events[index]
      return refusal.code === 'SEAT_NO_LONGER_AVAILABLE' && event !== undefined ? seatTakenIn(event) : refusal
    },
  )
  if (E.isLeft(locked)) return locked
  return E.right(await enrolmentSelections(deps, holder.uuid, season))
}

/**
 * §7 PUT /enroll/{membershipId}/unlock-seat: the visitor's own lock of the seat freed in each
 * named event; answers the selections left. The selections the client sends decide nothing: the
 * server's locks do. SEAT_UNLOCK_FAILED when the visitor held the seat in none of them (another
 * visitor's lock is never touched).
 */
export const unlockEnrolmentSeat = async (
  deps: SeatLockingDeps,
  uuid: string,
  season: EnrolmentSeason,
  request: Omit<EnrolmentSeatRelease, 'membershipId'>,
): Promise<Result<readonly EnrolmentSelection[]>> => {
  const targets = enrolmentSeatTargets(season, request.presentationId, request.presentationIds)
  if (E.isLeft(targets)) return targets
  const unlocked = await unlockSeatsEach(
    deps,
    uuid,
    targets.right.map((event) => ({ ...request, presentationId: event.presentationId })),
  )
  return E.isLeft(unlocked) ? unlocked : E.right(await enrolmentSelections(deps, uuid, season))
}
