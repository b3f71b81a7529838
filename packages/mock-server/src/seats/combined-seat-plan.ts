import * as E from 'fp-ts/Either'
import { combinedSeatStatus, kartisError, withSeatStatuses, type Result, type SeatPlan, type SeatStatus } from '@kartis/core'
import type { SeatLockingDeps } from './seat-locking'
import type { OccupiedSeat } from '../storage/seat-inventory'

const statusOf = (occupied: OccupiedSeat | undefined, uuid: string): SeatStatus => {
  if (occupied === undefined) return 'available'
  switch (occupied.occupancy.kind) {
    case 'sold':
      return 'unavailable'
    case 'held':
      return 'hold'
    case 'locked':
      // As seats-status answers: the visitor's own locks are its selection and stay available to it.
      return occupied.occupancy.uuid === uuid ? 'available' : 'selected'
  }
}

const keyOf = (seat: { readonly sectionId: number; readonly x: number; readonly y: number | null }): string =>
  `${seat.sectionId}/${seat.x}/${seat.y ?? 'ga'}`

/** A presentation whose seats a combined plan shows. */
export interface PlanPresentation {
  readonly presentationId: number
  readonly venueId: number
  readonly seatplanId: number
}

/**
 * §4/§7 the seat plan of presentations that share one (a membership's or an enrolment's), each
 * seat's status for the visitor — sold unavailable, held hold, another's lock selected — combined
 * over all of them (combinedSeatStatus: available only where available in every one). The first
 * presentation's plan is drawn; NOT_FOUND { ...notFound } when it has none or none is given.
 */
export const combinedSeatPlan = async (
  deps: Pick<SeatLockingDeps, 'seats' | 'layouts'>,
  uuid: string,
  presentations: readonly PlanPresentation[],
  notFound: Readonly<Record<string, number>>,
): Promise<Result<SeatPlan>> => {
  const [first] = presentations
  const layout = first === undefined ? null : await deps.layouts.layoutOf(first.venueId, first.seatplanId)
  if (layout === null) return E.left(kartisError('NOT_FOUND', notFound))
  const occupancies = await Promise.all(
    presentations.map(async (p) => new Map((await deps.seats.occupiedSeats(p.presentationId)).map((seat) => [keyOf(seat), seat]))),
  )
  return E.right(
    withSeatStatuses(layout.plan, (seat) => combinedSeatStatus(occupancies.map((occupied) => statusOf(occupied.get(keyOf(seat)), uuid)))),
  )
}
