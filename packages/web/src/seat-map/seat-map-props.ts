import type { Seat, SeatPlan, SeatSection } from '@kartis/core'
import type { Layout } from '../theme/layout'

/** §4 how the map draws one seat: its status merged with the visitor's selection and the single-seat rule. */
export type SeatDisplay = 'available' | 'selected' | 'pending' | 'held' | 'unavailable' | 'blocked'

/** What the order page gives the seat map; the map owns only its viewport (zoom, pan, focused section). */
export interface SeatMapProps {
  readonly plan: SeatPlan
  /** Display per seat, keyed by the core's `seatKeyId`; a new map whenever anything changes. */
  readonly displays: ReadonlyMap<string, SeatDisplay>
  readonly layout: Layout
  /** The visitor clicked or pressed Enter/Space on a seat (reserved sections only). */
  readonly onSeatToggle: (seat: Seat) => void
  /** General-admission places chosen per section id. */
  readonly gaQuantities: ReadonlyMap<number, number>
  readonly onGaQuantityChange: (section: SeatSection, quantity: number) => void
  /** §4 the seat maximum of the presentation. */
  readonly maxSeats: number
  /** §7 best available: "find me N seats", optionally in one section. */
  readonly onFindSeats: (quantity: number, sectionId: number | null) => void
  /**
   * §3 a seat's price as the visitor reads it (formatted by the page, e.g. 'from ₪40.00'), said
   * in the seat's accessible name and shown in the list of seats; none by default.
   */
  readonly seatPrice?: (seat: Seat) => string | null
  /** Whether "find me N seats" and the GA pickers are offered (default yes; the producer console draws the map without them). */
  readonly tools?: boolean
}
