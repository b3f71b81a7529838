import { formatCalendarDate, type BestAvailable, type BestAvailableMatch, type BestAvailableRequest, type Result } from '@kartis/core'
import { seatEndpoints } from '../wire/seat-endpoints'
import { BEST_AVAILABLE_DEFAULTS } from '../wire/seats'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 seats over HTTP: the server picks and locks the best seats. */
export class HttpBestAvailable implements BestAvailable {
  constructor(private readonly transport: HttpTransport) {}

  /**
   * §7/§9 GET /seats/best-available with recaptchaToken and the fixed parameters: maxMatches 5,
   * resultsPerMatch 1, isBestPerPresentation 1, isLock 1 (the seats found are locked for the visitor).
   */
  bestAvailable(request: BestAvailableRequest): Promise<Result<readonly BestAvailableMatch[]>> {
    return this.transport.withCaptcha(seatEndpoints.bestAvailable.name, async (recaptchaToken) =>
      inBand(
        await this.transport.send(
          seatEndpoints.bestAvailable,
          {
            recaptchaToken,
            quantity: request.quantity,
            maxMatches: BEST_AVAILABLE_DEFAULTS.maxMatches,
            resultsPerMatch: BEST_AVAILABLE_DEFAULTS.resultsPerMatch,
            isBestPerPresentation: BEST_AVAILABLE_DEFAULTS.isBestPerPresentation,
            isLock: BEST_AVAILABLE_DEFAULTS.isLock,
            featureId: request.featureId,
            presentationId: request.presentationId,
            ticketGroupId: request.ticketGroupId,
            startDate: request.startDate === undefined ? undefined : formatCalendarDate(request.startDate),
            endDate: request.endDate === undefined ? undefined : formatCalendarDate(request.endDate),
            locationId: request.locationId,
            partOfDay: request.partOfDay,
            miniSiteUrl: request.miniSiteUrl,
          },
          undefined,
        ),
      ),
    )
  }
}
