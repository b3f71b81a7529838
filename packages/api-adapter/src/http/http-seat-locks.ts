import type { LockedSeat, Result, SeatLockRequest, SeatLocks } from '@kartis/core'
import { seatEndpoints } from '../wire/seat-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 seats over HTTP: lock and unlock one seat for the visitor (the uuid header says whose). */
export class HttpSeatLocks implements SeatLocks {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 PUT /seats/lock-seat { recaptchaToken, seat }: the locked seat (allocated coordinates for GA) or the server's error. */
  lock(request: SeatLockRequest): Promise<Result<LockedSeat>> {
    return this.transport.withCaptcha(seatEndpoints.lockSeat.name, async (recaptchaToken) =>
      inBand(await this.transport.send(seatEndpoints.lockSeat, {}, { recaptchaToken, seat: request })),
    )
  }

  /** §7 PUT /seats/unlock-seat with the same payload as lock-seat. */
  unlock(request: SeatLockRequest): Promise<Result<void>> {
    return this.transport.withCaptcha(seatEndpoints.unlockSeat.name, async (recaptchaToken) =>
      acknowledged(inBand(await this.transport.send(seatEndpoints.unlockSeat, {}, { recaptchaToken, seat: request }))),
    )
  }
}
