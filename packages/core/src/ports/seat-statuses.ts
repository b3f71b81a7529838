import type { Result } from '../errors/error-codes'
import type { SeatStatus } from '../model/seat-plan'
import type { SalesContext } from './sales-context'

/** §7 GET /seats/seats-status parameters. */
export interface SeatStatusQuery extends SalesContext {
  readonly presentationId: number
  readonly venueTypeId: number
  readonly isReserved: boolean
  /** Only this section's seats. */
  readonly sectionId?: number
  /** §4 booking flag: the live (producer) domain. */
  readonly domain?: 'presLive'
  /** Seats of the reservation being modified, which count as the visitor's own. */
  readonly modifySeats?: readonly SeatStatusKey[]
}

/** Where a status applies: section and coordinates. */
export interface SeatStatusKey {
  readonly sectionId: number
  readonly x: number
  readonly y: number
}

/** §7 one entry of seats-status: section, group, x, y, allocation, ticket group and status (§4 codes decoded). */
export interface SeatStatusEntry extends SeatStatusKey {
  readonly groupId: number
  readonly allocationId: number | null
  readonly ticketGroupId: number | null
  readonly status: SeatStatus
}

/** §7 seats: the state of every seat of a presentation right now. */
export interface SeatStatuses {
  /** §7 GET /seats/seats-status */
  seatsStatus(query: SeatStatusQuery): Promise<Result<readonly SeatStatusEntry[]>>
}
