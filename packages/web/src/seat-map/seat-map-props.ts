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
  /** A map to look at (the producer console's sales monitor): no seat takes a click, no finder, no GA pickers. */
  readonly readOnly?: boolean
  /** Seats are chosen by clicking only (the producer console's seat sale): no "find me N seats", no GA pickers. */
  readonly clickOnly?: boolean
}
