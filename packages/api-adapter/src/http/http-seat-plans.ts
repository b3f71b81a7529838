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

  /** §7 GET /seats/seatplan?venueId&seatplanId: the sections, as the plan of that venue and seat plan. */
  async seatPlan(key: SeatPlanKey): Promise<Result<SeatPlan>> {
    const answer = await this.transport.send(seatEndpoints.seatPlan, { venueId: key.venueId, seatplanId: key.seatplanId }, undefined)
    return E.map((sections: readonly SeatSection[]): SeatPlan => ({ venueId: key.venueId, seatplanId: key.seatplanId, sections }))(answer)
  }

  /** §7 GET /seats/presentations?date=YYYY-MM-DD (a Jerusalem calendar date). */
  presentationsOn(date: CalendarDate): Promise<Result<readonly Presentation[]>> {
    return this.transport.send(seatEndpoints.seatsPresentations, { date: formatCalendarDate(date) }, undefined)
  }
}
