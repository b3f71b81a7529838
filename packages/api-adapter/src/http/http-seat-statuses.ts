import type { Result, SeatStatusEntry, SeatStatuses, SeatStatusQuery } from '@kartis/core'
import { seatEndpoints } from '../wire/seat-endpoints'
import type { HttpTransport } from './http-transport'

/** §7 seats over HTTP: the state of every seat of a presentation. */
export class HttpSeatStatuses implements SeatStatuses {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /seats/seats-status with recaptchaToken; isReserved and isHold go as 1 or 0. */
  seatsStatus(query: SeatStatusQuery): Promise<Result<readonly SeatStatusEntry[]>> {
    return this.transport.withCaptcha(seatEndpoints.seatsStatus.name, (recaptchaToken) =>
      this.transport.send(
        seatEndpoints.seatsStatus,
        {
          presentationId: query.presentationId,
          venueTypeId: query.venueTypeId,
          isReserved: query.isReserved,
          recaptchaToken,
          isHold: query.isHold ?? false,
          modifySeats: query.modifySeats ?? [],
          sectionId: query.sectionId,
          domain: query.domain,
          miniSiteUrl: query.miniSiteUrl,
        },
        undefined,
      ),
    )
  }
}
