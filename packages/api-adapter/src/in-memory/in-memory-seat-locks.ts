import type { LockedSeat, Result, SeatLockRequest, SeatLocks } from '@kartis/core'
import type { VisitorIdentity } from '../http/visitor-identity'
import type { InMemoryBoxOffice } from './box-office'
import { lockPlace, unlockPlace } from './seat-locking'

/** §7 seats in memory: lock and unlock one seat for one visitor of a box office (see seat-locking for the rules). */
export class InMemorySeatLocks implements SeatLocks {
  constructor(
    private readonly office: InMemoryBoxOffice,
    private readonly visitor: VisitorIdentity,
  ) {}

  /** §7 PUT /seats/lock-seat: the seat held for the visitor until it expires, or why not. */
  lock(request: SeatLockRequest): Promise<Result<LockedSeat>> {
    return Promise.resolve(lockPlace(this.office, this.visitor.uuid(), request))
  }

  /** §7 PUT /seats/unlock-seat */
  unlock(request: SeatLockRequest): Promise<Result<void>> {
    return Promise.resolve(unlockPlace(this.office, this.visitor.uuid(), request))
  }
}
