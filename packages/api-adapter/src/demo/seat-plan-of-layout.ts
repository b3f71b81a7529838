import type { Seat, SeatPlan, SeatSection, SeatStatus } from '@kartis/core'
import type { PlanSeat, PlanSection, SeatPlanLayout } from './catalog-snapshot'

const toSeat = (seat: PlanSeat, status: SeatStatus): Seat => ({
  ...seat,
  allocationId: null,
  presentationId: null,
  status,
  isBlocked: false,
  isSingleSeatBlock: false,
  isMultiplyFactorSubTicket: false,
  ticket: null,
  firstTicket: null,
})

const toSection = (section: PlanSection, status: SeatStatus): SeatSection => ({
  id: section.id,
  name: section.name,
  isReserved: section.isReserved,
  isSoldOut: false,
  groups: section.groups.map((group) => ({
    id: group.id,
    name: group.name,
    rows: group.rows.map((row) => ({ name: row.name, seats: row.seats.map((seat) => toSeat(seat, status)) })),
  })),
  ...(section.capacity === null ? {} : { gaCapacity: section.capacity }),
  ...(section.geometry === null ? {} : { geometry: section.geometry }),
})

/**
 * §3/§7 a stored layout as the core's seat plan, every seat with the one `status` given
 * (GET /seats/seatplan sends 'unavailable': statuses come with seats-status).
 */
export const seatPlanOfLayout = (layout: SeatPlanLayout, status: SeatStatus): SeatPlan => ({
  venueId: layout.venueId,
  seatplanId: layout.seatplanId,
  sections: layout.sections.map((section) => toSection(section, status)),
})
