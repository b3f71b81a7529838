import * as E from 'fp-ts/Either'
import { kartisError, type Result, type SeatStatusEntry, type SeatStatusKey } from '@kartis/core'
import type { ReservationRepository } from '../storage/reservation-repository'
import type { OccupiedSeat, SeatInventory } from '../storage/seat-inventory'
import type { SeatPlans } from './seating-layouts'
import { statusFor, type OthersLockStatus } from './visitor-statuses'

/** What seats-status reads. */
export interface SeatsStatusDeps {
  readonly seats: SeatInventory
  readonly layouts: SeatPlans
  readonly reservations: ReservationRepository
}

/** §7 the seats-status question, decoded. */
export interface SeatsStatusQuery {
  readonly presentationId: number
  readonly sectionId?: number
  /** Seats of the reservation being modified: shown as the visitor's own when they are sold to one of its reservations. */
  readonly modifySeats: readonly SeatStatusKey[]
  /**
   * Issue 13 how other visitors' valid locks are shown (default 'unavailable'): 'hold' for a
   * producer's live view only, which the route decides from the staff session (liveSeatView),
   * never from the request's parameters.
   */
  readonly othersLock?: OthersLockStatus
}

const keyOf = (seat: { readonly sectionId: number; readonly x: number; readonly y: number | null }): string =>
  `${seat.sectionId}/${seat.x}/${seat.y ?? ''}`

/** Sold seats of `modifySeats` whose reservation belongs to the visitor: they count as its own. */
const ownModifiedSeats = async (
  reservations: ReservationRepository,
  occupied: ReadonlyMap<string, OccupiedSeat>,
  modifySeats: readonly SeatStatusKey[],
  uuid: string,
): Promise<ReadonlySet<string>> => {
  const own = new Set<string>()
  const verdicts = new Map<string, boolean>()
  for (const key of modifySeats) {
    const seat = occupied.get(keyOf(key))
    if (seat?.occupancy.kind !== 'sold') continue
    const reservationIdentifier = seat.occupancy.reservationIdentifier
    let mine = verdicts.get(reservationIdentifier)
    if (mine === undefined) {
      mine = (await reservations.getForUuid(reservationIdentifier, uuid)) !== null
      verdicts.set(reservationIdentifier, mine)
    }
    if (mine) own.add(keyOf(key))
  }
  return own
}

/**
 * §7 GET /seats/seats-status for one visitor: every seat of the presentation's plan (or of
 * `sectionId`) with its status as statusFor says (own valid locks 2, holds 3, sold and
 * others' locks unavailable — others' locks 3 in a producer's live view —, free 1; an expired
 * lock is free at once), plus the visitor's own
 * GA places (status 2, group 0). PRSNT_NOT_FOUND for an unknown presentation; NOT_FOUND for
 * a section its plan lacks; a presentation without a plan (VOD) has no seats.
 */
export const seatsStatus = async (
  deps: SeatsStatusDeps,
  uuid: string,
  query: SeatsStatusQuery,
): Promise<Result<readonly SeatStatusEntry[]>> => {
  const presentation = await deps.layouts.presentation(query.presentationId)
  if (presentation === null) return E.left(kartisError('PRSNT_NOT_FOUND', { presentationId: query.presentationId }))
  const layout = await deps.layouts.layoutOf(presentation.venueId, presentation.seatplanId)
  if (layout === null) return E.right([])
  const { sectionId } = query
  if (sectionId !== undefined && !layout.sections.has(sectionId)) return E.left(kartisError('NOT_FOUND', { sectionId }))
  const occupiedList = await deps.seats.occupiedSeats(presentation.id, sectionId === undefined ? undefined : { sectionId })
  const occupied = new Map(occupiedList.map((seat) => [keyOf(seat), seat]))
  const modified = await ownModifiedSeats(deps.reservations, occupied, query.modifySeats, uuid)
  const entries: SeatStatusEntry[] = []
  for (const seat of layout.index.seats) {
    if (seat.y === null || (sectionId !== undefined && seat.sectionId !== sectionId)) continue
    const key = keyOf(seat)
    const status = modified.has(key) ? 'selected' : statusFor(occupied.get(key)?.occupancy, uuid, query.othersLock)
    entries.push({
      sectionId: seat.sectionId,
      groupId: seat.groupId,
      x: seat.x,
      y: seat.y,
      allocationId: null,
      ticketGroupId: seat.ticketGroupId,
      status,
    })
  }
  for (const seat of occupiedList) {
    const section = layout.sections.get(seat.sectionId)
    if (section === undefined || section.isReserved || seat.occupancy.kind !== 'locked' || seat.occupancy.uuid !== uuid) continue
    entries.push({
      sectionId: seat.sectionId,
      groupId: 0,
      x: seat.x,
      y: seat.y,
      allocationId: null,
      ticketGroupId: seat.occupancy.ticketGroupId,
      status: 'selected',
    })
  }
  return E.right(entries)
}
