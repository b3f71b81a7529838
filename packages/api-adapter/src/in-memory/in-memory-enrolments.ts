import * as E from 'fp-ts/Either'
import {
  enrolmentSeatTargets,
  kartisError,
  seatTakenIn,
  type EnrolmentSeason,
  type EnrolmentSeatRelease,
  type EnrolmentSeatRequest,
  type EnrolmentSelection,
  type Enrolments,
  type Result,
  type SeatPlan,
} from '@kartis/core'
import { enrolmentSeasonsOnSale } from '../demo/demo-enrolment'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { combinedSeatPlan } from './combined-seat-plan'
import { membershipCandidatesIn } from './in-memory-membership-sales'
import { lockPlace, unlockPlace } from './seat-locking'

const seasonOf = (office: InMemoryBoxOffice, membershipId: number): Result<EnrolmentSeason> => {
  const found = enrolmentSeasonsOnSale(membershipCandidatesIn(office), office.dataset.features, office.now()).find(
    (season) => season.membershipId === membershipId,
  )
  return found === undefined ? E.left(kartisError('NOT_FOUND', { membershipId })) : E.right(found)
}

/**
 * §2/§7 membership enrolment in memory, as the reference server keeps it: the demo seasons
 * (demo/demo-enrolment), and each seat a lock of the visitor in a chosen event (the event seats'
 * locks: nobody else's, expiring alike); a fixed seat is locked in every chosen event or none.
 */
export class InMemoryEnrolments implements Enrolments {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §2 GET /enroll/{membershipId}: the season on sale; NOT_FOUND otherwise. */
  season(membershipId: number): Promise<Result<EnrolmentSeason>> {
    return Promise.resolve(seasonOf(this.office, membershipId))
  }

  /** §7 GET /enroll/{membershipId}/seatplan: the plan, each seat available only where free in every named event (the first when none). */
  seatPlan(membershipId: number, presentationIds: readonly number[]): Promise<Result<SeatPlan>> {
    const season = seasonOf(this.office, membershipId)
    if (E.isLeft(season)) return Promise.resolve(season)
    const [first] = season.right.events
    const named = presentationIds.length === 0 && first !== undefined ? [first.presentationId] : presentationIds
    const targets = enrolmentSeatTargets(season.right, named[0] ?? 0, named)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    const ids = targets.right.map((event) => event.presentationId)
    return Promise.resolve(combinedSeatPlan(this.office, this.visitor.uuid(), ids, { membershipId }))
  }

  /** §7 PUT /enroll/{membershipId}/lock-seat: locked in each named event, all or none (ENROLMENT_SEAT_TAKEN naming the event); the selections. */
  lockSeat(request: EnrolmentSeatRequest): Promise<Result<readonly EnrolmentSelection[]>> {
    const season = seasonOf(this.office, request.membershipId)
    if (E.isLeft(season)) return Promise.resolve(season)
    if (request.seasonId !== season.right.seasonId)
      return Promise.resolve(E.left(kartisError('NOT_FOUND', { membershipId: request.membershipId, seasonId: request.seasonId })))
    const targets = enrolmentSeatTargets(season.right, request.presentationId, request.presentationIds)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    const uuid = this.visitor.uuid()
    const done: number[] = []
    for (const event of targets.right) {
      const locked = lockPlace(this.office, uuid, { ...request, presentationId: event.presentationId })
      if (E.isLeft(locked)) {
        for (const undo of done) unlockPlace(this.office, uuid, { ...request, presentationId: undo })
        return Promise.resolve(locked.left.code === 'SEAT_NO_LONGER_AVAILABLE' ? E.left(seatTakenIn(event)) : locked)
      }
      done.push(event.presentationId)
    }
    return Promise.resolve(E.right(this.selectionsOf(season.right)))
  }

  /** §7 PUT /enroll/{membershipId}/unlock-seat: the visitor's own seat freed in each named event; the selections left. */
  unlockSeat(request: EnrolmentSeatRelease): Promise<Result<readonly EnrolmentSelection[]>> {
    const season = seasonOf(this.office, request.membershipId)
    if (E.isLeft(season)) return Promise.resolve(season)
    const targets = enrolmentSeatTargets(season.right, request.presentationId, request.presentationIds)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    const uuid = this.visitor.uuid()
    const freed = targets.right.map((event) => unlockPlace(this.office, uuid, { ...request, presentationId: event.presentationId }))
    const refused = freed.find(E.isLeft)
    return Promise.resolve(freed.some(E.isRight) || refused === undefined ? E.right(this.selectionsOf(season.right)) : refused)
  }

  /** §7 the visitor's locked seats in the season's events. */
  private selectionsOf(season: EnrolmentSeason): readonly EnrolmentSelection[] {
    const now = this.office.now()
    const uuid = this.visitor.uuid()
    return season.events.flatMap((event) =>
      this.office.seats.locksOf(event.presentationId, uuid, now).flatMap(({ place, claim }) =>
        claim.kind === 'locked' && claim.ticketGroupId !== null
          ? [
              {
                presentationId: event.presentationId,
                venueId: event.venueId,
                seatplanId: event.seatplanId,
                ...place,
                ticketGroupId: claim.ticketGroupId,
              },
            ]
          : [],
      ),
    )
  }
}
