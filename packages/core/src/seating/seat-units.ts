import type { SeatKey } from '../model/seat-plan'
import { seatNumber, type SeatPlanIndex } from './seat-plan-index'

/** §4 couches and beds all-or-none: the seats chosen together with `key`, its unit (see seat-unit-runs); else the seat alone. */
export const seatUnit = (index: SeatPlanIndex, key: SeatKey): readonly SeatKey[] => {
  const seat = seatNumber(index, key)
  if (seat === undefined) return [key]
  const u = index.unit[seat] ?? 0
  const keys: SeatKey[] = []
  for (let p = index.unitStart[u] ?? 0; p < (index.unitStart[u + 1] ?? 0); p++) {
    const member = index.seats[index.unitSeats[p] ?? 0]
    if (member !== undefined) keys.push({ sectionId: member.sectionId, x: member.x, y: member.y })
  }
  return keys
}
