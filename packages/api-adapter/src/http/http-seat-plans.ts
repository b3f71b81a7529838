import {
  formatCalendarDate,
  type CalendarDate,
  type Presentation,
  type Result,
  type SeatPlan,
  type SeatPlanKey,
  type SeatPlans,
  type SeatSection,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import { seatEndpoints } from '../wire/seat-endpoints'
import type { HttpTransport } from './http-transport'

/** §7 seats over HTTP: a venue's seat plan and the presentations of a day. */
export class HttpSeatPlans implements SeatPlans {
  constructor(private readonly transport: HttpTransport) {}

  /**
   * §7 GET /seats/seatplan?venueId&seatplanId: the sections, as the plan of that venue and seat plan. Asked first
   * in columns (issue 16 §1, GET /seats/seatplan/columns: a stadium's plan in a twentieth of the JSON); a venue's
   * system that knows only §7's form answers that NOT_FOUND, and §7's call is asked then.
   */
  async seatPlan(key: SeatPlanKey): Promise<Result<SeatPlan>> {
    const params = { venueId: key.venueId, seatplanId: key.seatplanId }
    const columns = await this.transport.send(seatEndpoints.seatPlanColumns, params, undefined)
    const answer =
      E.isLeft(columns) && columns.left.code === 'NOT_FOUND'
        ? await this.transport.send(seatEndpoints.seatPlan, params, undefined)
        : columns
    return E.map((sections: readonly SeatSection[]): SeatPlan => ({ venueId: key.venueId, seatplanId: key.seatplanId, sections }))(answer)
  }

  /** §7 GET /seats/presentations?date=YYYY-MM-DD (a Jerusalem calendar date). */
  presentationsOn(date: CalendarDate): Promise<Result<readonly Presentation[]>> {
    return this.transport.send(seatEndpoints.seatsPresentations, { date: formatCalendarDate(date) }, undefined)
  }
}
