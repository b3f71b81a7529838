import type { MembershipSeatRequest, MembershipSeatSelection, Memberships, Result, SeatPlan } from '@kartis/core'
import { membershipEndpoints } from '../wire/membership-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 a membership's seats over HTTP: its seat plan, lock and unlock (the uuid header says whose). */
export class HttpMemberships implements Memberships {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /membership/seatplan?membershipId (&presentationId for a series' presentation). */
  seatPlan(membershipId: number, presentationId: number | null): Promise<Result<SeatPlan>> {
    return this.transport.send(
      membershipEndpoints.membershipSeatPlan,
      presentationId === null ? { membershipId } : { membershipId, presentationId },
      undefined,
    )
  }

  /** §7 PUT /membership/lock-seat { seat }: the membership's selections after the lock, or the server's error. */
  async lockSeat(seat: MembershipSeatRequest): Promise<Result<readonly MembershipSeatSelection[]>> {
    return inBand(await this.transport.send(membershipEndpoints.membershipLockSeat, {}, { seat }))
  }

  /** §7 PUT /membership/unlock-seat { seat, selections }: the selections left, or the server's error. */
  async unlockSeat(
    seat: MembershipSeatRequest,
    selections: readonly MembershipSeatSelection[],
  ): Promise<Result<readonly MembershipSeatSelection[]>> {
    return inBand(await this.transport.send(membershipEndpoints.membershipUnlockSeat, {}, { seat, selections }))
  }
}
