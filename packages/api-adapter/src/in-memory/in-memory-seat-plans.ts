import {
  formatCalendarDate,
  kartisError,
  type CalendarDate,
  type Presentation,
  type Result,
  type SeatPlan,
  type SeatPlanKey,
  type SeatPlans,
  type SeatSection,
} from '@kartis/core'
import * as E from 'fp-ts/Either'
import { type InMemoryBoxOffice, calendarDayOf } from './box-office'
import { listedPresentation } from './listed-presentation'

/** §7 the layout alone: every seat unavailable and unsold-out until statuses load (§4). */
const layoutOf = (plan: SeatPlan): SeatPlan => ({
  ...plan,
  sections: plan.sections.map((section): SeatSection => ({
    ...section,
    isSoldOut: false,
    groups: section.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({
        ...row,
        seats: row.seats.map((seat) => ({ ...seat, status: 'unavailable', isBlocked: false, isSingleSeatBlock: false, ticket: null })),
      })),
    })),
  })),
})

/** §7 seats in memory: venue layouts and the presentations of a day. */
export class InMemorySeatPlans implements SeatPlans {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** §7 GET /seats/seatplan: the layout of the venue's seat plan; NOT_FOUND when no presentation has it. */
  seatPlan(key: SeatPlanKey): Promise<Result<SeatPlan>> {
    const plan = this.office.dataset.presentations
      .map((presentation) => presentation.seatPlan)
      .find((candidate) => candidate !== null && candidate.venueId === key.venueId && candidate.seatplanId === key.seatplanId)
    return Promise.resolve(
      plan === undefined || plan === null
        ? E.left(kartisError('NOT_FOUND', { venueId: key.venueId, seatplanId: key.seatplanId }))
        : E.right(layoutOf(plan)),
    )
  }

  /** §7 GET /seats/presentations?date=: the presentations starting on that Jerusalem day, in dataset order. */
  presentationsOn(date: CalendarDate): Promise<Result<readonly Presentation[]>> {
    const day = formatCalendarDate(date)
    const onDay = this.office.dataset.presentations
      .filter((presentation) => presentation.startDateTime !== null && calendarDayOf(presentation.startDateTime) === day)
      .map(listedPresentation)
    return Promise.resolve(E.right(onDay))
  }
}
