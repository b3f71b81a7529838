import { SeatStatusCode, seatNumber, type SeatKey, type SeatPlanIndex, type SeatStatus, type SeatStatusArray } from '@kartis/core'
import type { RuleOccupancy, SeatScope, TakenSeat } from '../storage/seat-inventory'

/** §4 the seats as one visitor's rules see them: statuses for the core, and the visitor's own locks as its selection. */
export interface VisitorStatuses {
  readonly statuses: SeatStatusArray
  readonly selection: readonly SeatKey[]
}

/**
 * How another visitor's valid lock is shown: 'unavailable' to the public (and to the seat rules);
 * 'hold' only in a producer's live view of its own presentation (issue 13, see liveSeatView).
 */
export type OthersLockStatus = 'unavailable' | 'hold'

/**
 * §4 the seat status a visitor is shown: its own valid lock is 'selected' (2), a box-office
 * hold is 'hold' (3), a seat sold is 'unavailable', a seat locked by another visitor is
 * `othersLock` ('unavailable' unless a producer watches live); a seat with no occupancy is
 * 'available' (1). Expired locks are not occupancies (the inventory reads only valid ones), so
 * they show free at once.
 */
export const statusFor = (occupancy: RuleOccupancy | undefined, uuid: string, othersLock: OthersLockStatus = 'unavailable'): SeatStatus => {
  if (occupancy === undefined) return 'available'
  if (occupancy.kind === 'held') return 'hold'
  if (occupancy.kind === 'locked') return occupancy.uuid === uuid ? 'selected' : othersLock
  return 'unavailable'
}

/**
 * §4 the core's view for one visitor (see seatStatuses in the core): every seat of `scope`
 * is available unless occupied; the visitor's own locks count as available and are returned
 * as its selection; seats outside `scope` are unavailable (their occupancy was not read,
 * and the single-seat rule looks only along a seat's row).
 */
export const visitorStatuses = (index: SeatPlanIndex, occupied: readonly TakenSeat[], uuid: string, scope?: SeatScope): VisitorStatuses => {
  const statuses = new Uint8Array(index.seats.length)
  if (scope === undefined) statuses.fill(SeatStatusCode.available)
  else {
    statuses.fill(SeatStatusCode.unavailable)
    for (const [y, line] of index.lines.get(scope.sectionId) ?? [])
      if (scope.y === undefined || y === scope.y) for (const number of line) statuses[number] = SeatStatusCode.available
  }
  const selection: SeatKey[] = []
  for (const seat of occupied) {
    const number = seatNumber(index, seat)
    if (number === undefined) continue
    const status = statusFor(seat.occupancy, uuid)
    if (status === 'selected') selection.push({ sectionId: seat.sectionId, x: seat.x, y: seat.y })
    else statuses[number] = status === 'hold' ? SeatStatusCode.hold : SeatStatusCode.unavailable
  }
  return { statuses, selection }
}
