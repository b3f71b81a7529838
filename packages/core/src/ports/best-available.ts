import type { Result } from '../errors/error-codes'
import type { SeatKey } from '../model/seat-plan'
import type { CalendarDate } from '../time/jerusalem-time'

/**
 * §7 GET /seats/best-available: what the visitor asks the server to choose. The fixed
 * parameters (§9 at most 5 matches, 1 result per match, best per presentation, lock) are
 * the adapter's to send.
 */
export interface BestAvailableRequest {
  readonly quantity: number
  readonly featureId?: number
  readonly presentationId?: number
  readonly ticketGroupId?: number
  readonly startDate?: CalendarDate
  readonly endDate?: CalendarDate
  readonly locationId?: number
  /** The server's part-of-day code, verbatim. */
  readonly partOfDay?: string
  readonly miniSiteUrl?: string
}

/** §7 one match: seats the server found together in one presentation, already locked for the visitor. */
export interface BestAvailableMatch {
  readonly presentationId: number
  readonly seats: readonly SeatKey[]
}

/** §7 seats: the server picks and locks the best seats (NOT_ENOUGH_SEATS when it cannot). */
export interface BestAvailable {
  /** §7 GET /seats/best-available */
  bestAvailable(request: BestAvailableRequest): Promise<Result<readonly BestAvailableMatch[]>>
}
