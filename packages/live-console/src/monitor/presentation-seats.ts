import * as E from 'fp-ts/Either'
import {
  seatKeyId,
  type Presentation,
  type PresentationQuery,
  type Result,
  type SeatPlan,
  type SeatPlans,
  type SeatStatus,
  type SeatStatusEntry,
  type SeatStatuses,
} from '@kartis/core'
import type { SeatDisplay } from '@kartis/web/shared'

/** The ports a presentation's seat map is read from (the storefront's calls; the server answers the console too). */
export interface SeatMapPorts {
  /** Only what a map needs of the presentation: its venue, plan and whether its seats are reserved. */
  readonly catalog: {
    presentation(
      id: number,
      query: PresentationQuery,
    ): Promise<Result<Pick<Presentation, 'venueId' | 'seatplanId' | 'venueTypeId' | 'isReserved'>>>
  }
  readonly seatPlans: Pick<SeatPlans, 'seatPlan'>
  readonly seatStatuses: SeatStatuses
}

/** A presentation's seat layout: read once, its statuses read again on every refresh. */
export interface PresentationLayout {
  readonly presentationId: number
  readonly venueTypeId: number
  readonly plan: SeatPlan
}

/** §3 a presentation's layout, or null for one without reserved seats (nothing to draw). */
export const readPresentationLayout = async (ports: SeatMapPorts, presentationId: number): Promise<Result<PresentationLayout | null>> => {
  const presentation = await ports.catalog.presentation(presentationId, {})
  if (E.isLeft(presentation)) return presentation
  const { venueId, seatplanId, venueTypeId, isReserved } = presentation.right
  if (!isReserved) return E.right(null)
  const plan = await ports.seatPlans.seatPlan({ venueId, seatplanId })
  return E.map((read: SeatPlan): PresentationLayout | null => ({ presentationId, venueTypeId, plan: read }))(plan)
}

/**
 * §7 every seat's status now, as a producer sees it: the live domain, which the server honours only
 * for a staff session with 266 of the presentation's business (others' carts then come back 'hold').
 */
export const readSeatStatuses = (ports: SeatMapPorts, layout: PresentationLayout): Promise<Result<readonly SeatStatusEntry[]>> =>
  ports.seatStatuses.seatsStatus({
    presentationId: layout.presentationId,
    venueTypeId: layout.venueTypeId,
    isReserved: true,
    domain: 'presLive',
  })

/**
 * §4 issue 13 a seat as the monitor draws it: free; held — a box-office hold, or in a buyer's cart
 * (the live view reports other visitors' locks as 'hold', and this browser's own locks, made on the
 * producer ticket, are 'selected'); or taken (sold).
 */
const displayOfStatus = (status: SeatStatus): SeatDisplay => {
  if (status === 'available') return 'available'
  return status === 'hold' || status === 'selected' ? 'held' : 'unavailable'
}

/** The seat map's displays of a plan whose statuses are applied. */
export const displaysOfPlan = (plan: SeatPlan): ReadonlyMap<string, SeatDisplay> => {
  const displays = new Map<string, SeatDisplay>()
  for (const section of plan.sections)
    for (const group of section.groups)
      for (const row of group.rows) for (const seat of row.seats) displays.set(seatKeyId(seat), displayOfStatus(seat.status))
  return displays
}
