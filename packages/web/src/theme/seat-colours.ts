import type { Layout } from '../theme/layout'

/** §2/§4 the seat-map colours of a layout, one per seat state the map draws. */
export interface SeatColours {
  readonly available: string
  readonly selected: string
  readonly held: string
  readonly unavailable: string
  /** §4 a seat the single-seat rule blocks before anyone clicks. */
  readonly blocked: string
  readonly outline: string
}

const BASE = {
  available: '#2F6FD6',
  held: '#C2640A',
  unavailable: '#B9C0CA',
  blocked: '#6B7280',
  outline: '#1A1A1A',
} as const

/** §2 the seat colours per layout: the selected seat differs slightly between them. */
export const SEAT_COLOURS: Readonly<Record<Layout, SeatColours>> = {
  default: { ...BASE, selected: '#15803D' },
  legacy: { ...BASE, selected: '#1B8A45' },
}

/** §2 a layout's seat colours as CSS custom properties (`--seat-available`, …) for the seat map's styles. */
export const seatColourProperties = (layout: Layout): Readonly<Record<`--seat-${string}`, string>> => {
  const colours = SEAT_COLOURS[layout]
  return {
    '--seat-available': colours.available,
    '--seat-selected': colours.selected,
    '--seat-held': colours.held,
    '--seat-unavailable': colours.unavailable,
    '--seat-blocked': colours.blocked,
    '--seat-outline': colours.outline,
  }
}
