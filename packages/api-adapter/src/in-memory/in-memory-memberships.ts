import * as E from 'fp-ts/Either'
import {
  kartisError,
  membershipSeatTargets,
  type MembershipOnSale,
  type MembershipSeatRequest,
  type MembershipSeatSelection,
  type Memberships,
  type Result,
  type SeatPlan,
} from '@kartis/core'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { membershipsOnSaleIn } from './in-memory-membership-sales'
import { combinedSeatPlan } from './combined-seat-plan'
import { lockPlace, unlockPlace } from './seat-locking'

const onSaleOf = (office: InMemoryBoxOffice, membershipId: number): Result<MembershipOnSale> => {
  const found = membershipsOnSaleIn(office).find((m) => m.membership.membershipId === membershipId)
  return found === undefined ? E.left(kartisError('NOT_FOUND', { membershipId })) : E.right(found)
}

/**
 * §7 a membership's seats in memory, as the reference server keeps them: each seat is a lock of
 * the visitor in a presentation the membership covers (the event seats' locks, so a seat locked
 * for a membership is nobody else's and expires alike), and the selections are derived from
 * those locks, never stored.
 */
export class InMemoryMemberships implements Memberships {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 GET /membership/seatplan: the plan of the membership's presentation(s), a fixed seat free only where it is free in all. */
  seatPlan(membershipId: number, presentationId: number | null): Promise<Result<SeatPlan>> {
    const onSale = onSaleOf(this.office, membershipId)
    if (E.isLeft(onSale)) return Promise.resolve(onSale)
    const targets = membershipSeatTargets(onSale.right, presentationId)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    return Promise.resolve(combinedSeatPlan(this.office, this.visitor.uuid(), targets.right, { membershipId }))
  }

  /** §7 PUT /membership/lock-seat: the seat locked in each target presentation (all or none), then the membership's selections. */
  lockSeat(seat: MembershipSeatRequest): Promise<Result<readonly MembershipSeatSelection[]>> {
    const onSale = onSaleOf(this.office, seat.membershipId)
    if (E.isLeft(onSale)) return Promise.resolve(onSale)
    const targets = membershipSeatTargets(onSale.right, seat.presentationId)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    const uuid = this.visitor.uuid()
    const done: number[] = []
    for (const presentationId of targets.right) {
      const request = { ...seat, presentationId }
      const locked = lockPlace(this.office, uuid, request)
      if (E.isLeft(locked)) {
        for (const undo of done) unlockPlace(this.office, uuid, { ...seat, presentationId: undo })
        return Promise.resolve(locked)
      }
      done.push(presentationId)
    }
    return Promise.resolve(E.right(this.selectionsOf(onSale.right)))
  }

  /** §7 PUT /membership/unlock-seat: the visitor's own seat freed in each target presentation; the selections left. */
  unlockSeat(seat: MembershipSeatRequest): Promise<Result<readonly MembershipSeatSelection[]>> {
    const onSale = onSaleOf(this.office, seat.membershipId)
    if (E.isLeft(onSale)) return Promise.resolve(onSale)
    const targets = membershipSeatTargets(onSale.right, seat.presentationId)
    if (E.isLeft(targets)) return Promise.resolve(targets)
    const uuid = this.visitor.uuid()
    const freed = targets.right.map((presentationId) => unlockPlace(this.office, uuid, { ...seat, presentationId }))
    const refused = freed.find(E.isLeft)
    return Promise.resolve(freed.some(E.isRight) || refused === undefined ? E.right(this.selectionsOf(onSale.right)) : refused)
  }

  /** §7 the visitor's locked seats in the membership's presentations. */
  private selectionsOf(onSale: MembershipOnSale): readonly MembershipSeatSelection[] {
    const now = this.office.now()
    const uuid = this.visitor.uuid()
    return onSale.presentations.flatMap((p) =>
      this.office.seats.locksOf(p.presentationId, uuid, now).flatMap(({ place, claim }) =>
        claim.kind === 'locked' && claim.ticketGroupId !== null
          ? [
              {
                presentationId: p.presentationId,
                venueId: p.venueId,
                seatplanId: p.seatplanId,
                ...place,
                ticketGroupId: claim.ticketGroupId,
              },
            ]
          : [],
      ),
    )
  }
}
