import type {
  EnrolmentSeason,
  EnrolmentSeatRelease,
  EnrolmentSeatRequest,
  EnrolmentSelection,
  Enrolments,
  Result,
  SeatPlan,
} from '@kartis/core'
import { enrolmentEndpoints } from '../wire/enrolment-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §2/§7 membership enrolment over HTTP: the season, its seat plan, lock and unlock (the uuid header says whose). */
export class HttpEnrolments implements Enrolments {
  constructor(private readonly transport: HttpTransport) {}

  /** §2 GET /enroll/{membershipId}: the season's rates and events. */
  season(membershipId: number): Promise<Result<EnrolmentSeason>> {
    return this.transport.send(enrolmentEndpoints.enrolmentSeason, { membershipId }, undefined)
  }

  /** §7 GET /enroll/{membershipId}/seatplan (&presentationIds= the events a fixed seat's status is combined over). */
  seatPlan(membershipId: number, presentationIds: readonly number[]): Promise<Result<SeatPlan>> {
    return this.transport.send(
      enrolmentEndpoints.enrolmentSeatPlan,
      presentationIds.length === 0 ? { membershipId } : { membershipId, presentationIds },
      undefined,
    )
  }

  /** §7 PUT /enroll/{membershipId}/lock-seat: the enrolment's selections after the lock, or the server's error. */
  async lockSeat(request: EnrolmentSeatRequest): Promise<Result<readonly EnrolmentSelection[]>> {
    const { membershipId, ...body } = request
    return inBand(await this.transport.send(enrolmentEndpoints.enrolmentLockSeat, { membershipId }, body))
  }

  /** §7 PUT /enroll/{membershipId}/unlock-seat: the selections left, or the server's error. */
  async unlockSeat(request: EnrolmentSeatRelease): Promise<Result<readonly EnrolmentSelection[]>> {
    const { membershipId, ...body } = request
    return inBand(await this.transport.send(enrolmentEndpoints.enrolmentUnlockSeat, { membershipId }, body))
  }
}
