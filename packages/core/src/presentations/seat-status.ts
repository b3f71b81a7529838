import type { Seat, SeatGroup, SeatPlan, SeatRow, SeatSection, SeatStatus } from '../model/seat-plan'
import type { SeatStatusEntry } from '../ports/seat-statuses'
import { seatKeyId } from '../seating/seat-key'

/** §4 seat status codes: 1 available, 2 selected, 3 on hold; anything else unavailable. */
export const seatStatusFromCode = (code: number): SeatStatus => {
  switch (code) {
    case 1:
      return 'available'
    case 2:
      return 'selected'
    case 3:
      return 'hold'
    default:
      return 'unavailable'
  }
}

/** Keeps the old object when nothing in it changed, so views can compare by identity. */
const mapKeeping = <T>(items: readonly T[], update: (item: T) => T): readonly T[] | null => {
  let changed = false
  const next = items.map((item) => {
    const updated = update(item)
    if (updated !== item) changed = true
    return updated
  })
  return changed ? next : null
}

/** The status facts of one seat after a load; a seat the load does not list is unavailable. */
const withEntry = (seat: Seat, entry: SeatStatusEntry | undefined): Seat => {
  const status = entry === undefined ? 'unavailable' : entry.status
  const allocationId = entry === undefined ? seat.allocationId : entry.allocationId
  const ticketGroupId = entry === undefined ? seat.ticketGroupId : entry.ticketGroupId
  const isBlocked = status === 'hold'
  if (
    status === seat.status &&
    allocationId === seat.allocationId &&
    ticketGroupId === seat.ticketGroupId &&
    isBlocked === seat.isBlocked
  ) {
    return seat
  }
  return { ...seat, status, allocationId, ticketGroupId, isBlocked }
}

/**
 * §4/§7 applies a seats-status result to a seat plan in one pass over a map of the entries.
 * The load replaces the status of every seat in its scope (the whole plan, or `onlySectionId`
 * when the load asked for one section): listed seats take their entry's status, allocation and
 * ticket group, unlisted ones become unavailable; held (status 3) seats are marked isBlocked.
 * Entries naming no seat of the plan are ignored. Unchanged parts keep their identity.
 */
export const applySeatStatuses = (plan: SeatPlan, entries: readonly SeatStatusEntry[], onlySectionId?: number): SeatPlan => {
  const byKey = new Map<string, SeatStatusEntry>()
  for (const entry of entries) byKey.set(seatKeyId(entry), entry)
  const updateRow = (row: SeatRow): SeatRow => {
    const seats = mapKeeping(row.seats, (seat) => withEntry(seat, byKey.get(seatKeyId(seat))))
    return seats === null ? row : { ...row, seats }
  }
  const updateGroup = (group: SeatGroup): SeatGroup => {
    const rows = mapKeeping(group.rows, updateRow)
    return rows === null ? group : { ...group, rows }
  }
  const updateSection = (section: SeatSection): SeatSection => {
    if (onlySectionId !== undefined && section.id !== onlySectionId) return section
    const groups = mapKeeping(section.groups, updateGroup)
    return groups === null ? section : { ...section, groups }
  }
  const sections = mapKeeping(plan.sections, updateSection)
  return sections === null ? plan : { ...plan, sections }
}
