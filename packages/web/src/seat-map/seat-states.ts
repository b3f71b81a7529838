import { SeatAttribute, type Seat, type SeatAttributeCode, type SeatAttributeName } from '@kartis/core'
import type { SeatDisplay } from './seat-map-props'

/** §4 the display states in the order the legend lists them. */
const DISPLAY_ORDER: readonly SeatDisplay[] = ['available', 'selected', 'pending', 'held', 'blocked', 'unavailable']

/** §4 how a seat shows when the order page gave no display for it: its own status. */
const displayOfStatus = (seat: Seat): SeatDisplay =>
  seat.status === 'available' ? 'available' : seat.status === 'hold' ? 'held' : 'unavailable'

/** §4 the display of a seat: the page's, else its status. */
export const displayOf = (displays: ReadonlyMap<string, SeatDisplay>, id: string, seat: Seat): SeatDisplay =>
  displays.get(id) ?? displayOfStatus(seat)

/** §4 whether the visitor may click a seat in this state (selected ones to deselect them). */
export const isClickable = (display: SeatDisplay): boolean => display === 'available' || display === 'selected'

/** §4 a seat takes clicks when free or chosen; a blocked one too, so the store can say why it refuses it. */
export const answersClick = (display: SeatDisplay): boolean => isClickable(display) || display === 'blocked'

/**
 * §3 the attributes the legend and the accessible names mention; 31–33 (left, middle, right)
 * only say how a couch is joined, which its drawing shows.
 */
export type ShownAttribute = Exclude<SeatAttributeName, 'leftSeat' | 'middleSeat' | 'rightSeat'>

/** §3 the shown attributes in legend order. */
const SHOWN_ATTRIBUTES: readonly ShownAttribute[] = [
  'couch',
  'bed',
  'longSeat',
  'kidsSeat',
  'barStool',
  'woodenChair',
  'handicap',
  'companion',
  'limitedView',
  'premium',
  'heated',
  'boat',
  'paddleBoat',
  'pedalBoat',
  'table',
]

const NAME_OF_CODE: ReadonlyMap<SeatAttributeCode, ShownAttribute> = new Map(SHOWN_ATTRIBUTES.map((name) => [SeatAttribute[name], name]))

/** §3 the shown attribute names of a seat, in legend order. */
export const shownAttributes = (codes: readonly SeatAttributeCode[]): readonly ShownAttribute[] => {
  const names = new Set<ShownAttribute>()
  for (const code of codes) {
    const name = NAME_OF_CODE.get(code)
    if (name !== undefined) names.add(name)
  }
  return SHOWN_ATTRIBUTES.filter((name) => names.has(name))
}

/** §3/§4 the legend: only the attributes and the display states that occur on this map. */
export interface LegendEntries {
  readonly states: readonly SeatDisplay[]
  readonly attributes: readonly ShownAttribute[]
}

/**
 * §4 which display states occur among the seats: those the page gave, and — when it
 * gave fewer displays than seats — the statuses of the seats it left out.
 */
export const presentStates = (
  displays: ReadonlyMap<string, SeatDisplay>,
  seats: readonly (Seat | undefined)[],
  ids: readonly string[],
): readonly SeatDisplay[] => {
  const states = new Set<SeatDisplay>(displays.values())
  if (displays.size < seats.length)
    seats.forEach((seat, n) => {
      if (seat !== undefined && !displays.has(ids[n] ?? '')) states.add(displayOfStatus(seat))
    })
  return DISPLAY_ORDER.filter((state) => states.has(state))
}
