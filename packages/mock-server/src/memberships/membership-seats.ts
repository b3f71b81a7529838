import * as E from 'fp-ts/Either'
import {
  membershipSeatTargets,
  type MembershipOnSale,
  type MembershipSeatRequest,
  type MembershipSeatSelection,
  type Result,
  type SeatPlan,
} from '@kartis/core'
import { lockSeatsTogether, unlockSeatsEach, type SeatLockingDeps } from '../seats/seat-locking'
import { selectionsIn } from '../seats/seat-selections'
import type { SeatHolder } from '../seats/seat-hold-cap'
import { combinedSeatPlan } from '../seats/combined-seat-plan'

/**
 * §7 a membership's seats are event seats: each is a lock of the visitor in a presentation the
 * membership covers, taken and freed as the seats' own lock-seat and unlock-seat do
 * (seat-locking's lockSeatsTogether and unlockSeatsEach: the same seat rules, seat maximum,
 * per-address cap, expiry and published changes), so a
 * seat locked for a membership can be sold to nobody else, and one locked or sold to somebody
 * else cannot be the membership's. The selections are derived from the visitor's locks in the
 * membership's presentations, never stored.
 */

/**
 * §7 GET /membership/seatplan: the plan of the membership's presentation (a series names it) or
 * presentations (a fixed seat), each seat's status for the visitor — sold unavailable, held
 * hold, another's lock selected — and, for a fixed seat, available only where it is available
 * in every presentation (combinedSeatStatus). BAD_REQUEST from membershipSeatTargets; NOT_FOUND
 * when the presentation has no plan.
 */
export const membershipSeatPlan = async (
  deps: Pick<SeatLockingDeps, 'seats' | 'layouts'>,
  uuid: string,
  onSale: MembershipOnSale,
  presentationId: number | null,
): Promise<Result<SeatPlan>> => {
  const targets = membershipSeatTargets(onSale, presentationId)
  if (E.isLeft(targets)) return targets
  const presentations = onSale.presentations.filter((p) => targets.right.includes(p.presentationId))
  return combinedSeatPlan(deps, uuid, presentations, { membershipId: onSale.membership.membershipId })
}

/** §7 the visitor's locked seats in the membership's presentations: the membership's selections (selectionsIn). */
export const membershipSelections = (
  deps: Pick<SeatLockingDeps, 'seats'>,
  uuid: string,
  onSale: MembershipOnSale,
): Promise<readonly MembershipSeatSelection[]> => selectionsIn(deps.seats, uuid, onSale.presentations)

/**
 * §7 PUT /membership/lock-seat: the seat locked for the visitor in the series' presentation, or
 * in every presentation of a fixed-seat membership — all or none, in one transaction
 * (lockSeatsTogether). Answers the membership's selections. Refusals as lock-seat's
 * (SEAT_NO_LONGER_AVAILABLE, SINGLE_SEAT_LEFT, SEAT_MAXIMUM_REACHED, SEAT_NOT_FOUND…) and
 * membershipSeatTargets' BAD_REQUEST.
 */
export const lockMembershipSeat = async (
  deps: SeatLockingDeps,
  holder: SeatHolder,
  onSale: MembershipOnSale,
  seat: MembershipSeatRequest,
): Promise<Result<readonly MembershipSeatSelection[]>> => {
  const targets = membershipSeatTargets(onSale, seat.presentationId)
  if (E.isLeft(targets)) return targets
  const locked = await lockSeatsTogether(
    deps,
    holder,
    targets.right.map((presentationId) => ({ ...seat, presentationId })),
  )
  if (E.isLeft(locked)) return locked
  return E.right(await membershipSelections(deps, holder.uuid, onSale))
}

/**
 * §7 PUT /membership/unlock-seat: the visitor's own lock of the seat freed in each target
 * presentation; answers the selections left. The selections the client sends are its view and
 * decide nothing: the server's locks do. SEAT_UNLOCK_FAILED when the visitor held the seat in
 * none of them (another visitor's lock is never touched).
 */
export const unlockMembershipSeat = async (
  deps: SeatLockingDeps,
  uuid: string,
  onSale: MembershipOnSale,
  seat: MembershipSeatRequest,
): Promise<Result<readonly MembershipSeatSelection[]>> => {
  const targets = membershipSeatTargets(onSale, seat.presentationId)
  if (E.isLeft(targets)) return targets
  const unlocked = await unlockSeatsEach(
    deps,
    uuid,
    targets.right.map((presentationId) => ({ ...seat, presentationId })),
  )
  return E.isLeft(unlocked) ? unlocked : E.right(await membershipSelections(deps, uuid, onSale))
}
