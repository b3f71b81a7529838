import { agorot } from '../money/money'
import type { CapacityRow, PresentationSales, SalesFigures, SeatFigures } from '../ports/live-reports'

/** §9 the seat-taken ratio: taken places over capacity, rounded to 3 decimals (0 without capacity). */
export const seatTakenRatio = (taken: number, capacity: number): number =>
  capacity <= 0 ? 0 : Math.round((taken / capacity) * 1000) / 1000

/**
 * §2/§9 a presentation's (or a sum of presentations') figures from the counts the database
 * grouped: free is what is neither sold, held nor in a cart (never below 0, should a plan have
 * shrunk); the ratio counts sold and held places only (see SeatFigures).
 */
export const seatFigures = (capacity: number, sold: number, held: number, inCarts: number): SeatFigures => ({
  capacity,
  sold,
  held,
  inCarts,
  free: Math.max(0, capacity - sold - held - inCarts),
  seatTakenRatio: seatTakenRatio(sold + held, capacity),
})

/** §7 the totals of presentations' figures (a feature's, a day's): counts and revenue summed, the §9 ratio of the sums. */
export const presentationTotals = (presentations: readonly PresentationSales[]): SeatFigures & SalesFigures => {
  const sum = (pick: (p: PresentationSales) => number): number => presentations.reduce((total, p) => total + pick(p), 0)
  return {
    ...seatFigures(
      sum((p) => p.capacity),
      sum((p) => p.sold),
      sum((p) => p.held),
      sum((p) => p.inCarts),
    ),
    ticketsSold: sum((p) => p.ticketsSold),
    revenue: agorot(sum((p) => p.revenue)),
  }
}

/** §9 the location the all-cinemas total leaves out. */
export const LOCATION_OUTSIDE_TOTAL = 1
/** §9 the id of the all-cinemas total row. */
export const ALL_CINEMAS_LOCATION_ID = -1
/** §9 the all-cinemas row's name (Hebrew, the product's language; the console may name it by its id). */
export const ALL_CINEMAS_NAME = 'כל בתי הקולנוע'

/** §9 the capacity table: the rows as given, then the all-cinemas total (id −1) of every location but id 1. */
export const withAllCinemasTotal = (rows: readonly CapacityRow[]): readonly CapacityRow[] => {
  const counted = rows.filter((row) => row.locationId !== LOCATION_OUTSIDE_TOTAL)
  const sum = (pick: (row: CapacityRow) => number): number => counted.reduce((total, row) => total + pick(row), 0)
  return [
    ...rows,
    {
      locationId: ALL_CINEMAS_LOCATION_ID,
      name: ALL_CINEMAS_NAME,
      capacity: sum((row) => row.capacity),
      sold: sum((row) => row.sold),
      availability: sum((row) => row.availability),
    },
  ]
}
