import type { Result } from '../errors/error-codes'
import type { Presentation } from '../model/presentation'
import type { SeatPlan } from '../model/seat-plan'
import type { CalendarDate } from '../time/jerusalem-time'

/** §7 GET /seats/seatplan parameters. */
export interface SeatPlanKey {
  readonly venueId: number
  readonly seatplanId: number
}

/** §7 seats: the layout of a venue (it never changes while a presentation is on sale). */
export interface SeatPlans {
  /** §7 GET /seats/seatplan: sections, groups, rows and seats, all seats unavailable until statuses load. */
  seatPlan(key: SeatPlanKey): Promise<Result<SeatPlan>>
  /** §7 GET /seats/presentations?date= */
  presentationsOn(date: CalendarDate): Promise<Result<readonly Presentation[]>>
}
