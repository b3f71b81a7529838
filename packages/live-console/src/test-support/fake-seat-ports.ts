import * as E from 'fp-ts/Either'
import { demoCatalog, seatPlanOfLayout } from '@kartis/api-adapter'
import { kartisError, sameSeat, type Seat, type SeatStatus, type SeatStatusEntry } from '@kartis/core'
import type { SeatMapPorts } from '../monitor/presentation-seats'

/** Test support: the demo's first venue with a seat plan (a small cinema hall). */
export const demoVenuePlan = () => {
  for (const { venue, plan } of demoCatalog().venues) if (plan !== null) return { venue, plan: seatPlanOfLayout(plan, 'available') }
  throw new Error('the demo has no seated venue')
}

/**
 * Test support: a presentation (id 31) in the demo's first seated venue whose seat statuses the
 * test sets (all free at first; `set` changes one); every read is counted in `reads`.
 */
export const fakeSeatPorts = () => {
  const { venue, plan } = demoVenuePlan()
  const seats = plan.sections.flatMap((section) => section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats)))
  const entryOf = (seat: Seat, status: SeatStatus): SeatStatusEntry => ({
    sectionId: seat.sectionId,
    x: seat.x,
    y: seat.y ?? 0,
    groupId: seat.groupId,
    allocationId: null,
    ticketGroupId: null,
    status,
  })
  const state = {
    statuses: seats.map((seat) => entryOf(seat, 'available')),
    reads: 0,
    /** The domain each read asked in (the live view is 'presLive'). */
    domains: [] as (string | undefined)[],
    fail: false,
    /** A seat's status from the next read on (a sale, a hold). */
    set: (seat: Seat, status: SeatStatus) => {
      state.statuses = state.statuses.map((entry) => (sameSeat(entry, seat) ? entryOf(seat, status) : entry))
    },
  }
  const presentation = { venueId: venue.id, seatplanId: plan.seatplanId, venueTypeId: venue.venueTypeId, isReserved: true } as const
  const ports: SeatMapPorts = {
    catalog: {
      presentation: (id) => Promise.resolve(id === 31 ? E.right(presentation) : E.left(kartisError('NOT_FOUND'))),
    },
    seatPlans: { seatPlan: () => Promise.resolve(E.right(plan)) },
    seatStatuses: {
      seatsStatus: (query) => {
        state.reads += 1
        state.domains.push(query.domain)
        return Promise.resolve(state.fail ? E.left(kartisError('NETWORK_ERROR')) : E.right(state.statuses))
      },
    },
  }
  return { ports, plan, seats, state }
}
