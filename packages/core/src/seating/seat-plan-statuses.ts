import type { Seat, SeatPlan, SeatStatus } from '../model/seat-plan'

/**
 * §4 a seat plan with each seat's status given by `statusOf` (a visitor's view of one
 * presentation, or a fixed seat's status combined over several): the plan's sections, groups,
 * rows and seats otherwise unchanged.
 */
export const withSeatStatuses = (plan: SeatPlan, statusOf: (seat: Seat) => SeatStatus): SeatPlan => ({
  ...plan,
  sections: plan.sections.map((section) => ({
    ...section,
    groups: section.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({ ...row, seats: row.seats.map((seat) => ({ ...seat, status: statusOf(seat) })) })),
    })),
  })),
})
