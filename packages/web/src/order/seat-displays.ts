import { SeatStatusCode, blockedSeatIds, seatNumber } from '@kartis/core'
import type { SeatSelectionState } from '@kartis/core'
import type { SeatDisplay } from '../seat-map/seat-map-props'

/**
 * §4 how the map draws every reserved seat: the visitor's holdings first (selected, or pending
 * while a lock or unlock is in flight), then the seat's status as others see it (held, taken),
 * and free seats the single-seat rule would refuse as blocked before anyone clicks.
 */
export const seatDisplays = (state: SeatSelectionState): ReadonlyMap<string, SeatDisplay> => {
  const own = new Map<number, SeatDisplay>()
  for (const holding of state.holdings) {
    if (holding.key === null || holding.isGA) continue
    const number = seatNumber(state.index, holding.key)
    if (number === undefined) continue
    if (holding.phase !== 'held') own.set(number, 'pending')
    else if (holding.wanted) own.set(number, 'selected')
    else own.set(number, 'unavailable')
  }
  const blocked = blockedSeatIds(state)
  const displays = new Map<string, SeatDisplay>()
  state.index.ids.forEach((id, number) => {
    const mine = own.get(number)
    if (mine !== undefined) return void displays.set(id, mine)
    const code = state.statuses[number]
    if (code === SeatStatusCode.hold) return void displays.set(id, 'held')
    if (code !== SeatStatusCode.available) return void displays.set(id, 'unavailable')
    displays.set(id, blocked.has(id) ? 'blocked' : 'available')
  })
  return displays
}
